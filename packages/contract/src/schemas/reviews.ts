import * as z from 'zod/mini';
import { reviewMessages } from '../messages';
import { isoDateSchema, wholeNumber } from './common';
import { paginationSchema } from './products';
import { reviewHideReasonMaxLength, reviewPageSize } from '../reviews';

// (beyond) Ratings and reviews: a shopper who bought a product (a paid order) rates it 1 to 5 and
// may say why, once per product, and may edit it; an admin can hide a review.

export const reviewTextMaxLength = 2000;

export const reviewSchema = z.object({
  review_id: z.int(),
  product_id: z.int(),
  rating: z.int(),
  /** Plain text, shown as text (never as HTML); may be empty. */
  text: z.string(),
  /** First name and the last name's initial. */
  author_name: z.string(),
  created_at: isoDateSchema,
  updated_at: isoDateSchema,
  /** Hidden by an admin: left the product page (its author still sees it as theirs). */
  hidden: z.boolean(),
  /** Why the admin hid it (its author reads it with their review); null while visible. */
  hidden_reason: z.nullable(z.string()),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewListQuerySchema = z.object({
  page: z._default(wholeNumber({ type: 'Page must be a number', whole: 'Page must be a whole number', min: 'Page must be 1 or more', max: 'Page is too large' }, 1, 100_000), 1),
  limit: z._default(
    wholeNumber({ type: 'Limit must be a number', whole: 'Limit must be a whole number', min: 'Limit must be between 1 and 50', max: 'Limit must be between 1 and 50' }, 1, 50),
    reviewPageSize,
  ),
});
export type ReviewListQuery = z.input<typeof reviewListQuerySchema>;

/** `GET /api/products/:id/reviews`: visible reviews, newest first, with the product's average and count. */
export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(reviewSchema),
  pagination: paginationSchema,
  rating_average: z.nullable(z.number()),
  rating_count: z.int(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** `GET /api/products/:id/reviews/mine`: the caller's review, and whether they may write one (they bought it). */
export const ownReviewResponseSchema = z.object({ success: z.literal(true), review: z.nullable(reviewSchema), can_review: z.boolean() });
export type OwnReviewResponse = z.infer<typeof ownReviewResponseSchema>;

/** `PUT /api/products/:id/reviews/mine`: writes the caller's review, or replaces it. */
export const reviewRequestSchema = z.object({
  rating: z.int({ error: reviewMessages.ratingRange }).check(z.gte(1, { error: reviewMessages.ratingRange }), z.lte(5, { error: reviewMessages.ratingRange })),
  text: z._default(z.string({ error: 'Review must be text' }).check(z.trim(), z.maxLength(reviewTextMaxLength, { error: reviewMessages.tooLong })), ''),
});
export type ReviewRequest = z.input<typeof reviewRequestSchema>;
export const reviewResponseSchema = z.object({ success: z.literal(true), message: z.string(), review: reviewSchema });
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** `PUT /api/admin/reviews/:id` (admins): hides a review, saying why (`reason`, required then), or shows it again. */
export const reviewModerationRequestSchema = z
  .object({
    hidden: z.boolean({ error: 'Hidden must be true or false' }),
    reason: z.optional(z.string({ error: reviewMessages.reasonRequired }).check(z.trim(), z.maxLength(reviewHideReasonMaxLength, { error: reviewMessages.reasonTooLong }))),
  })
  .check(
    z.refine((body) => !body.hidden || (body.reason ?? '').length > 0, { error: reviewMessages.reasonRequired, path: ['reason'] }),
  );
export type ReviewModerationRequest = z.input<typeof reviewModerationRequestSchema>;

export const adminReviewStatuses = ['all', 'hidden', 'visible'] as const;

/** `GET /api/admin/reviews` (admins): every review, newest first, filtered by status, product and rating. */
export const adminReviewsQuerySchema = z.object({
  status: z._default(z.enum(adminReviewStatuses, { error: reviewMessages.statusInvalid }), 'all'),
  product_id: z.optional(wholeNumber({ type: 'Product must be a number', whole: 'Product must be a whole number', min: 'Product must be 1 or more', max: 'Product is too large' }, 1, 2_147_483_647)),
  rating: z.optional(wholeNumber({ type: reviewMessages.ratingRange, whole: reviewMessages.ratingRange, min: reviewMessages.ratingRange, max: reviewMessages.ratingRange }, 1, 5)),
  page: reviewListQuerySchema.shape.page,
  limit: z._default(
    wholeNumber({ type: 'Limit must be a number', whole: 'Limit must be a whole number', min: 'Limit must be between 1 and 100', max: 'Limit must be between 1 and 100' }, 1, 100),
    20,
  ),
});
export type AdminReviewsQuery = z.input<typeof adminReviewsQuerySchema>;

export const adminReviewSchema = z.extend(reviewSchema, {
  product_name: z.string(),
  author_email: z.string(),
  hidden_at: z.nullable(isoDateSchema),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;
export const adminReviewsResponseSchema = z.object({ success: z.literal(true), data: z.array(adminReviewSchema), pagination: paginationSchema });
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;
