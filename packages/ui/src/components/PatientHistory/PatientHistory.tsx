import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { scoreBand } from '../../lib/score';
import type { IntakeAnswer } from '../IntakeSummary';

export interface PatientHistoryConsultation {
  id: number;
  askedAt: Date | string;
  /** Where it stands in words ('Answered', 'Waiting'). */
  statusLabel: string;
  question: string;
  /** The date of the analysis it was about. */
  analysedAt?: Date | string;
  intake?: readonly IntakeAnswer[];
  reply?: { text: string; dermatologistName: string; answeredAt: Date | string } | null;
}

export interface PatientHistoryAnalysis {
  id: number;
  analysedAt: Date | string;
  summary: string;
  scores?: readonly { label: string; score: number | null }[];
}

export interface PatientHistoryProps extends Omit<ComponentProps<'section'>, 'children'> {
  heading: string;
  consultations: readonly PatientHistoryConsultation[];
  analyses: readonly PatientHistoryAnalysis[];
  /** Shown when the patient has neither earlier requests nor other analyses. */
  emptyText: string;
}

function scoreLine(scores: NonNullable<PatientHistoryAnalysis['scores']>): string {
  return scores.map((item) => `${item.label} ${item.score === null ? 'not scored' : `${Math.round(item.score)} (${scoreBand(item.score).label.toLowerCase()})`}`).join(', ');
}

/**
 * A patient's earlier requests (question, intake, reply) and other analyses (date, finding,
 * scores), newest first, for the dermatologist answering a new request. Texts are shown as text.
 */
export function PatientHistory({ heading, consultations, analyses, emptyText, className, ...props }: PatientHistoryProps) {
  const headingId = useId();
  return (
    <section data-slot="patient-history" aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)} {...props}>
      <h3 id={headingId} className="text-sm font-semibold">
        {heading}
      </h3>
      {consultations.length === 0 && analyses.length === 0 ? <p className="text-sm text-muted-foreground italic">{emptyText}</p> : null}
      {consultations.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Earlier requests ({consultations.length})</h4>
          <ol className="flex flex-col gap-3">
            {consultations.map((consultation) => (
              <li key={consultation.id}>
                <article aria-label={`Request ${consultation.id}`} className="flex flex-col gap-2 rounded-md border border-border p-3 text-sm">
                  <p className="flex flex-wrap gap-x-2 text-muted-foreground">
                    <span className="font-medium text-foreground">Request {consultation.id}</span>
                    <span>asked {formatDate(consultation.askedAt)}</span>
                    {consultation.analysedAt ? <span>about the analysis of {formatDate(consultation.analysedAt)}</span> : null}
                    <span className="font-medium text-foreground">{consultation.statusLabel}</span>
                  </p>
                  {consultation.question ? (
                    <p className="break-words whitespace-pre-line">{consultation.question}</p>
                  ) : (
                    <p className="text-muted-foreground italic">No question: a review of the analysis.</p>
                  )}
                  {consultation.intake && consultation.intake.length > 0 ? (
                    <dl className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
                      {consultation.intake.map((answer) => (
                        <div key={answer.label} className="flex gap-1">
                          <dt className="text-muted-foreground">{answer.label}:</dt>
                          <dd className="break-words">{answer.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                  {consultation.reply ? (
                    <blockquote className="border-l-2 border-primary pl-3">
                      <p className="text-xs text-muted-foreground">
                        Reply by {consultation.reply.dermatologistName}, {formatDate(consultation.reply.answeredAt)}
                      </p>
                      <p className="break-words whitespace-pre-line">{consultation.reply.text}</p>
                    </blockquote>
                  ) : null}
                </article>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {analyses.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Other analyses ({analyses.length})</h4>
          <ol className="flex flex-col divide-y divide-border rounded-md border border-border text-sm">
            {analyses.map((analysis) => (
              <li key={analysis.id} className="flex flex-col gap-1 p-3">
                <p>
                  <span className="font-medium">{formatDate(analysis.analysedAt)}</span>: <span className="break-words">{analysis.summary}</span>
                </p>
                {analysis.scores && analysis.scores.length > 0 ? <p className="text-xs break-words text-muted-foreground">{scoreLine(analysis.scores)}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
