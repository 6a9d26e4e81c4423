import type { ShopProduct } from '@nyansa/api-client';
import { consultationMessages, replyMaxLength, type ClinicQueueItem } from '@nyansa/contract';
import { Button, Card, CardContent, ConcernScores, ConsultationStatusBadge, formatDate, formatTime, ReplyForm, type ReplyDraft } from '@nyansa/ui';
import { useId, useState } from 'react';
import { toConcernScores } from '../../analysis/analysisView';
import { timeLeftText } from '../timeLeft';

export interface QueueItemProps {
  item: ClinicQueueItem;
  /** The signed-in dermatologist. */
  userId: number;
  products: readonly ShopProduct[];
  now: number;
  onClaim: () => Promise<string | null>;
  onRelease: () => Promise<string | null>;
  onReply: (draft: ReplyDraft) => Promise<string | null>;
}

function when(value: string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/**
 * One request of the queue: the photo, the result with the scores the shopper saw (the measured parameters for
 * analyses stored before scores), the question, the time left; claim, release, reply.
 */
export function QueueItem({ item, userId, products, now, onClaim, onRelease, onReply }: QueueItemProps) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = item.claimed_by?.id === userId;
  const { headline, result } = item.analysis;
  // The result text begins with the headline when there is one: the rest follows it.
  const body = headline && result.startsWith(headline) ? result.slice(headline.length).trim() : result;
  const { concerns, skinTone, skinToneReason } = toConcernScores(item.analysis);
  const parameters = concerns ? [] : Object.entries(item.analysis.parameters);

  const act = async (action: () => Promise<string | null>) => {
    setPending(true);
    const problem = await action();
    setPending(false);
    setError(problem || null);
  };

  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="grid gap-5 md:grid-cols-[12rem_1fr]">
        {item.analysis.image_url ? (
          <img src={item.analysis.image_url} alt={`The customer's face, request ${item.id}`} className="aspect-square w-full rounded-md object-cover" />
        ) : (
          <p className="flex aspect-square w-full items-center rounded-md bg-muted p-4 text-center text-sm text-muted-foreground">
            The customer keeps the measurements only: this photo was deleted.
          </p>
        )}
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={headingId} className="font-display text-xl font-semibold">
              Request {item.id}
            </h2>
            <ConsultationStatusBadge status={item.overdue ? 'overdue' : item.status} />
            <span className={item.overdue ? 'text-sm font-medium text-danger' : 'text-sm text-muted-foreground'}>{timeLeftText(item.due_at, now)}</span>
          </div>
          <p className="text-sm text-muted-foreground">
            Asked {when(item.created_at)}; analysed {when(item.analysis.analysed_at)}
            {item.claimed_by ? `; claimed by ${mine ? 'you' : item.claimed_by.name}` : ''}
          </p>
          <div className="flex flex-col gap-3">
            <div>
              <h3 className="text-sm font-semibold">AI result</h3>
              {headline ? <p className="font-medium break-words">{headline}</p> : null}
              {body ? <p className="break-words">{body}</p> : null}
            </div>
            {concerns ? <ConcernScores heading="Skin scores" concerns={concerns} skinTone={skinTone} skinToneReason={skinToneReason} /> : null}
          </div>
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
          <div>
            <h3 className="text-sm font-semibold">Question</h3>
            {item.question ? (
              <p className="break-words whitespace-pre-line">{item.question}</p>
            ) : (
              <p className="text-muted-foreground italic">No question: a review of the analysis.</p>
            )}
          </div>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          {item.status === 'open' ? (
            <Button className="self-start" loading={pending} onClick={() => void act(onClaim)}>
              Claim
            </Button>
          ) : mine ? (
            <div className="flex flex-col gap-4">
              <Button variant="outline" className="self-start" disabled={pending} onClick={() => void act(onRelease)}>
                Release
              </Button>
              <ReplyForm
                aria-label={`Reply to request ${item.id}`}
                products={products.map((product) => ({ id: product.id, name: product.name }))}
                maxLength={replyMaxLength}
                messages={{ required: consultationMessages.replyRequired, tooLong: consultationMessages.replyTooLong }}
                pending={pending}
                onSubmit={(draft) => void act(() => onReply(draft))}
              />
            </div>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
