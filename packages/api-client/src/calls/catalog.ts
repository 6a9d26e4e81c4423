import { productPageSize } from '@nyansa/contract/listing';
import { productMessages } from '@nyansa/contract/messages/product';
import { validationMessages } from '@nyansa/contract/messages/validation';
import type {
  Category,
  OwnReviewResponse,
  Pagination,
  ProductConcern,
  ProductCreateRequest,
  ProductListResponse,
  ProductSuggestResponse,
  ProductUpdateRequest,
  ReviewListResponse,
  ReviewRequest,
  ReviewResponse,
  StaffProduct,
  productSorts,
} from '@nyansa/contract';
import { productsQueryKey } from '../cache';
import { ApiError } from '../errors';
import { normalizeProduct } from '../products';
import type { ShopProduct } from '../products';
import { refused, segment } from './context';
import type { CallContext } from './context';

export interface ProductPage {
  success: true;
  products: ShopProduct[];
  /** `total_exact` false: `total` is a lower bound ("more than"); absent in answers stored before it. */
  pagination: Pagination & { total_exact?: boolean };
  /** (beyond) "Did you mean": a corrected search that finds products, on an empty search; otherwise null. */
  suggestion: string | null;
}
export interface ProductAnswer {
  success: true;
  product: ShopProduct;
}
/** A product as staff see it (brand name, archived), with the shop's `id` and `name`. */
export type ShopStaffProduct = StaffProduct & { id: number; name: string };
/** The answer of a product create or update. */
export interface StaffProductAnswer {
  success: true;
  product: ShopStaffProduct;
}
export interface ProductQuery {
  page?: number;
  limit?: number;
  search?: string;
  sort?: (typeof productSorts)[number];
  order?: 'ASC' | 'DESC';
  /** (beyond) Filters: one category, any of several concerns, a price range in dollars. */
  category?: Category;
  concerns?: readonly ProductConcern[];
  minPrice?: number;
  maxPrice?: number;
}

/** A failure of the product list in the products texts of spec section 8 (a refusal keeps the server's reason). */
function productListError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  switch (error.code) {
    case 'TIMEOUT':
    case 'QUEUE_TIMEOUT':
      return new ApiError(productMessages.timeout, error.status, error.code);
    case 'NO_CONNECTION':
    case 'NO_RESPONSE':
      return new ApiError(productMessages.noResponse, error.status, error.code);
    default:
      return error.status >= 500 ? new ApiError(productMessages.serverError, error.status, error.code) : error;
  }
}

function productPage(answer: ProductListResponse): ProductPage {
  return { success: true, products: answer.products.map(normalizeProduct), pagination: answer.pagination, suggestion: answer.suggestion ?? null };
}

/**
 * A product form: JSON, or multipart with the picture in field `image` (the server sniffs, re-encodes
 * and stores it; JPEG, PNG or WebP up to 10 MB). Numbers travel as text in a form; null as ''.
 */
function productBody(fields: ProductCreateRequest | ProductUpdateRequest, image: Blob | undefined): unknown {
  if (!image) return fields;
  if (image.type && !image.type.startsWith('image/')) throw refused(validationMessages.imageInvalid);
  const form = new FormData();
  const { details, ...plain } = fields;
  for (const [name, value] of Object.entries(plain)) {
    // Nulls travel as ''.
    if (value !== undefined) form.set(name, value === null ? '' : String(value));
  }
  // The details travel as JSON text (null too).
  if (details !== undefined) form.set('details', JSON.stringify(details));
  form.set('image', image, image instanceof File ? image.name : 'image');
  return form;
}

