import * as z from 'zod/mini';
import { productPageSize, productSorts } from '../listing';
import { productConcerns } from '../product-details';
import { productDetailsInputSchema, productDetailsSchema } from './product-details';
import { isoDateSchema, wholeNumber } from './common';
import { backOfficeMessages } from '../messages';
import { stockInputSchema } from './fulfilment';
import { categories } from '../listing';

export const categorySchema = z.enum(categories, { error: 'Category must be skincare, body or lip' });
export type Category = z.infer<typeof categorySchema>;

export const productSchema = z.object({
  product_id: z.int(),
  product_name: z.string(),
  price: z.number(),
  description: z.string(),
  image_url: z.string(),
  brand_id: z.nullable(z.int()),
  category: categorySchema,
  created_at: isoDateSchema,
  /** (beyond) What the product is and suits (ingredients, how to use, concerns...); null until staff describe it. */
  details: z.nullable(productDetailsSchema),
  /** (beyond) The average of its visible reviews' ratings to one decimal, null without reviews. */
  rating_average: z.nullable(z.number()),
  rating_count: z.int(),
  /**
   * (beyond) Whether it can be bought: `low_stock` at 5 or fewer units, with `stock_left`; the exact
   * count of a well-stocked product is staff-only (the server always sends both; stock_left null).
   */
  stock_status: z.optional(z.enum(['in_stock', 'low_stock', 'out_of_stock'])),
  stock_left: z.optional(z.nullable(z.int())),
});
export type Product = z.infer<typeof productSchema>;


/** A price in dollars from a query text: digits with an optional decimal part (no '', '0x10' or '1e3'). */
const priceLimit = (label: string) =>
  z.optional(
    z.pipe(
      z.pipe(z.string().check(z.regex(/^\s*\d{1,9}(\.\d{1,9})?\s*$/, { error: `${label} must be a number` })), z.transform(Number)),
      z.number().check(z.lte(100_000, { error: `${label} must be at most 100000` })),
    ),
  );

/** One concern or several: `concern=acne&concern=redness` or `concern=acne,redness`. */
const concernsQuery = z.optional(
  z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((value) => (Array.isArray(value) ? value : [value]).flatMap((part) => part.split(',')).map((part) => part.trim()).filter((part) => part !== '')),
    ),
    z.array(z.enum(productConcerns, { error: `Concern must be one of ${productConcerns.join(', ')}` })).check(z.maxLength(productConcerns.length, { error: 'Too many concerns' })),
  ),
);

export const productListQuerySchema = z.object({
  page: z._default(wholeNumber({ type: 'Page must be a number', whole: 'Page must be a whole number', min: 'Page must be 1 or more', max: 'Page is too large' }, 1, 100_000), 1),
  limit: z._default(
    wholeNumber({ type: 'Limit must be a number', whole: 'Limit must be a whole number', min: 'Limit must be between 1 and 100', max: 'Limit must be between 1 and 100' }, 1, 100),
    productPageSize,
  ),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Search must be at most 100 characters' }))),
  /** Absent: `relevance` with a search, `created_at` without. */
  sort: z.optional(z.enum(productSorts, { error: 'Sort must be created_at, price, product_name, rating or relevance' })),
  order: z._default(
    z.pipe(
      z.pipe(z.string(), z.transform((v) => v.toUpperCase())),
      z.enum(['ASC', 'DESC'], { error: 'Order must be ASC or DESC' }),
    ),
    'DESC',
  ),
  /** (beyond) Filters: one category, any of the concerns, a price range in dollars (both ends included). */
  category: z.optional(categorySchema),
  concern: concernsQuery,
  min_price: priceLimit('Minimum price'),
  max_price: priceLimit('Maximum price'),
}).check(
  z.refine((query) => query.min_price === undefined || query.max_price === undefined || query.min_price <= query.max_price, {
    error: 'Minimum price must not be above the maximum price',
    path: ['min_price'],
  }),
);
export type ProductListQuery = z.input<typeof productListQuerySchema>;
export type ProductListParams = z.output<typeof productListQuerySchema>;

