import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { RatingStars } from '../RatingStars';
import { LoadingState } from '../Spinner';

/** A review as the contract sends it (`GET /api/products/:id/reviews`), in the components' words. */
export interface Review {
  id: number | string;
  /** 1..5 */
  rating: number;
  /** May be empty: a rating without words. */
  text: string;
  authorName: string;
  createdAt: Date | string;
}

export interface ReviewListProps extends Omit<ComponentProps<'section'>, 'children'> {
  reviews: readonly Review[];
  /** The product's average and review count, shown under the heading. */
  summary?: { average: number; count: number };
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  error?: string | null;
  /** The signed-in shopper's review, marked 'Your review'. */
  ownReviewId?: Review['id'] | null;
  /** Controls for one review, e.g. the admin's Hide. */
  renderActions?: (review: Review) => ReactNode;
  heading?: string;
  emptyText?: string;
  loadingText?: string;
}

function isoDate(value: Date | string): string | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** A product's reviews, newest first as the server pages them, with Previous/Next. */
export function ReviewList({
  reviews,
  summary,
  page,
  pageCount,
  onPageChange,
  loading = false,
  error,
  ownReviewId,
  renderActions,
  heading = 'Reviews',
  emptyText = 'No reviews yet.',
  loadingText = 'Loading reviews...',
  className,
  ...props
}: ReviewListProps) {
  const headingId = useId();
  const pages = Math.max(1, pageCount);
  return (
    <section data-slot="review-list" aria-labelledby={headingId} className={cn('flex flex-col gap-4', className)} {...props}>
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
        <h2 id={headingId} className="font-display text-2xl font-semibold">
          {heading}
        </h2>
        {summary ? <RatingStars average={summary.average} count={summary.count} /> : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : loading ? (
        <LoadingState label={loadingText} />
      ) : reviews.length === 0 ? (
        <p className="py-6 text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface text-surface-foreground">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-col gap-2 p-4">
              <article aria-label={`Review by ${review.authorName}`} className="flex flex-col gap-2">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <RatingStars average={review.rating} size="sm" showValue={false} label={`Rated ${review.rating} out of 5 stars`} />
                  <p className="font-medium break-words">{review.authorName}</p>
                  {review.id === ownReviewId ? <Badge variant="secondary">Your review</Badge> : null}
                  <time dateTime={isoDate(review.createdAt)} className="text-sm text-muted-foreground">
                    {formatDate(review.createdAt)}
                  </time>
                </div>
                {review.text ? <p className="text-sm leading-relaxed break-words whitespace-pre-line">{review.text}</p> : null}
                {renderActions ? <div className="flex gap-2">{renderActions(review)}</div> : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label="Review pages" className="flex items-center justify-center gap-4">
          <Button variant="outline" size="sm" disabled={loading || page <= 1} onClick={() => onPageChange(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button variant="outline" size="sm" disabled={loading || page >= pages} onClick={() => onPageChange(page + 1)}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
