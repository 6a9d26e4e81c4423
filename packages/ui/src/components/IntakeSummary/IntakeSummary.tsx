import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface IntakeAnswer {
  label: string;
  value: string;
}

export interface IntakeSummaryProps extends Omit<ComponentProps<'section'>, 'children'> {
  heading: string;
  /** The answers given, in the order to read them; texts are shown as written, line breaks kept. */
  answers: readonly IntakeAnswer[];
  /** Shown when there are no answers. */
  emptyText: string;
}

/** What a patient told about themselves with a request (age range, skin type, allergies...): label and answer pairs. */
export function IntakeSummary({ heading, answers, emptyText, className, ...props }: IntakeSummaryProps) {
  const headingId = useId();
  return (
    <section data-slot="intake-summary" aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)} {...props}>
      <h3 id={headingId} className="text-sm font-semibold">
        {heading}
      </h3>
      {answers.length === 0 ? (
        <p className="text-sm text-muted-foreground italic">{emptyText}</p>
      ) : (
        <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {answers.map((answer) => (
            <div key={answer.label} className="contents">
              <dt className="font-medium text-muted-foreground">{answer.label}</dt>
              <dd className="mb-1 break-words whitespace-pre-line sm:mb-0">{answer.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
