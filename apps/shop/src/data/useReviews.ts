import { reviewMessages, type OwnReviewResponse, type ReviewListResponse, type ReviewRequest } from '@nyansa/contract';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { toast } from '../toast/toastStore';
import { asApiError, attempt } from './failure';

export interface ReviewsView {
  data: ReviewListResponse | undefined;
  loading: boolean;
  error: string | null;
}

type ReviewsKey = readonly ['reviews', number, number];

/** One page of a product's visible reviews (the server's 5 a page), newest first. */
export function useReviews(productId: number | undefined, page: number): ReviewsView {
  const key: ReviewsKey | null = productId === undefined ? null : ['reviews', productId, page];
  const { data, error, isLoading } = useSWR<ReviewListResponse, unknown, ReviewsKey | null>(key, ([, id, p]) => api.reviews.list(id, { page: p }), { revalidateOnFocus: false, shouldRetryOnError: false });
  return { data, loading: isLoading, error: error ? asApiError(error).message : null };
}

export interface OwnReview {
  mine: OwnReviewResponse | undefined;
  saving: boolean;
  error: string | null;
  /** Writes or replaces the shopper's review; true when it was saved. */
  save(review: ReviewRequest): Promise<boolean>;
}

/** The signed-in shopper's review of a product and whether they may write one (they bought it). */
export function useOwnReview(productId: number | undefined): OwnReview {
  const { signedIn } = useSession();
  const { mutate } = useSWRConfig();
  const key = signedIn && productId !== undefined ? (['own-review', productId] as const) : null;
  const { data, mutate: mutateOwn } = useSWR(key, ([, id]) => api.reviews.mine(id), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(review: ReviewRequest): Promise<boolean> {
    if (productId === undefined) return false;
    setSaving(true);
    setError(null);
    try {
      const answer = await api.reviews.save(productId, review);
      await mutateOwn({ success: true, review: answer.review, can_review: true }, { revalidate: false });
      // The list and the product's average changed.
      await mutate(isReviewsOf(productId));
      return true;
    } catch (failure) {
      setError(asApiError(failure).message);
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { mine: data, saving, error, save };
}

/** What changes with a product's reviews: its review pages and the product (its average and count). */
function isReviewsOf(productId: number) {
  return (key: unknown) => Array.isArray(key) && ((key[0] === 'reviews' && key[1] === productId) || (key[0] === 'product' && key[1] === String(productId)));
}

/**
 * An admin hides a review from the shop, saying why (the server checks the role and audits it); the
 * list and the average follow. Answers null when done, or what went wrong.
 */
export function useHideReview(productId: number | undefined): (reviewId: number | string, reason: string) => Promise<string | null> {
  const { mutate } = useSWRConfig();
  return async (reviewId, reason) => {
    if (productId === undefined) return null;
    const hidden = await attempt(api.reviews.moderate(reviewId, true, reason));
    if (!hidden.ok) {
      return hidden.failure.message;
    }
    toast.success(reviewMessages.hidden);
    await mutate(isReviewsOf(productId));
    return null;
  };
}
