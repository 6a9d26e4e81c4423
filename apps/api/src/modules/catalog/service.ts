import { authMessages, productMessages, toCents, toDollars, type Category, type Pagination, type Product, type ProductCreateRequest, type ProductListParams, type ProductUpdateRequest } from '@nyansa/contract';
import { eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guard';
import { cartItems, favorites, products } from '../../db/schema/index';
import type { Database } from '../../db/database';
import { httpError } from '../../lib/errors';
import type { SharedCache } from '../../lib/shared-cache';

export interface ProductRow {
  id: number;
  name: string;
  description: string;
  price_cents: number;
  image_url: string;
  brand_id: number | null;
  category: Category;
  created_at: Date | string;
}

/** Columns every product query selects, in the order toProduct reads them. */
export const productColumns = 'p.id, p.name, p.description, p.price_cents, p.image_url, p.brand_id, p.category, p.created_at';

export function toProduct(row: ProductRow): Product {
  return {
    product_id: row.id,
    product_name: row.name,
    price: toDollars(row.price_cents),
    description: row.description,
    image_url: row.image_url,
    brand_id: row.brand_id,
    category: row.category,
    created_at: new Date(row.created_at).toISOString(),
  };
}

const sortColumns: Record<ProductListParams['sort'], string> = {
  created_at: 'p.created_at',
  price: 'p.price_cents',
  product_name: 'p.name',
};

/** `%` and `_` in what a shopper types are letters, not wildcards. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

type ProductPage = { products: Product[]; pagination: Pagination };

/** How long a listing page or product may be reused; a product write clears them at once (on every instance with Redis). */
export const readCacheMs = 1000;
const readPrefix = 'catalog:';

export function createCatalogService(database: Database, cache: SharedCache) {
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
    const key = `${readPrefix}list:${params.page}|${params.limit}|${params.sort}|${params.order}|${params.search ?? ''}`;
    return cachedRead(key, () => queryList(params));
  }

  /** A product as shoppers see it (cached briefly); 404 when missing or deleted. */
  function get(id: number): Promise<Product> {
    return cachedRead(`${readPrefix}product:${id}`, () => queryProduct(id));
  }

  async function queryList(params: ProductListParams): Promise<ProductPage> {
    const direction = params.order === 'ASC' ? 'ASC' : 'DESC';
    const orderBy = `${sortColumns[params.sort]} ${direction}, p.id ${direction}`;
    const pattern = params.search ? likePattern(params.search) : null;
    const offset = (params.page - 1) * params.limit;
    // One query: the page and the total (window count) together.
    const rows = await database.query<ProductRow & { total: number }>(
      `SELECT ${productColumns}, count(*) OVER ()::int AS total
         FROM products p
        WHERE p.deleted_at IS NULL
          AND ($1::text IS NULL OR p.name ILIKE $1 ESCAPE '\\' OR p.description ILIKE $1 ESCAPE '\\')
        ORDER BY ${orderBy}
        LIMIT $2 OFFSET $3`,
      [pattern, params.limit, offset],
    );
    let total = rows[0]?.total ?? 0;
    if (rows.length === 0 && offset > 0) {
      // Past the last page the window count has no row to ride on.
      const [count] = await database.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM products p
          WHERE p.deleted_at IS NULL AND ($1::text IS NULL OR p.name ILIKE $1 ESCAPE '\\' OR p.description ILIKE $1 ESCAPE '\\')`,
        [pattern],
      );
      total = count?.total ?? 0;
    }
    const totalPages = Math.ceil(total / params.limit);
    return {
      products: rows.map(toProduct),
      pagination: { page: params.page, limit: params.limit, total, total_pages: totalPages, has_more: params.page < totalPages },
    };
  }

  async function queryProduct(id: number): Promise<Product> {
    const [row] = await database.query<ProductRow>(`SELECT ${productColumns} FROM products p WHERE p.id = $1 AND p.deleted_at IS NULL`, [id]);
    if (!row) throw httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');
    return toProduct(row);
  }

  /** admin: any product; brand_admin: only its own brand; everyone else: 403. */
  function assertCanManage(user: AuthUser, brandId: number | null | undefined): void {
    if (user.role === 'admin') return;
    if (user.role === 'brand_admin' && user.brandId !== null && brandId === user.brandId) return;
    throw httpError(403, authMessages.forbidden, 'FORBIDDEN');
  }

  async function create(user: AuthUser, input: ProductCreateRequest & { price: number }): Promise<Product> {
    const brandId = input.brand_id ?? (user.role === 'brand_admin' ? user.brandId : null);
    assertCanManage(user, brandId);
    await assertBrandExists(brandId);
    const [row] = await database.query<ProductRow>(
      `INSERT INTO products AS p (name, description, price_cents, image_url, brand_id, category)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${productColumns}`,
      [input.product_name, input.description ?? '', toCents(input.price), input.image_url, brandId, input.category],
    );
    await invalidateReads();
    return toProduct(row as ProductRow);
  }

  async function update(user: AuthUser, id: number, input: ProductUpdateRequest): Promise<Product> {
    const current = await queryProduct(id);
    assertCanManage(user, current.brand_id);
    if (input.brand_id !== undefined) {
      assertCanManage(user, input.brand_id);
      await assertBrandExists(input.brand_id);
    }
    const [row] = await database.query<ProductRow>(
      `UPDATE products AS p SET
          name = COALESCE($2, p.name),
          description = COALESCE($3, p.description),
          price_cents = COALESCE($4, p.price_cents),
          image_url = COALESCE($5, p.image_url),
          brand_id = CASE WHEN $6::boolean THEN $7::int ELSE p.brand_id END,
          category = COALESCE($8, p.category),
          updated_at = now()
        WHERE p.id = $1 AND p.deleted_at IS NULL
        RETURNING ${productColumns}`,
      [
        id,
        input.product_name ?? null,
        input.description ?? null,
        input.price === undefined ? null : toCents(input.price),
        input.image_url ?? null,
        input.brand_id !== undefined,
        input.brand_id ?? null,
        input.category ?? null,
      ],
    );
    if (!row) throw httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');
    await invalidateReads();
    return toProduct(row);
  }

  /** Soft delete: past orders keep their product; carts and favorites drop it. */
  async function remove(user: AuthUser, id: number): Promise<void> {
    const current = await queryProduct(id);
    assertCanManage(user, current.brand_id);
    await database.db.transaction(async (tx) => {
      await tx.update(products).set({ deletedAt: sql`now()` }).where(eq(products.id, id));
      await tx.delete(cartItems).where(eq(cartItems.productId, id));
      await tx.delete(favorites).where(eq(favorites.productId, id));
    });
    await invalidateReads();
  }

  async function assertBrandExists(brandId: number | null | undefined): Promise<void> {
    if (brandId === null || brandId === undefined) return;
    const rows = await database.query('SELECT 1 FROM brands WHERE id = $1', [brandId]);
    if (rows.length === 0) throw httpError(400, 'Unknown brand', 'UNKNOWN_BRAND', [{ field: 'brand_id', message: 'Unknown brand' }]);
  }

  return { list, get, create, update, remove };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