/** The catalog: product pages (cached per query) and products; staff create, change and delete them. */
export function catalogCalls({ call, caches }: CallContext) {
  const products = {
    /** One page of products, kept per query in browser storage for 5 minutes unless `fresh`. */
    async list(query: ProductQuery = {}, { fresh = false }: { fresh?: boolean } = {}): Promise<ProductPage> {
      const params = {
        page: query.page ?? 1,
        limit: query.limit ?? productPageSize,
        search: (query.search ?? '').trim(),
        sort: query.sort ?? 'created_at',
        order: query.order ?? 'DESC',
        category: query.category,
        concern: query.concerns?.length ? [...query.concerns].sort().join(',') : undefined,
        min_price: query.minPrice,
        max_price: query.maxPrice,
      };
      const key = productsQueryKey(params);
      const cached = fresh ? null : await caches.products.get(key);
      if (cached) return productPage(cached);
      const answer = await call('GET', '/api/products', 'productList', {
        query: { ...params, search: params.search || undefined },
        invalidMessage: productMessages.noData,
      }).catch((error: unknown) => {
        throw productListError(error);
      });
      caches.products.set(key, answer);
      return productPage(answer);
    },
    /** One product; a missing one throws the server's 'Product not found' (404), anything else 'Failed to load product details'. */
    async get(productId: number | string): Promise<ProductAnswer> {
      const answer = await call('GET', `/api/products/${segment(productId)}`, 'product', { invalidMessage: productMessages.detailFailed }).catch(
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) throw new ApiError(productMessages.detailFailed, error.status, error.code);
          throw error;
        },
      );
      return { success: true, product: normalizeProduct(answer.product) };
    },
    /** (beyond) "You may also like": up to 4 products of the same category or sharing a concern. */
    async related(productId: number | string): Promise<ShopProduct[]> {
      const answer = await call('GET', `/api/products/${segment(productId)}/related`, 'relatedProducts');
      return answer.products.map(normalizeProduct);
    },
    /**
     * (beyond) The search box's suggestions for what was typed: products and categories. Never
     * cached; `signal` cancels a stale one (waiting in the queue, it is never sent) and the call
     * rejects with an AbortError. Blank text answers nothing without asking.
     */
    async suggest(text: string, { signal }: { signal?: AbortSignal } = {}): Promise<ProductSuggestResponse> {
      const q = text.trim();
      if (!q) return { success: true, products: [], categories: [] };
      return call('GET', '/api/products/suggest', 'productSuggestions', { query: { q: q.slice(0, 100) }, signal, priority: 'shopper' });
    },
    /** admin, or brand_admin (its own brand); with a picture, sent as a multipart form; `details` as JSON in a form. */
    async create(fields: ProductCreateRequest, image?: Blob): Promise<StaffProductAnswer> {
      const answer = await call('POST', '/api/products', 'staffProduct', { body: productBody(fields, image) });
      caches.products.clearAll();
      return { success: true, product: normalizeProduct(answer.product) };
    },
    /** Only the fields given change; a picture replaces the current one. */
    async update(productId: number | string, fields: ProductUpdateRequest, image?: Blob): Promise<StaffProductAnswer> {
      const answer = await call('PUT', `/api/products/${segment(productId)}`, 'staffProduct', { body: productBody(fields, image) });
      caches.products.clearAll();
      return { success: true, product: normalizeProduct(answer.product) };
    },
    /** Removes the product, or archives it (`archived: true`) when a paid order holds it. */
    async remove(productId: number | string) {
      const answer = await call('DELETE', `/api/products/${segment(productId)}`, 'productDelete');
      caches.products.clearAll();
      return answer;
    },
  };
  const reviews = {
    /** A product's visible reviews, newest first, with its average and count. */
    list(productId: number | string, query: { page?: number; limit?: number } = {}): Promise<ReviewListResponse> {
      return call('GET', `/api/products/${segment(productId)}/reviews`, 'reviews', { query: { page: query.page, limit: query.limit } });
    },
    /** The signed-in shopper's review of the product, and whether they may write one (they bought it). */
    mine(productId: number | string): Promise<OwnReviewResponse> {
      return call('GET', `/api/products/${segment(productId)}/reviews/mine`, 'ownReview');
    },
    /** Writes the shopper's review or replaces it; the product's average changes, so cached pages go. */
    async save(productId: number | string, review: ReviewRequest): Promise<ReviewResponse> {
      const answer = await call('PUT', `/api/products/${segment(productId)}/reviews/mine`, 'review', { body: review });
      caches.products.clearAll();
      return answer;
    },
    /** admin: hides a review from the product page (and its average), saying why (its author reads it), or shows it again. */
    async moderate(reviewId: number | string, hidden: boolean, reason?: string): Promise<ReviewResponse> {
      const answer = await call('PUT', `/api/admin/reviews/${segment(reviewId)}`, 'review', { body: hidden ? { hidden, reason: reason ?? '' } : { hidden } });
      caches.products.clearAll();
      return answer;
    },
  };
  return { products, reviews };
}
