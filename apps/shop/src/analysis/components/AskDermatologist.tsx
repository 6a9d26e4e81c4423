import { consultationMessages, questionMaxLength } from '@nyansa/contract';
import { Button, CharacterCount, Label, Textarea } from '@nyansa/ui';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useConsultations } from '../../data/useConsultations';
import { useSubscription } from '../../data/useSubscription';
import { toast } from '../../toast';
import { ConsultationReply } from './ConsultationReply';
import { checkIntake, emptyIntake, IntakeFields, type IntakeDraft, type IntakeErrors } from './IntakeFields';

/**
 * "Ask a dermatologist" about one analysis (AI + Dermatologist plan): an optional question and
 * optional intake answers, one open request at a time; above it, the latest request with its reply.
 */
export function AskDermatologist({ analysisId }: { analysisId: number | null }) {
  const { latestFor, ask, loading, error: loadError } = useConsultations();
  const { aiAccess, loading: planLoading } = useSubscription();
  const [writing, setWriting] = useState(false);
  const [question, setQuestion] = useState('');
  const [intake, setIntake] = useState<IntakeDraft>(emptyIntake);
  const [intakeErrors, setIntakeErrors] = useState<IntakeErrors>({});
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const counterId = useId();
  const errorId = useId();

  if (analysisId === null || loading) return null;
  const latest = latestFor(analysisId);
  const canAsk = !latest || latest.status === 'answered';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = checkIntake(intake);
    if (!checked.ok) {
      setIntakeErrors(checked.errors);
      return;
    }
    setIntakeErrors({});
    setSending(true);
    const outcome = await ask(analysisId, question, checked.intake);
    setSending(false);
    if (outcome.ok) {
      toast.success(consultationMessages.sent);
      setWriting(false);
      setQuestion('');
      setIntake(emptyIntake);
      setError(null);
    } else if (outcome.message) {
      setError(outcome.message);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      {loadError ? (
        <p role="alert" className="text-sm text-danger">
          {loadError}
        </p>
      ) : null}
      {latest ? <ConsultationReply consultation={latest} /> : null}
      {!canAsk || planLoading ? null : !aiAccess ? (
        <p className="text-sm text-muted-foreground">
          A dermatologist answers questions about your analyses with the AI + Dermatologist plan.{' '}
          <Link to="/subscriptions" className="font-medium text-primary underline-offset-4 hover:underline">
            See plans
          </Link>
        </p>
      ) : writing ? (
        <form aria-label={consultationMessages.ask} className="flex flex-col gap-2" onSubmit={(event) => void submit(event)} noValidate>
          <Label htmlFor={fieldId}>Your question for the dermatologist (optional)</Label>
          <Textarea
            id={fieldId}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            aria-describedby={`${counterId}${error ? ` ${errorId}` : ''}`}
            aria-invalid={error ? true : undefined}
            disabled={sending}
          />
          <CharacterCount length={question.trim().length} limit={questionMaxLength} counterId={counterId} />
          {error ? (
            <p id={errorId} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <IntakeFields value={intake} errors={intakeErrors} disabled={sending} onChange={setIntake} />
          {Object.keys(intakeErrors).length > 0 ? (
            <p role="alert" className="text-sm text-danger">
              Please check your answers about you.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" loading={sending}>
              Send to a dermatologist
            </Button>
            <Button type="button" variant="outline" onClick={() => setWriting(false)} disabled={sending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="secondary" className="self-start" onClick={() => setWriting(true)}>
          {consultationMessages.ask}
        </Button>
      )}
    </div>
  );
}
