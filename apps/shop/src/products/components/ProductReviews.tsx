import { Button, ReviewList, type Review } from '@nyansa/ui';
import { lazy, Suspense, useState } from 'react';
import { useProfile } from '../../data/useProfile';
import { useHideReview, useOwnReview, useReviews } from '../../data/useReviews';
import { toast } from '../../toast/toastStore';

// Shown only to a shopper who bought the product, so its rating radios load with it (issue 34).
const ReviewForm = lazy(() => import('./ReviewFormSection'));
// An admin's tool, loaded for admins only: shoppers' product pages carry no dialog code (issue 34).
const HideReviewDialog = lazy(() => import('../../admin/components/HideReviewDialog').then((module) => ({ default: module.HideReviewDialog })));

/** The product's reviews with paging, the form for a shopper who bought it (to write or edit their own; hidden: why), and an admin's Hide with a reason. */
export function ProductReviews({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const { data, loading, error } = useReviews(productId, page);
  const own = useOwnReview(productId);
  const [editing, setEditing] = useState(false);
  const isAdmin = useProfile().profile?.role === 'admin';
  const hide = useHideReview(productId);
  const [hiding, setHiding] = useState<Review | null>(null);
  const reviews: Review[] = (data?.reviews ?? []).map((review) => ({
    id: review.review_id,
    rating: review.rating,
    text: review.text,
    authorName: review.author_name,
    createdAt: review.created_at,
  }));
  const mine = own.mine?.review ?? null;
  const showForm = own.mine?.can_review === true && (mine === null || editing);

  return (
    <div className="flex flex-col gap-6">
      <ReviewList
        reviews={reviews}
        {...(data && data.rating_count > 0 && data.rating_average !== null ? { summary: { average: data.rating_average, count: data.rating_count } } : {})}
        page={data?.pagination.page ?? page}
        pageCount={Math.max(1, data?.pagination.total_pages ?? 1)}
        onPageChange={setPage}
        loading={loading}
        error={error}
        ownReviewId={mine?.review_id ?? null}
        {...(isAdmin
          ? {
              renderActions: (review: Review) => (
                <Button size="sm" variant="outline" aria-label={`Hide the review by ${review.authorName}`} onClick={() => setHiding(review)}>
                  Hide
                </Button>
              ),
            }
          : {})}
      />
      {isAdmin ? (
        <Suspense fallback={null}>
          <HideReviewDialog review={hiding} onClose={() => setHiding(null)} onHide={(id, reason) => hide(id, reason)} />
        </Suspense>
      ) : null}
      {mine?.hidden ? (
        <div role="status" className="flex flex-col gap-1 rounded-lg border border-border bg-muted p-4 text-sm">
          <p className="font-medium">Your review is hidden from the shop.</p>
          {mine.hidden_reason ? <p className="break-words text-muted-foreground">Reason: {mine.hidden_reason}</p> : null}
        </div>
      ) : null}
      {mine && !editing && own.mine?.can_review ? (
        <button type="button" className="self-start text-sm text-primary underline-offset-4 hover:underline" onClick={() => setEditing(true)}>
          Edit your review
        </button>
      ) : null}
      {showForm ? (
        <Suspense fallback={null}>
          <ReviewForm
            key={mine?.review_id ?? 'new'}
            initial={mine ? { rating: mine.rating, text: mine.text } : null}
            pending={own.saving}
            error={own.error}
            onCancel={() => setEditing(false)}
            onSubmit={(draft) =>
              void own.save({ rating: draft.rating, text: draft.text }).then((saved) => {
                if (!saved) return;
                setEditing(false);
                setPage(1);
                toast.success(mine ? 'Your review was updated' : 'Thank you for your review!');
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}
