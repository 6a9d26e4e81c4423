import { categories, freeOfFlags, productAreas, productConcerns, productTypes, roles, skinTypes } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, customType, doublePrecision, foreignKey, index, integer, pgTable, primaryKey, serial, text, unique, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz } from './columns';

// Core of the shop: accounts, catalog, cart, favorites, newsletter, dev mailbox, login throttling.
// Money is integer cents; emails are stored lower-cased. Constraint names are PostgreSQL's own
// defaults, so databases made by the hand-written migrations before (legacy-migrations/) match.

export const emailTokenPurposes = ['verify_email', 'reset_password'] as const;

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique('brands_name_key'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('users_email_key'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: roles }).notNull().default('consumer'),
    requestedRole: text('requested_role', { enum: roles }).notNull().default('consumer'),
    brandId: integer('brand_id'),
    emailVerifiedAt: timestamptz('email_verified_at'),
    // Bumped when the password changes, so older tokens stop working.
    tokenVersion: integer('token_version').notNull().default(0),
    // Analysis photos kept for the retention period (true), or deleted once analysed (measurements stay).
    keepAnalysisPhotos: boolean('keep_analysis_photos').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // Set when the owner deleted the account: the row stays as an anonymous tombstone that paid
    // orders, payments and reviews still point at; nothing personal is left in it.
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    check('users_email_check', sql`${t.email} = lower(${t.email}) AND length(${t.email}) BETWEEN 3 AND 254`),
    check('users_first_name_check', sql`length(${t.firstName}) BETWEEN 1 AND 100`),
    check('users_last_name_check', sql`length(${t.lastName}) BETWEEN 1 AND 100`),
    check('users_role_check', oneOf(t.role, roles)),
    check('users_requested_role_check', oneOf(t.requestedRole, roles)),
    foreignKey({ name: 'users_brand_id_fkey', columns: [t.brandId], foreignColumns: [brands.id] }).onDelete('set null'),
  ],
);

/** One-time links sent by mail; only a SHA-256 of the token is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    purpose: text('purpose', { enum: emailTokenPurposes }).notNull(),
    tokenHash: text('token_hash').notNull().unique('email_tokens_token_hash_key'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_tokens_purpose_check', oneOf(t.purpose, emailTokenPurposes)),
    foreignKey({ name: 'email_tokens_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** A CHECK body: every value of a text[] column is one of a fixed list. */
