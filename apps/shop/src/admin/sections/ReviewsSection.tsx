import type { AdminReview, adminReviewStatuses } from '@nyansa/contract';
import { Badge, Button, ConfirmDialog, DataTable, formatDate, Label, RatingStars, Select, type DataTableColumn } from '@nyansa/ui';
import { useId, useState } from 'react';
import { useAdminActions, useAdminReviews } from '../../data/useAdmin';
import { toast } from '../../toast';
import { HideReviewDialog } from '../components/HideReviewDialog';

type StatusFilter = (typeof adminReviewStatuses)[number];

/** /admin/reviews: every review with its product and author; filters by status, product and rating; hide with a reason, show again. */
export function ReviewsSection() {
  const actions = useAdminActions();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [rating, setRating] = useState('');
  const [product, setProduct] = useState<{ id: number; name: string } | null>(null);
  const [page, setPage] = useState(1);
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const [showing, setShowing] = useState<AdminReview | null>(null);
  const [showError, setShowError] = useState<string | null>(null);
  const statusId = useId();
  const ratingId = useId();
  const list = useAdminReviews({ status, rating: rating ? Number(rating) : undefined, product_id: product?.id, page });

  const columns: readonly DataTableColumn<AdminReview>[] = [
    {
      id: 'product',
      header: 'Product',
      value: (review) => review.product_name,
      wrap: true,
      cell: (review) => (
        <button
          type="button"
          className="text-left break-words text-primary underline-offset-4 hover:underline"
          aria-label={`Only reviews of ${review.product_name}`}
          onClick={() => {
            setProduct({ id: review.product_id, name: review.product_name });
            setPage(1);
          }}
        >
          {review.product_name}
        </button>
      ),
    },
    { id: 'rating', header: 'Rating', value: (review) => review.rating, cell: (review) => <RatingStars average={review.rating} size="sm" showValue={false} label={`${review.rating} out of 5 stars`} /> },
    {
      id: 'review',
      header: 'Review',
      sortable: false,
      wrap: true,
      cell: (review) => (
        <span className="flex flex-col gap-1">
          <span className="break-words">{review.text || <span className="text-muted-foreground">No text</span>}</span>
          <span className="text-sm text-muted-foreground">
            {review.author_name} ({review.author_email}), {formatDate(review.created_at)}
          </span>
        </span>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      value: (review) => (review.hidden ? 'hidden' : 'visible'),
      wrap: true,
      cell: (review) =>
        review.hidden ? (
          <span className="flex flex-col gap-1">
            <Badge variant="muted">Hidden</Badge>
            {review.hidden_reason ? <span className="text-sm break-words text-muted-foreground">{review.hidden_reason}</span> : null}
          </span>
        ) : (
          <Badge variant="success">Visible</Badge>
        ),
    },
  ];

  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="font-display text-xl font-semibold">
        Reviews
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex items-center gap-2">
          <Label htmlFor={statusId}>Show</Label>
          <Select
            id={statusId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as StatusFilter);
              setPage(1);
            }}
            options={[
              { value: 'all', label: 'All reviews' },
              { value: 'visible', label: 'Visible' },
              { value: 'hidden', label: 'Hidden' },
            ]}
          />
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor={ratingId}>Rating</Label>
          <Select
            id={ratingId}
            value={rating}
            onChange={(event) => {
              setRating(event.target.value);
              setPage(1);
            }}
            options={[{ value: '', label: 'Any rating' }, ...[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} ${stars === 1 ? 'star' : 'stars'}` }))]}
          />
        </div>
        {product ? (
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span>
              Product: <span className="font-medium">{product.name}</span>
            </span>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setProduct(null);
                setPage(1);
              }}
            >
              Every product
            </Button>
          </p>
        ) : null}
      </div>
      <DataTable
        caption="Reviews"
        hideCaption
        columns={columns}
        data={list.rows}
        getRowId={(review) => String(review.review_id)}
        loading={list.loading}
        error={list.error}
        emptyText="No reviews match."
        paging={{ page, pageCount: Math.max(1, list.pagination?.total_pages ?? 1), onPageChange: setPage }}
        rowActions={(review) =>
          review.hidden ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={`Show the review by ${review.author_name} again`}
              onClick={() => {
                setShowError(null);
                setShowing(review);
              }}
            >
              Show again
            </Button>
          ) : (
            <Button size="sm" variant="outline" aria-label={`Hide the review by ${review.author_name}`} onClick={() => setHiding(review)}>
              Hide
            </Button>
          )
        }
      />
      <HideReviewDialog
        review={hiding ? { id: hiding.review_id, authorName: hiding.author_name } : null}
        onClose={() => setHiding(null)}
        onHide={(id, reason) => actions.moderateReview(Number(id), true, reason)}
      />
      <ConfirmDialog
        open={showing !== null}
        onOpenChange={(open) => !open && setShowing(null)}
        title={showing ? `Show the review by ${showing.author_name} again?` : 'Show the review again?'}
        description="It goes back on the product page and counts in its average again."
        confirmLabel="Show again"
        error={showError}
        onConfirm={async () => {
          if (!showing) return;
          const problem = await actions.moderateReview(showing.review_id, false);
          if (problem !== null) {
            setShowError(problem);
            throw new Error(problem);
          }
          toast.success('Review shown again');
          setShowing(null);
        }}
      />
    </section>
  );
}
