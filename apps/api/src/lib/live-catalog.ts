import { randomUUID } from 'node:crypto';
import type { Product } from '@nyansa/contract';
import type { Database } from '../db/database';
import { productColumns, toProduct, type ProductRow } from '../modules/catalog/service';
import type { SharedCache } from './shared-cache';

/** At most this many products, newest first, are offered to the assistant and the analysis. */
export const liveCatalogLimit = 1000;
/**
 * The stamp of the current catalog. Under the catalog's cache prefix, so every product write
 * (catalog service) clears it on every instance; the TTL bounds how stale a missed clear can be.
 */
export const liveCatalogKey = 'catalog:live-stamp';
export const liveCatalogTtlMs = 60_000;

export type LiveCatalog = () => Promise<Product[]>;

const perApp = new WeakMap<object, LiveCatalog>();

/** The one live catalog of an app (its `deps`), shared by the modules that recommend products. */
export function liveCatalogOf(deps: { database: Database; cache: SharedCache }): LiveCatalog {
  let catalog = perApp.get(deps);
  if (!catalog) {
    catalog = createLiveCatalog(deps.database, deps.cache);
    perApp.set(deps, catalog);
  }
  return catalog;
}

/**
 * The products the chat assistant and the skin analysis may recommend. Each process keeps the
 * list in memory and reuses it (the same array, so search indexes built on it are reused too)
 * while the shared cache holds the stamp it was loaded under. With REDIS_URL the stamp is in
 * Redis, so a product change on any instance makes every instance load the list again; without
 * it the cache is in-process and only this process's writes clear it.
 */
export function createLiveCatalog(database: Database, cache: SharedCache): LiveCatalog {
  let current: { stamp: string; products: Product[] } | null = null;
  let loading: { stamp: string; products: Promise<Product[]> } | null = null;

  async function query(): Promise<Product[]> {
    const rows = await database.query<ProductRow>(
      `SELECT ${productColumns} FROM products p WHERE p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id DESC LIMIT $1`,
      [liveCatalogLimit],
    );
    return rows.map(toProduct);
  }

  return async function liveCatalog(): Promise<Product[]> {
    let stamp = await cache.get<string>(liveCatalogKey);
    if (stamp && current?.stamp === stamp) return current.products;
    if (stamp && loading?.stamp === stamp) return loading.products;
    if (!stamp) {
      // Set before the query: a write committed after it clears the stamp, so the next call reloads.
      stamp = randomUUID();
      await cache.set(liveCatalogKey, stamp, liveCatalogTtlMs);
    }
    const load = { stamp, products: query() };
    loading = load;
    try {
      const products = await load.products;
      if (loading === load) current = { stamp, products };
      return products;
    } finally {
      if (loading === load) loading = null;
    }
  };
}
