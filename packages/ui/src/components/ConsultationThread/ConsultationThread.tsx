import { Clock, Stethoscope, TriangleExclamationPoint } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatDate, formatTime } from '../../lib/format';
import { renderAnchor, type RenderLink } from '../../lib/link';

export interface ConsultationReply {
  text: string;
  dermatologistName: string;
  answeredAt: Date | string;
  /** Products the dermatologist suggests, each opening its page. */
  products?: readonly { id: number; name: string; href: string }[];
}

/** Where the request stands for the person reading it. */
export type ConsultationThreadStatus = 'waiting' | 'overdue' | 'answered';

export interface ConsultationThreadProps extends Omit<ComponentProps<'section'>, 'children'> {
  status: ConsultationThreadStatus;
  /** The customer's question; a request may come without one. */
  question?: string | null;
  askedAt: Date | string;
  /** Who asked, as the reader should see it: 'You' for the customer, a neutral label in the clinic. */
  askerName?: string;
  /** When the 24 hours end; shown while waiting. */
  dueAt?: Date | string | null;
  reply?: ConsultationReply | null;
  /** Renders the product links, so the app can pass its router's Link; defaults to <a>. */
  renderLink?: RenderLink;
  heading?: string;
}

function toDate(value: Date | string): Date {
  return value instanceof Date ? value : new Date(value);
}

/** 'Jan 5, 2026, 14:30' in a <time> element. */
function When({ value, className }: { value: Date | string; className?: string }) {
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatDate(date)}, {formatTime(date)}
    </time>
  );
}

/**
 * A consultation as a short thread: the customer's question, then the dermatologist's reply with
 * name, time and suggested products, or where the request stands while it waits. Every text
 * written by a person is shown as text, line breaks kept.
 */
export function ConsultationThread({
  status,
  question,
  askedAt,
  askerName = 'You',
  dueAt,
  reply,
  renderLink = renderAnchor,
  heading = 'Dermatologist review',
  className,
  ...props
}: ConsultationThreadProps) {
  const headingId = useId();
  const answer = status === 'answered' ? reply : null;
  return (
    <section
      data-slot="consultation-thread"
      data-status={status}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 text-surface-foreground', className)}
      {...props}
    >
      <h3 id={headingId} className="font-display text-lg font-semibold">
        {heading}
      </h3>
      <ol className="flex flex-col gap-3">
        <li>
          <article aria-label={`Question from ${askerName}`} className="flex flex-col gap-1 rounded-lg bg-muted p-4">
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold">{askerName}</span>
              <When value={askedAt} className="text-muted-foreground" />
            </p>
            {question ? (
              <p className="leading-relaxed break-words whitespace-pre-line">{question}</p>
            ) : (
              <p className="text-muted-foreground italic">Asked for a review of the analysis, without a question.</p>
            )}
          </article>
        </li>
        {answer ? (
          <li>
            <article aria-label={`Reply from ${answer.dermatologistName}`} className="flex flex-col gap-2 rounded-lg border border-primary/30 bg-secondary/40 p-4">
              <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                <Stethoscope aria-hidden="true" className="size-4 self-center text-primary" />
                <span className="font-semibold">{answer.dermatologistName}</span>
                <span className="text-muted-foreground">Dermatologist</span>
                <When value={answer.answeredAt} className="text-muted-foreground" />
              </p>
              <p className="leading-relaxed break-words whitespace-pre-line">{answer.text}</p>
              {answer.products && answer.products.length > 0 ? (
                <div className="flex flex-col gap-1 pt-1">
                  <p className="text-sm font-medium">Suggested products</p>
                  <ul className="flex flex-wrap gap-2">
                    {answer.products.map((product) => (
                      <li key={product.id}>
                        {renderLink({
                          href: product.href,
                          className:
                            'inline-flex rounded-full border border-border bg-surface px-3 py-1 text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
                          children: product.name,
                        })}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </article>
          </li>
        ) : null}
      </ol>
      {status === 'waiting' ? (
        <p role="status" className="flex items-start gap-2 text-sm text-muted-foreground">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Waiting for a dermatologist.
            {dueAt ? (
              <>
                {' '}
                A reply is due by <When value={dueAt} />.
              </>
            ) : null}
          </span>
        </p>
      ) : null}
      {status === 'overdue' ? (
        <p role="status" className="flex items-start gap-2 text-sm font-medium text-danger">
          <TriangleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>Overdue: this is taking longer than 24 hours. The request is still in the queue and will be answered as soon as possible.</span>
        </p>
      ) : null}
    </section>
  );
}
