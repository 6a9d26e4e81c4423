import { intakeAnswers, type ClinicQueueItem } from '@nyansa/contract';
import { formatDate, formatTime, IntakeSummary, PhotoZoom, ScoreTable } from '@nyansa/ui';
import { toConcernScores } from '../../analysis/analysisView';

export function when(value: string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** The question as the patient wrote it (shown as text), or that they asked for a review. */
export function Question({ question }: { question: string }) {
  return (
    <section aria-label="Question" className="flex flex-col gap-1">
      <h3 className="text-sm font-semibold">Question</h3>
      {question ? (
        <p className="text-lg leading-relaxed break-words whitespace-pre-line">{question}</p>
      ) : (
        <p className="text-muted-foreground italic">No question: a review of the analysis.</p>
      )}
    </section>
  );
}

export function PatientAnswers({ item }: { item: ClinicQueueItem }) {
  return <IntakeSummary heading="The patient's answers" answers={intakeAnswers(item.intake)} emptyText="The patient gave no intake answers." />;
}

/**
 * The analysis as a clinician reads it: the photo large with zoom, the AI's finding, and the
 * scores as a compact table (the measured parameters for analyses stored before scores).
 */
export function AnalysisRecord({ item }: { item: ClinicQueueItem }) {
  const { headline, result } = item.analysis;
  // The result text begins with the headline when there is one: the rest follows it.
  const body = headline && result.startsWith(headline) ? result.slice(headline.length).trim() : result;
  const { concerns, skinTone, skinToneReason } = toConcernScores(item.analysis);
  const parameters = concerns ? [] : Object.entries(item.analysis.parameters);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,22rem)_1fr]">
      {item.analysis.image_url ? (
        <PhotoZoom
          src={item.analysis.image_url}
          alt={`The customer's face, request ${item.id}`}
          title={`Photo of request ${item.id}`}
          caption={`Analysed ${when(item.analysis.analysed_at)}`}
        />
      ) : (
        <p className="flex min-h-40 w-full items-center justify-center rounded-md bg-muted p-4 text-center text-sm text-muted-foreground">
          The customer keeps the measurements only: this photo was deleted.
        </p>
      )}
      <div className="flex min-w-0 flex-col gap-4">
        <div>
          <h3 className="text-sm font-semibold">AI result</h3>
          {headline ? <p className="font-medium break-words">{headline}</p> : null}
          {body ? <p className="text-sm break-words">{body}</p> : null}
        </div>
        {concerns ? <ScoreTable caption="Skin scores" concerns={concerns} skinTone={skinTone} {...(skinToneReason ? { skinToneReason } : {})} /> : null}
        {parameters.length > 0 ? (
          <div>
            <h3 className="text-sm font-semibold">Measured parameters</h3>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {parameters.map(([name, parameter]) => (
                <div key={name} className="contents">
                  <dt className="text-muted-foreground">{parameter.label}</dt>
                  <dd className="tabular-nums">
                    {parameter.value} {parameter.unit}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </div>
    </div>
  );
}
