import {
  categories,
  productCountBound,
  productMessages,
  productSuggestionsLimit,
  relatedProductsLimit,
  toDollars,
  type FreeOfFlag,
  type Pagination,
  type Category,
  type Product,
  type ProductArea,
  type ProductConcern,
  type ProductDetails,
  type ProductListParams,
  type ProductSuggestion,
  type SkinType,
} from '@nyansa/contract';
import { and, arrayOverlaps, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/database';
import { brands, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import type { SharedCache } from '../../lib/shared-cache';
import { stockView } from '../fulfilment/stock';
import { countOrCorrection, countProducts, findsAny, pageAnchors, productsByIds, searchIds, searchProducts, searchProductsCounted, searchWords, spellingSuggestion, type CatalogQuery, type Counted } from './search';

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
  // Of the visible reviews, stored with the product by a trigger on reviews (migration 0010).
  ratingAverage: products.ratingAverage,
  ratingCount: products.ratingCount,
};

type ProductColumns = typeof products.$inferSelect;
export type ProductRow = Pick<ProductColumns, keyof typeof productFields>;

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

/** `%` and `_` in what a shopper types are letters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

type ProductPage = { products: Product[]; pagination: Pagination & { total_exact: boolean }; suggestion: string | null };
type Suggestions = { products: ProductSuggestion[]; categories: Category[] };

/** The listing's parameters as a catalog query (search.ts). */
export function listingQuery(params: ProductListParams): CatalogQuery {
  return {
    text: params.search,
    categories: params.category ? [params.category] : undefined,
    concerns: params.concern,
    minPriceCents: params.min_price !== undefined ? Math.ceil(params.min_price * 100 - 1e-6) : undefined,
    maxPriceCents: params.max_price !== undefined ? Math.floor(params.max_price * 100 + 1e-6) : undefined,
    sort: params.sort ?? (params.search ? 'relevance' : 'created_at'),
    order: params.order,
    limit: params.limit,
    offset: (params.page - 1) * params.limit,
  };
}

/** How long a listing page or product may be reused; a product write clears them at once (on every instance with Redis). */
export const readCacheMs = 1000;
/** A listing's count is kept longer: it changes only with a product write, which clears it. */
const countCacheMs = 60_000;
/** How many of a relevance search's products its kept ranking holds (five pages of 24). */
const rankedDepth = 120;
const readPrefix = 'catalog:';
/** A deep page of a listing starts from a kept product at most this many rows before it. */
const anchorEvery = 500;

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

  function cachedRead<T>(key: string, load: () => Promise<T>, ttlMs = readCacheMs): Promise<T> {
    return sharedRead(key, async () => {
      const startedIn = generation;
      const cached = await cache.get<T>(key);
      if (cached) return cached;
      const fresh = await load();
      if (startedIn === generation) await cache.set(key, fresh, ttlMs);
      return fresh;
    });
  }

  /** One read for concurrent requests of the same key. */
  function sharedRead<T>(key: string, load: () => Promise<T>): Promise<T> {
    const pending = inFlight.get(key) as Promise<T> | undefined;
    if (pending) return pending;
    const answer = load().finally(() => {
      if (inFlight.get(key) === answer) inFlight.delete(key);
    });
    inFlight.set(key, answer);
    return answer;
  }

  function list(params: ProductListParams): Promise<ProductPage> {
    const filters = `${params.category ?? ''}|${[...(params.concern ?? [])].sort().join(',')}|${params.min_price ?? ''}|${params.max_price ?? ''}|${params.search ?? ''}`;
    const key = `${readPrefix}list:${params.page}|${params.limit}|${params.sort ?? ''}|${params.order}|${filters}`;
    return cachedRead(key, () => queryList(params, filters));
  }

  /** A product as shoppers see it (cached briefly); 404 when missing or archived. */
  function get(id: number): Promise<Product> {
    return cachedRead(`${readPrefix}product:${id}`, () => queryProduct(id));
  }

  async function queryList(params: ProductListParams, filters: string): Promise<ProductPage> {
    const query = listingQuery(params);
    const { rows, counted, corrected } = await pageAndCount(query, filters);
    const hasMore = rows.length > params.limit;
    const page = rows.slice(0, params.limit);
    const total = counted.exact ? counted.count : Math.max(counted.count, query.offset! + page.length + (hasMore ? 1 : 0));
    const suggestion = page.length === 0 && params.page === 1 && params.search ? await suggestionFor(params, corrected) : null;
    return {
      products: page.map(toProduct),
      pagination: { page: params.page, limit: params.limit, total, total_pages: Math.ceil(total / params.limit), has_more: hasMore, total_exact: counted.exact },
      suggestion,
    };
  }

  /**
   * A page (and one row more) and the count of its filters. The count depends on the filters only:
   * it is shared by every page, size and order of them. The first time filters are counted, the
   * count comes in one statement with the page itself, or for the first pages of a relevance search
   * (read from its kept ranking) with its spelling correction in case it finds nothing.
   */
  async function pageAndCount(query: CatalogQuery, filters: string): Promise<{ rows: ProductRow[]; counted: Counted; corrected?: string | null }> {
    const countKey = `${readPrefix}count:${filters}`;
    if (!(await isKnown(countKey))) {
      const startedIn = generation;
      const keep = async (key: string, value: unknown) => {
        if (startedIn === generation) await cache.set(key, value, countCacheMs);
      };
      if (!fromRanking(query)) {
        const read = await searchProductsCounted(db, { ...query, limit: query.limit + 1 }, productCountBound);
        // An empty page brings no count: it is counted on its own.
        if (read.counted === null) return { rows: read.rows, counted: await cachedCount(filters, () => countProducts(db, query, productCountBound)) };
        await keep(countKey, read.counted);
        return { rows: read.rows, counted: read.counted };
      }
      // Concurrent first looks at one search share it.
      const look = await sharedRead(`${readPrefix}look:${filters}`, async () => {
        const read = await countOrCorrection(db, query, productCountBound);
        if (read) await keep(countKey, read.counted);
        return read;
      });
      if (look) {
        const rows = look.counted.count > 0 ? await pageRows(query, filters, Promise.resolve(look.counted)) : [];
        return { rows, counted: look.counted, corrected: look.corrected };
      }
    }
    const counting = cachedCount(filters, () => countProducts(db, query, productCountBound));
    const [rows, counted] = await Promise.all([pageRows(query, filters, counting), counting]);
    return { rows, counted };
  }

  /** Whether a read is cached or being read. */
  async function isKnown(key: string): Promise<boolean> {
    return inFlight.has(key) || (await cache.get(key)) !== undefined;
  }

  /** Whether a page is read by id from its search's kept ranking (the first pages of a relevance search). */
  function fromRanking(query: CatalogQuery): boolean {
    return query.sort === 'relevance' && Boolean(query.text) && query.offset! + query.limit + 1 <= rankedDepth;
  }

  /**
   * A page and one row more (whether another page follows, whatever the count's bound). The first
   * pages of a relevance search are read by id from its ranked order, kept as long as its count:
   * every page and page size of a search shares one ranking. A search its count says finds
   * nothing is not ranked at all.
   */
  async function pageRows(query: CatalogQuery, filters: string, counting: Promise<{ count: number }>): Promise<ProductRow[]> {
    if (!fromRanking(query)) return searchProducts(db, await fromAnchor({ ...query, limit: query.limit + 1 }, filters));
    if ((await counting).count === 0) return [];
    const ranked = await cachedRead(`${readPrefix}ranked:${filters}`, () => searchIds(db, { ...query, limit: rankedDepth, offset: 0 }), countCacheMs);
    return productsByIds(db, ranked.slice(query.offset, query.offset! + query.limit + 1));
  }

  /**
   * A deep page as the same page counted from the nearest anchor before it (`pageAnchors`, kept as
   * long as a count): it skips fewer than `anchorEvery` rows, however deep.
   */
  async function fromAnchor(query: CatalogQuery, filters: string): Promise<CatalogQuery> {
    const offset = query.offset ?? 0;
    if (offset < anchorEvery) return query;
    const anchors = await cachedRead(`${readPrefix}anchors:${query.sort ?? ''}|${query.order ?? ''}|${filters}`, () => pageAnchors(db, query, anchorEvery), countCacheMs);
    const passed = Math.min(Math.floor(offset / anchorEvery), anchors?.length ?? 0);
    if (!anchors || passed === 0) return query;
    return { ...query, after: anchors[passed - 1], offset: offset - passed * anchorEvery };
  }

  /** Counts last as long as any cached read (a product write clears them), a minute at most. */
  function cachedCount(filters: string, load: () => Promise<Counted>) {
    return cachedRead(`${readPrefix}count:${filters}`, load, countCacheMs);
  }

  /** "Did you mean": the corrected search (`corrected` when already read), if it finds something with the same filters. */
  async function suggestionFor(params: ProductListParams, corrected?: string | null): Promise<string | null> {
    const text = corrected === undefined ? await spellingSuggestion(db, params.search!) : corrected;
    if (!text) return null;
    return (await findsAny(db, listingQuery({ ...params, search: text, page: 1 }))) ? text : null;
  }

  /** The search box's suggestions: products whose words begin with what was typed, and matching categories. */
  function suggest(text: string): Promise<Suggestions> {
    return cachedRead(`${readPrefix}suggest:${searchWords(text).join(' ')}`, async () => {
      const rows = await searchProducts(db, { text, sort: 'rating', limit: productSuggestionsLimit });
      const words = searchWords(text);
      return {
        products: rows.map((row) => ({ product_id: row.id, product_name: row.name, price: toDollars(row.priceCents), image_url: row.imageUrl, category: row.category })),
        categories: categories.filter((category) => words.some((word) => category.startsWith(word))),
      };
    });
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

  return { list, get, related, suggest, invalidateReads };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

export async function brandExists(db: AppDb, brandId: number): Promise<boolean> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, brandId));
  return rows.length > 0;
}