function allOf(column: AnyPgColumn, values: readonly string[]) {
  return sql`${column} <@ ARRAY[${sql.raw(values.map((value) => `'${value}'`).join(', '))}]::text[]`;
}
/** A full-text document; written by the database (a trigger), only ever read in SQL. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    imageUrl: text('image_url').notNull(),
    brandId: integer('brand_id'),
    category: text('category', { enum: categories }).notNull(),
    // Stable key of a seeded product, so the catalog seed is applied once.
    seedKey: text('seed_key').unique('products_seed_key_key'),
    // What the product is and suits (`ProductDetails` of the contract): none while product_type is NULL.
    productType: text('product_type', { enum: productTypes }),
    areas: textList('areas'),
    skinTypes: textList('skin_types'),
    concerns: textList('concerns'),
    keyIngredients: textList('key_ingredients'),
    ingredients: textList('ingredients'),
    howToUse: text('how_to_use').notNull().default(''),
    freeOf: textList('free_of'),
    spf: integer('spf'),
    // Units on hand, less those reserved by orders waiting for payment; NULL: not counted (always available).
    stock: integer('stock'),
    // Of its visible reviews, kept by the trigger reviews_rating_sync (migration 0010): the average to one decimal (NULL without any) and how many.
    ratingAverage: doublePrecision('rating_average'),
    ratingCount: integer('rating_count').notNull().default(0),
    // What search matches, by weight: name A, description B, key ingredients, ingredients, concerns, type and category C, each as english stems and as written (trigger products_search_sync, migrations 0010, 0017).
    searchVector: tsvector('search_vector').notNull().default(sql`''::tsvector`),
    // The name's words alone, as english stems and as written: a relevance search ranks the products whose name has every word first (modules/catalog/search.ts).
    nameVector: tsvector('name_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english'::regconfig, name) || to_tsvector('simple'::regconfig, name)`),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // Deleted products stay for past orders but leave the catalog.
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [
    check('products_name_check', sql`length(${t.name}) BETWEEN 1 AND 120`),
    check('products_price_cents_check', sql`${t.priceCents} > 0 AND ${t.priceCents} <= 10000000`),
    check('products_category_check', oneOf(t.category, categories)),
    check('products_product_type_check', oneOf(t.productType, productTypes)),
    check('products_areas_check', allOf(t.areas, productAreas)),
    check('products_skin_types_check', allOf(t.skinTypes, skinTypes)),
    check('products_concerns_check', allOf(t.concerns, productConcerns)),
    check('products_free_of_check', allOf(t.freeOf, freeOfFlags)),
    check('products_stock_check', sql`${t.stock} >= 0`),
    foreignKey({ name: 'products_brand_id_fkey', columns: [t.brandId], foreignColumns: [brands.id] }).onDelete('set null'),
    // The listing's three sort orders, over the live catalog only.
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} IS NULL`),
    index('products_price_idx').on(t.priceCents, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('products_name_idx').on(t.name, t.id).where(sql`${t.deletedAt} IS NULL`),
    index('products_rating_idx').on(t.ratingAverage.desc().nullsLast(), t.ratingCount.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} IS NULL`),
    // The filters: a category (newest first within it), concerns and skin types (any of), a product type; search through the document.
    index('products_category_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.deletedAt} IS NULL`),
    index('products_concerns_idx').using('gin', t.concerns).where(sql`${t.deletedAt} IS NULL`),
    index('products_skin_types_idx').using('gin', t.skinTypes).where(sql`${t.deletedAt} IS NULL`),
    index('products_type_idx').on(t.productType).where(sql`${t.deletedAt} IS NULL`),
    index('products_search_idx').using('gin', t.searchVector).where(sql`${t.deletedAt} IS NULL`),
    index('products_name_search_idx').using('gin', t.nameVector).where(sql`${t.deletedAt} IS NULL`),
    // And products_filter_idx (category, price_cents) INCLUDE (concerns), for the filtered count: custom SQL, migration 0013.
    // A concern with a category and a price range (the filter panel's combination), one small index
    // per concern: its count and its page by price read only the products with that concern
    // (search.ts writes the concern filter as `concerns @> {concern}`, which these match).
    ...productConcerns.map((concern) =>
      index(`products_concern_${concern}_idx`).on(t.category, t.priceCents).where(sql`${t.deletedAt} IS NULL AND ${t.concerns} @> ARRAY[${sql.raw(`'${concern}'`)}]::text[]`),
    ),
  ],
);

/**
 * The words of the live catalog's names, key ingredients and concerns, with how many products use
 * each: "Did you mean" picks the closest (pg_trgm) for a word that finds nothing. Kept by the
 * trigger products_terms_sync (migration 0010); the trigram index is there too.
 */
export const catalogTerms = pgTable(
  'catalog_terms',
  {
    term: text('term').primaryKey(),
    products: integer('products').notNull(),
  },
  (t) => [check('catalog_terms_products_check', sql`${t.products} >= 0`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('cart_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 99`),
    foreignKey({ name: 'cart_items_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'cart_items_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
    unique('cart_items_user_id_product_id_key').on(t.userId, t.productId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id').notNull(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'favorites_pkey', columns: [t.userId, t.productId] }),
    foreignKey({ name: 'favorites_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'favorites_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique('newsletter_subscribers_email_key'),
    createdAt: createdAt(),
  },
  (t) => [check('newsletter_subscribers_email_check', sql`${t.email} = lower(${t.email})`)],
);

/** Dev mailbox: mails kept when no SMTP server is configured. */
export const devMails = pgTable('dev_mails', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body').notNull(),
  createdAt: createdAt(),
});

/** Failed logins per IP + email; in the database so several API instances share the limit. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    failedAt: timestamptz('failed_at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);


/**
 * Tokens ended by a logout before their expiry, by the token's id (`jti`); in the database so every
 * instance refuses them. A row is worth keeping only until the token would have expired anyway.
 */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    userId: integer('user_id').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [
    index('revoked_tokens_expires_at_idx').on(t.expiresAt),
    foreignKey({ name: 'revoked_tokens_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
  ],
);
