import {
  productMessages,
  relatedProductsLimit,
  toDollars,
  type FreeOfFlag,
  type Pagination,
  type Product,
  type ProductArea,
  type ProductConcern,
  type ProductDetails,
  type ProductListParams,
  type SkinType,
} from '@nyansa/contract';
import { and, arrayOverlaps, asc, count, desc, eq, gte, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/database';
import { brands, products, reviews } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import type { SharedCache } from '../../lib/shared-cache';
import { stockView } from '../fulfilment/stock';

/** The columns every product answer is made of (catalog, cart, favorites, live catalog). */
export const productFields = {
  id: products.id,
  name: products.name,
  description: products.description,
  priceCents: products.priceCents,
  imageUrl: products.imageUrl,
  brandId: products.brandId,
  category: products.category,
  createdAt: products.createdAt,
  productType: products.productType,
  areas: products.areas,
  skinTypes: products.skinTypes,
  concerns: products.concerns,
  keyIngredients: products.keyIngredients,
  ingredients: products.ingredients,
  howToUse: products.howToUse,
  freeOf: products.freeOf,
  spf: products.spf,
  stock: products.stock,
  // Of the visible reviews, read with the product (the partial index reviews_product_idx answers both).
  // Written out qualified: drizzle leaves columns unqualified in a one-table select, where "id" would be the review's.
  ratingAverage: sql<number | null>`(SELECT round(avg(r.rating), 1)::float8 FROM ${reviews} r WHERE r.product_id = ${products}.id AND r.hidden_at IS NULL)`,
  ratingCount: sql<number>`(SELECT count(*)::int FROM ${reviews} r WHERE r.product_id = ${products}.id AND r.hidden_at IS NULL)`,
};

type ProductColumns = typeof products.$inferSelect;
export type ProductRow = Pick<ProductColumns, Exclude<keyof typeof productFields, 'ratingAverage' | 'ratingCount'>> & {
  ratingAverage: number | null;
  ratingCount: number;
};

/** The details columns of a product, or null when nobody has described it (no product type). */
export function toDetails(row: Pick<ProductColumns, 'productType' | 'areas' | 'skinTypes' | 'concerns' | 'keyIngredients' | 'ingredients' | 'howToUse' | 'freeOf' | 'spf'>): ProductDetails | null {
  if (row.productType === null) return null;
  return {
    product_type: row.productType,
    // The database's checks keep these within the contract's vocabularies.
    areas: row.areas as ProductArea[],
    skin_types: row.skinTypes as SkinType[],
    concerns: row.concerns as ProductConcern[],
    key_ingredients: row.keyIngredients,
    ingredients: row.ingredients,
    how_to_use: row.howToUse,
    free_of: row.freeOf as FreeOfFlag[],
    spf: row.spf,
  };
}

/** Product details as the columns that store them (all empty for none). */
export function detailsColumns(details: ProductDetails | null) {
  return {
    productType: details?.product_type ?? null,
    areas: details?.areas ?? [],
    skinTypes: details?.skin_types ?? [],
    concerns: details?.concerns ?? [],
    keyIngredients: details?.key_ingredients ?? [],
    ingredients: details?.ingredients ?? [],
    howToUse: details?.how_to_use ?? '',
    freeOf: details?.free_of ?? [],
    spf: details?.spf ?? null,
  };
}

export function toProduct(row: ProductRow): Product {
  return {
    product_id: row.id,
    product_name: row.name,
    price: toDollars(row.priceCents),
    description: row.description,
    image_url: row.imageUrl,
    brand_id: row.brandId,
    category: row.category,
    created_at: row.createdAt.toISOString(),
    details: toDetails(row),
    rating_average: row.ratingAverage,
    rating_count: row.ratingCount,
    ...stockView(row.stock),
  };
}

/** Products in the shop: not archived (deleted_at marks a product that left the shop but stays in paid orders). */
export const inCatalog = isNull(products.deletedAt);

const sortColumns = {
  created_at: products.createdAt,
  price: products.priceCents,
  product_name: products.name,
} satisfies Record<ProductListParams['sort'], unknown>;

/** `%` and `_` in what a shopper types are letters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

type ProductPage = { products: Product[]; pagination: Pagination };

/** How long a listing page or product may be reused; a product write clears them at once (on every instance with Redis). */
export const readCacheMs = 1000;
const readPrefix = 'catalog:';

export function createCatalogService({ db }: Database, cache: SharedCache) {
  // The hottest reads, identical for every visitor: answers are cached briefly and concurrent misses share one query.
  const inFlight = new Map<string, Promise<unknown>>();
  // Bumped by every write, so a query that started before it never caches its older answer.
  let generation = 0;

  async function invalidateReads(): Promise<void> {
    generation += 1;
    inFlight.clear();
    await cache.clear(readPrefix);
  }

  function cachedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const startedIn = generation;
    const answer = (async () => {
      const cached = await cache.get<T>(key);
      if (cached) return cached;
      const fresh = await load();
      if (startedIn === generation) await cache.set(key, fresh, readCacheMs);
      return fresh;
    })().finally(() => {
      if (inFlight.get(key) === answer) inFlight.delete(key);
    });
    inFlight.set(key, answer);
    return answer;
  }

  function list(params: ProductListParams): Promise<ProductPage> {
    const filters = `${params.category ?? ''}|${[...(params.concern ?? [])].sort().join(',')}|${params.min_price ?? ''}|${params.max_price ?? ''}`;
    const key = `${readPrefix}list:${params.page}|${params.limit}|${params.sort}|${params.order}|${filters}|${params.search ?? ''}`;
    return cachedRead(key, () => queryList(params));
  }

  /** A product as shoppers see it (cached briefly); 404 when missing or archived. */
  function get(id: number): Promise<Product> {
    return cachedRead(`${readPrefix}product:${id}`, () => queryProduct(id));
  }

  async function queryList(params: ProductListParams): Promise<ProductPage> {
    const order = params.order === 'ASC' ? asc : desc;
    const pattern = params.search ? likePattern(params.search) : null;
    const where = and(
      inCatalog,
      pattern ? or(ilike(products.name, pattern), ilike(products.description, pattern)) : undefined,
      params.category ? eq(products.category, params.category) : undefined,
      params.concern?.length ? arrayOverlaps(products.concerns, params.concern) : undefined,
      params.min_price !== undefined ? gte(products.priceCents, Math.ceil(params.min_price * 100 - 1e-6)) : undefined,
      params.max_price !== undefined ? lte(products.priceCents, Math.floor(params.max_price * 100 + 1e-6)) : undefined,
    );
    const offset = (params.page - 1) * params.limit;
    // One query: the page and the total (window count) together.
    const rows = await db
      .select({ ...productFields, total: sql<number>`(count(*) OVER ())::int` })
      .from(products)
      .where(where)
      .orderBy(order(sortColumns[params.sort]), order(products.id))
      .limit(params.limit)
      .offset(offset);
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      // Past the last page the window count has no row to ride on.
      const [counted] = await db.select({ total: count() }).from(products).where(where);
      total = counted?.total ?? 0;
    }
    const totalPages = Math.ceil(total / params.limit);
    return {
      products: rows.map(toProduct),
      pagination: { page: params.page, limit: params.limit, total, total_pages: totalPages, has_more: params.page < totalPages },
    };
  }

  async function queryProduct(id: number): Promise<Product> {
    const [row] = await db.select(productFields).from(products).where(and(eq(products.id, id), inCatalog));
    if (!row) throw httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');
    return toProduct(row);
  }

  /** "You may also like": other products of the same category or sharing a concern, the closest first. */
  function related(id: number): Promise<Product[]> {
    return cachedRead(`${readPrefix}related:${id}`, () => queryRelated(id));
  }

  async function queryRelated(id: number): Promise<Product[]> {
    const [target] = await db.select({ category: products.category, concerns: products.concerns }).from(products).where(and(eq(products.id, id), inCatalog));
    if (!target) throw httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');
    const shared = sql<number>`cardinality(ARRAY(SELECT unnest(${products}.concerns) INTERSECT SELECT unnest(t.concerns) FROM ${products} t WHERE t.id = ${id}))`;
    const sameCategory = sql<number>`(${products.category} = ${target.category})::int`;
    const rows = await db
      .select(productFields)
      .from(products)
      .where(
        and(
          inCatalog,
          sql`${products.id} <> ${id}`,
          target.concerns.length > 0 ? or(eq(products.category, target.category), arrayOverlaps(products.concerns, target.concerns)) : eq(products.category, target.category),
        ),
      )
      .orderBy(desc(sql`${shared} + ${sameCategory}`), desc(products.createdAt), desc(products.id))
      .limit(relatedProductsLimit);
    return rows.map(toProduct);
  }

  return { list, get, related, invalidateReads };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export async function brandExists(db: AppDb, brandId: number): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  return rows.length > 0;
}

/** The products the chat assistant and the skin analysis may recommend: the newest `limit` of the catalog. */
export async function newestProducts(db: AppDb, limit: number): Promise<Product[]> {
  const rows = await db.select(productFields).from(products).where(inCatalog).orderBy(desc(products.createdAt), desc(products.id)).limit(limit);
  return rows.map(toProduct);
}