export const paginationSchema = z.object({
  page: z.int(),
  limit: z.int(),
  total: z.int(),
  total_pages: z.int(),
  has_more: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/**
 * (beyond) The listing counts exactly up to `productCountBound` matches; beyond, `total` is that
 * bound and `total_exact` false ("more than"), while `has_more` stays exact. `total_exact` is
 * always sent by the API; optional for answers stored before it. A thousand: past that a shopper
 * narrows the search rather than reads on, and a search word's count reads a tenth of the rows it
 * read at ten thousand (PostgreSQL with 100,000 products: "soothing" 65 ms -> 7 ms uncached).
 */
export const productCountBound = 1_000;

export const productListResponseSchema = z.object({
  success: z.literal(true),
  products: z.array(productSchema),
  pagination: z.extend(paginationSchema, { total_exact: z.optional(z.boolean()) }),
  /** (beyond) "Did you mean": a corrected `search` that finds products, when this one found none; otherwise null. Always sent by the API; optional for answers stored before it. */
  suggestion: z.optional(z.nullable(z.string())),
});
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** (beyond) `GET /api/products/suggest?q=`: the search box's suggestions as the shopper types. */
export const productSuggestQuerySchema = z.object({
  q: z.string().check(z.trim(), z.minLength(1, { error: 'Type something to search' }), z.maxLength(100, { error: 'Search must be at most 100 characters' })),
});
export const productSuggestionsLimit = 6;
export const productSuggestionSchema = z.object({
  product_id: z.int(),
  product_name: z.string(),
  price: z.number(),
  image_url: z.string(),
  category: categorySchema,
});
export type ProductSuggestion = z.infer<typeof productSuggestionSchema>;
export const productSuggestResponseSchema = z.object({
  success: z.literal(true),
  /** Up to `productSuggestionsLimit` products whose words begin with what was typed, the best rated first. */
  products: z.array(productSuggestionSchema),
  /** The categories whose name begins with a word typed, as the listing filters them. */
  categories: z.array(categorySchema),
});
export type ProductSuggestResponse = z.infer<typeof productSuggestResponseSchema>;

export const productResponseSchema = z.object({ success: z.literal(true), product: productSchema });
export type ProductResponse = z.infer<typeof productResponseSchema>;

/** (beyond) `GET /api/products/:id/related`: "You may also like", products of the same category or sharing a concern. */
export const relatedProductsLimit = 4;
export const relatedProductsResponseSchema = z.object({ success: z.literal(true), products: z.array(productSchema) });
export type RelatedProductsResponse = z.infer<typeof relatedProductsResponseSchema>;

/**
 * A product's picture is one of the shop's drawings or a picture uploaded for that product, both
 * served under /images/products; the server checks which names the product may use.
 */
const imageUrlSchema = z.string().check(
  z.trim(),
  z.maxLength(500, { error: backOfficeMessages.unknownPicture }),
  z.regex(/^\/images\/products\/[a-z0-9-]+\.webp$/, { error: backOfficeMessages.unknownPicture }),
);

const priceSchema = z.number({ error: 'Price must be a number' }).check(
  z.positive({ error: 'Price must be more than 0' }),
  z.lte(100_000, { error: 'Price must be at most 100000' }),
  z.multipleOf(0.01, { error: 'Price must have at most two decimals' }),
);

const productNameSchema = z.string({ error: 'Product name is required' }).check(
  z.trim(),
  z.minLength(1, { error: 'Product name is required' }),
  z.maxLength(120, { error: 'Product name must be at most 120 characters' }),
);
const descriptionSchema = z.string().check(z.trim(), z.maxLength(2000, { error: 'Description must be at most 2000 characters' }));
const brandIdSchema = z.nullable(z.int().check(z.positive()));

export const productCreateRequestSchema = z.object({
  product_name: productNameSchema,
  price: priceSchema,
  description: z._default(descriptionSchema, ''),
  image_url: z._default(imageUrlSchema, '/images/products/placeholder.webp'),
  brand_id: z.optional(brandIdSchema),
  category: z._default(categorySchema, 'skincare'),
  /** (beyond) What the product is and suits; null or absent: not described. */
  details: z.optional(z.nullable(productDetailsInputSchema)),
  /** (beyond) Units in stock; null or absent: not counted (always available). */
  stock: z.optional(stockInputSchema),
});
export type ProductCreateRequest = z.input<typeof productCreateRequestSchema>;

export const productUpdateRequestSchema = z.partial(
  z.object({
    product_name: productNameSchema,
    price: priceSchema,
    description: descriptionSchema,
    image_url: imageUrlSchema,
    brand_id: brandIdSchema,
    category: categorySchema,
    /** (beyond) Replaces the details as a whole; null removes them. */
    details: z.nullable(productDetailsInputSchema),
    /** (beyond) Units in stock (a whole number >= 0), or null for not counted. */
    stock: stockInputSchema,
  }),
);
export type ProductUpdateRequest = z.infer<typeof productUpdateRequestSchema>;

/** (beyond) `archived`: the product is in a paid order, so it left the shop but stays in orders; otherwise it was removed. */
export const productDeleteResponseSchema = z.object({ success: z.literal(true), message: z.string(), archived: z.boolean() });
