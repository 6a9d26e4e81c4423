import { reviewHideReasonMaxLength, reviewTextMaxLength } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns';
import { products, users } from './core';

/** A shopper's rating (1 to 5) and review of a product they bought: one per product and shopper. */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    userId: integer('user_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // Hidden by an admin: off the product page and out of its average.
    hiddenAt: timestamptz('hidden_at'),
    // Why the admin hid it, shown to its author; null while it is visible.
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} BETWEEN 1 AND 5`),
    check('reviews_text_check', sql`length(${t.text}) <= ${sql.raw(String(reviewTextMaxLength))}`),
    check('reviews_hidden_reason_check', sql`length(${t.hiddenReason}) <= ${sql.raw(String(reviewHideReasonMaxLength))}`),
    foreignKey({ name: 'reviews_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
    foreignKey({ name: 'reviews_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    unique('reviews_product_id_user_id_key').on(t.productId, t.userId),
    // The product page's list: visible reviews, newest first.
    index('reviews_product_idx').on(t.productId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.hiddenAt} IS NULL`),
  ],
);
