import { intakeAnswers, type ClinicPatientHistory, type ConsultationStatus } from '@nyansa/contract';
import { Button, LoadingState, PatientHistory, type PatientHistoryAnalysis, type PatientHistoryConsultation } from '@nyansa/ui';
import { useId, useState } from 'react';
import { toConcernScores } from '../../analysis/analysisView';
import { useClinicRequest } from '../../data/useClinic';

const statusLabels: Record<ConsultationStatus, string> = { open: 'Waiting', claimed: 'Being answered', answered: 'Answered' };

export function toPatientHistory(history: ClinicPatientHistory): { consultations: PatientHistoryConsultation[]; analyses: PatientHistoryAnalysis[] } {
  const analysedAt = new Map(history.analyses.map((analysis) => [analysis.id, analysis.analysed_at]));
  return {
    consultations: history.consultations.map((consultation) => {
      const analysed = analysedAt.get(consultation.analysis_id);
      return {
        id: consultation.id,
        askedAt: consultation.created_at,
        statusLabel: statusLabels[consultation.status],
        question: consultation.question,
        ...(analysed ? { analysedAt: analysed } : {}),
        intake: intakeAnswers(consultation.intake),
        reply: consultation.reply ? { text: consultation.reply.text, dermatologistName: consultation.reply.dermatologist_name, answeredAt: consultation.reply.answered_at } : null,
      };
    }),
    analyses: history.analyses.map((analysis) => {
      const { concerns } = toConcernScores({ scores: analysis.scores });
      return {
        id: analysis.id,
        analysedAt: analysis.analysed_at,
        summary: analysis.headline ?? analysis.result,
        ...(concerns ? { scores: concerns.map(({ label, score }) => ({ label, score })) } : {}),
      };
    }),
  };
}

/**
 * The patient's earlier requests and other analyses: read at once for the request one is answering,
 * on demand for the others of the queue.
 */
export function PatientRecord({ requestId, readNow }: { requestId: number; readNow: boolean }) {
  const [asked, setAsked] = useState(false);
  const regionId = useId();
  const open = asked || readNow;
  const { request, loading, error } = useClinicRequest(open ? requestId : null);
  return (
    <div className="flex flex-col gap-3">
      {readNow ? null : (
        <Button variant="outline" size="sm" className="self-start" aria-expanded={open} aria-controls={regionId} onClick={() => setAsked((shown) => !shown)}>
          {open ? 'Hide the patient history' : 'Show the patient history'}
        </Button>
      )}
      <div id={regionId} hidden={!open}>
        {!open ? null : loading ? (
          <LoadingState label="Loading the patient history..." />
        ) : error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : request ? (
          <PatientHistory
            heading="Earlier requests and analyses"
            emptyText="No earlier requests or other analyses from this patient."
            {...toPatientHistory(request.history)}
          />
        ) : null}
      </div>
    </div>
  );
}
