import type { ShopProduct } from '@nyansa/api-client';
import { consultationMessages, replyMaxLength, type ClinicQueueItem } from '@nyansa/contract';
import { Button, Card, CardContent, ConsultationStatusBadge, ReplyForm, type ReplyDraft } from '@nyansa/ui';
import { useId, useState } from 'react';
import { timeLeftText } from '../timeLeft';
import { AnalysisRecord, PatientAnswers, Question, when } from './ClinicalRecord';
import { PatientRecord } from './PatientRecord';

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

/**
 * One request of the queue as a clinician reads it: the question and the patient's answers first,
 * then the photo (zoomable) with the AI's finding and scores as a table, the patient's history;
 * claim, release, reply.
 */
export function QueueItem({ item, userId, products, now, onClaim, onRelease, onReply }: QueueItemProps) {
  const headingId = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = item.claimed_by?.id === userId;

  const act = async (action: () => Promise<string | null>) => {
    setPending(true);
    const problem = await action();
    setPending(false);
    setError(problem || null);
  };

  return (
    <Card role="article" aria-labelledby={headingId}>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <h2 id={headingId} className="font-display text-xl font-semibold">
              Request {item.id}
            </h2>
            <ConsultationStatusBadge status={item.overdue ? 'overdue' : item.status} />
            <span className={item.overdue ? 'text-sm font-medium text-danger' : 'text-sm text-muted-foreground'}>{timeLeftText(item.due_at, now)}</span>
          </div>
          {item.status === 'open' ? (
            <Button loading={pending} onClick={() => void act(onClaim)}>
              Claim
            </Button>
          ) : mine ? (
            <Button variant="outline" disabled={pending} onClick={() => void act(onRelease)}>
              Release
            </Button>
          ) : null}
        </div>
        <p className="-mt-3 text-sm text-muted-foreground">
          Asked {when(item.created_at)}; analysed {when(item.analysis.analysed_at)}
          {item.claimed_by ? `; claimed by ${mine ? 'you' : item.claimed_by.name}` : ''}
        </p>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        <div className="grid gap-5 md:grid-cols-2">
          <Question question={item.question} />
          <PatientAnswers item={item} />
        </div>
        <AnalysisRecord item={item} />
        <PatientRecord requestId={item.id} readNow={mine} />
        {mine ? (
          <ReplyForm
            aria-label={`Reply to request ${item.id}`}
            products={products.map((product) => ({ id: product.id, name: product.name }))}
            maxLength={replyMaxLength}
            messages={{ required: consultationMessages.replyRequired, tooLong: consultationMessages.replyTooLong }}
            pending={pending}
            onSubmit={(draft) => void act(() => onReply(draft))}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
