import { useId, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import { FieldError } from '../Input';
import { Label } from '../Label';
import { RatingInput } from '../RatingStars';
import { CharacterCount, Textarea } from '../Textarea';

export interface ReviewDraft {
  /** 1..5 */
  rating: number;
  /** Trimmed; may be empty. */
  text: string;
}

export interface ReviewFormMessages {
  ratingRequired: string;
  tooLong: string;
}

export const defaultReviewFormMessages: ReviewFormMessages = {
  ratingRequired: 'Please choose a rating',
  tooLong: 'Review must be at most 2000 characters',
};

export interface ReviewFormProps extends Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> {
  /** The shopper's review already sent: the form edits it ('Edit your review', 'Update Review'). */
  initial?: ReviewDraft | null;
  onSubmit: (review: ReviewDraft) => void;
  /** Leaves edit mode without saving; shown only when editing. */
  onCancel?: () => void;
  pending?: boolean;
  /** The server's answer when sending failed; what was written stays. */
  error?: string | null;
  disabled?: boolean;
  maxLength?: number;
  messages?: Partial<ReviewFormMessages>;
}

/** Rate a product 1 to 5 and say why (up to 2,000 characters, counted live); also edits a sent review. */
export function ReviewForm({
  initial,
  onSubmit,
  onCancel,
  pending = false,
  error,
  disabled = false,
  maxLength = 2000,
  messages,
  className,
  ...props
}: ReviewFormProps) {
  const text = { ...defaultReviewFormMessages, ...messages };
  const editing = Boolean(initial);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [body, setBody] = useState(initial?.text ?? '');
  const [problems, setProblems] = useState<{ rating?: string; body?: string }>({});
  const ratingRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const ids = { heading: useId(), rating: useId(), ratingError: useId(), body: useId(), bodyError: useId(), counter: useId() };
  const inert = disabled || pending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(rating === null ? { rating: text.ratingRequired } : {}),
      ...(body.length > maxLength ? { body: text.tooLong } : {}),
    };
    setProblems(found);
    if (found.rating) ratingRef.current?.querySelector<HTMLElement>('[role="radio"]')?.focus();
    else if (found.body) bodyRef.current?.focus();
    if (rating === null || found.body) return;
    onSubmit({ rating, text: body.trim() });
  };

  return (
    <form
      data-slot="review-form"
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={submit}
      className={cn('flex flex-col gap-4 rounded-lg border border-border bg-surface p-5 text-surface-foreground', className)}
      {...props}
    >
      <h3 id={ids.heading} className="font-display text-lg font-semibold">
        {editing ? 'Edit your review' : 'Write a review'}
      </h3>
      <div className="flex flex-col gap-2">
        <p id={ids.rating} className="text-sm font-medium">
          Your rating
        </p>
        <RatingInput
          ref={ratingRef}
          aria-labelledby={ids.rating}
          aria-describedby={problems.rating ? ids.ratingError : undefined}
          aria-invalid={problems.rating ? true : undefined}
          aria-required
          value={rating}
          disabled={inert}
          onChange={(next) => {
            setRating(next);
            setProblems((current) => ({ ...current, rating: undefined }));
          }}
        />
        <FieldError id={ids.ratingError}>{problems.rating}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.body}>Your review (optional)</Label>
        <Textarea
          ref={bodyRef}
          id={ids.body}
          value={body}
          disabled={inert}
          aria-invalid={problems.body || body.length > maxLength ? true : undefined}
          aria-describedby={cn(ids.counter, problems.body && ids.bodyError)}
          onChange={(event) => setBody(event.target.value)}
        />
        <CharacterCount length={body.length} limit={maxLength} counterId={ids.counter} />
        <FieldError id={ids.bodyError}>{problems.body}</FieldError>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} disabled={disabled}>
          {editing ? 'Update Review' : 'Submit Review'}
        </Button>
        {editing && onCancel ? (
          <Button variant="ghost" disabled={pending} onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
