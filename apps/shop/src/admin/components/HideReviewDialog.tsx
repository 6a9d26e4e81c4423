import { reviewHideReasonMaxLength, reviewMessages } from '@nyansa/contract';
import { CharacterCount, ConfirmDialog, Label, Textarea } from '@nyansa/ui';
import { useId, useState } from 'react';

export interface HideReviewDialogProps {
  /** The review to hide (by whom, for the title); null keeps the dialog closed. */
  review: { id: number | string; authorName: string } | null;
  onClose: () => void;
  /** Hides it with the reason; answers null when done, or what to tell the admin. */
  onHide: (reviewId: number | string, reason: string) => Promise<string | null>;
}

/** Asks why before hiding a review (its author reads the reason), then hides it. */
export function HideReviewDialog({ review, onClose, onHide }: HideReviewDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const counterId = useId();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  return (
    <ConfirmDialog
      open={review !== null}
      onOpenChange={(open) => !open && close()}
      title={review ? `Hide the review by ${review.authorName}?` : 'Hide review?'}
      description="It leaves the product page and its average. Its author sees that it was hidden and your reason."
      confirmLabel="Hide review"
      variant="destructive"
      error={error}
      onConfirm={async () => {
        if (!review) return;
        const trimmed = reason.trim();
        const problem =
          trimmed.length === 0 ? reviewMessages.reasonRequired : trimmed.length > reviewHideReasonMaxLength ? reviewMessages.reasonTooLong : await onHide(review.id, trimmed);
        if (problem !== null) {
          setError(problem);
          throw new Error(problem);
        }
        close();
      }}
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId}>Reason (the author sees it)</Label>
        <Textarea
          id={fieldId}
          value={reason}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={counterId}
          onChange={(event) => setReason(event.target.value)}
        />
        <CharacterCount length={reason.length} limit={reviewHideReasonMaxLength} counterId={counterId} />
      </div>
    </ConfirmDialog>
  );
}
