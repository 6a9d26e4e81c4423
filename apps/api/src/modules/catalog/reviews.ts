import { privacyMessages, productMessages, reviewMessages, type Pagination, type Review } from '@nyansa/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guard';
import type { Database } from '../../db/database';
import { orderItems, orders, products, reviews, users } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { offsetOf, pageOf } from '../../lib/pagination';
import { recordAudit } from '../admin/audit';
import { inCatalog } from './service';

// Ratings and reviews: one per product and shopper, written only by a shopper with a paid order of
// the product, replaced by a second write; an admin hides a review (audited), which takes it off
// the product page and out of the product's average (read with the product, see `productFields`).

const reviewFields = {
  id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  text: reviews.text,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  hiddenAt: reviews.hiddenAt,
  firstName: users.firstName,
  lastName: users.lastName,
  authorDeletedAt: users.deletedAt,
};

type ReviewRow = Pick<typeof reviews.$inferSelect, 'id' | 'productId' | 'rating' | 'text' | 'createdAt' | 'updatedAt' | 'hiddenAt'> & { firstName: string; lastName: string; authorDeletedAt: Date | null };

function toReview(row: ReviewRow): Review {
  return {
    review_id: row.id,
    product_id: row.productId,
    rating: row.rating,
    text: row.text,
    // The review stays when its author deletes the account; the name does not.
    author_name: row.authorDeletedAt ? privacyMessages.formerCustomer : `${row.firstName} ${row.lastName.slice(0, 1)}.`.trim(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    hidden: row.hiddenAt !== null,
  };
}

const notFound = () => httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');

export interface ReviewServiceDeps {
  database: Database;
  /** Clears the shop's cached listings and products, whose averages a review changes. */
  invalidateReads: () => Promise<void>;
}

export function createReviewService({ database: { db }, invalidateReads }: ReviewServiceDeps) {
  async function assertInCatalog(productId: number): Promise<void> {
    const [row] = await db.select({ id: products.id }).from(products).where(and(eq(products.id, productId), inCatalog));
    if (!row) throw notFound();
  }

  async function hasBought(userId: number, productId: number): Promise<boolean> {
    const rows = await db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'paid'), eq(orderItems.productId, productId)))
      .limit(1);
    return rows.length > 0;
  }

  async function reviewOf(userId: number, productId: number): Promise<Review | null> {
    const [row] = await db
      .select(reviewFields)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(and(eq(reviews.productId, productId), eq(reviews.userId, userId)));
    return row ? toReview(row) : null;
  }

  /** A product's visible reviews, newest first, with its average and count. */
  async function list(productId: number, query: { page: number; limit: number }) {
    await assertInCatalog(productId);
    const visible = and(eq(reviews.productId, productId), isNull(reviews.hiddenAt));
    const [rows, [summary]] = await Promise.all([
      db
        .select(reviewFields)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(visible)
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(query.limit)
        .offset(offsetOf(query)),
      db.select({ total: count(), average: sql<number | null>`round(avg(${reviews.rating}), 1)::float8` }).from(reviews).where(visible),
    ]);
    const total = summary?.total ?? 0;
    const pagination: Pagination = pageOf(query, total);
    return { reviews: rows.map(toReview), pagination, rating_average: summary?.average ?? null, rating_count: total };
  }

  /** The caller's review of a product and whether they may write one. */
  async function mine(user: AuthUser, productId: number): Promise<{ review: Review | null; can_review: boolean }> {
    await assertInCatalog(productId);
    const [review, bought] = await Promise.all([reviewOf(user.id, productId), hasBought(user.id, productId)]);
    return { review, can_review: bought };
  }

  /** Writes the caller's review or replaces it (one per product and shopper); `created` tells which. */
  async function save(user: AuthUser, productId: number, input: { rating: number; text: string }): Promise<{ review: Review; created: boolean }> {
    await assertInCatalog(productId);
    if (!(await hasBought(user.id, productId))) throw httpError(403, reviewMessages.mustHaveBought, 'NOT_A_BUYER');
    // One statement, so two writes at once end as one review (the unique key decides), never as an error.
    const [row] = await db
      .insert(reviews)
      .values({ productId, userId: user.id, rating: input.rating, text: input.text })
      .onConflictDoUpdate({
        target: [reviews.productId, reviews.userId],
        set: { rating: input.rating, text: input.text, updatedAt: sql`now()` },
      })
      .returning({ id: reviews.id, created: sql<boolean>`(xmax = 0)` });
    if (!row) throw new Error('review upsert returned nothing');
    await invalidateReads();
    const review = await reviewOf(user.id, productId);
    if (!review) throw notFound();
    return { review, created: row.created };
  }

  /** An admin hides a review or shows it again, audited in the same transaction. */
  async function moderate(admin: AuthUser, reviewId: number, hidden: boolean): Promise<Review> {
    const review = await db.transaction(async (tx) => {
      const [before] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
      if (!before) throw httpError(404, reviewMessages.notFound, 'REVIEW_NOT_FOUND');
      const [after] = await tx
        .update(reviews)
        .set({ hiddenAt: hidden ? (before.hiddenAt ?? sql`now()`) : null })
        .where(eq(reviews.id, reviewId))
        .returning();
      if (!after) throw httpError(404, reviewMessages.notFound, 'REVIEW_NOT_FOUND');
      const view = (row: typeof before) => ({ product_id: row.productId, user_id: row.userId, rating: row.rating, text: row.text, hidden: row.hiddenAt !== null });
      await recordAudit(tx, { id: admin.id, email: admin.email }, {
        action: hidden ? 'review.hide' : 'review.show',
        target: { type: 'review', id: reviewId },
        before: view(before),
        after: view(after),
      });
      return after;
    });
    await invalidateReads();
    const shown = await reviewOf(review.userId, review.productId);
    if (!shown) throw httpError(404, reviewMessages.notFound, 'REVIEW_NOT_FOUND');
    return shown;
  }

  return { list, mine, save, moderate };
}

export type ReviewService = ReturnType<typeof createReviewService>;
