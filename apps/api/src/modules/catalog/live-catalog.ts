import { randomUUID } from 'node:crypto';
import type { Product } from '@nyansa/contract';
import type { SharedCache } from '../../lib/shared-cache';

/** At most this many products, newest first, are offered to the assistant and the analysis. */
export const liveCatalogLimit = 1000;
/**
 * The stamp of the current catalog. Under the catalog's cache prefix, so every product write
 * (catalog service) clears it on every instance; the TTL bounds how stale a missed clear can be.
 */
export const liveCatalogKey = 'catalog:live-stamp';
export const liveCatalogTtlMs = 60_000;

export type LiveCatalog = () => Promise<Product[]>;

/**
 * The products the chat assistant and the skin analysis may recommend. Each process keeps the
 * list in memory and reuses it (the same array, so search indexes built on it are reused too)
 * while the shared cache holds the stamp it was loaded under. With REDIS_URL the stamp is in
 * Redis, so a product change on any instance makes every instance load the list again; without
 * it the cache is in-process and only this process's writes clear it. `loadProducts` reads the
 * newest `liveCatalogLimit` products (`newestProducts` of the catalog service).
 */
export function createLiveCatalog(loadProducts: () => Promise<Product[]>, cache: SharedCache): LiveCatalog {
  let current: { stamp: string; products: Product[] } | null = null;
  let loading: { stamp: string; products: Promise<Product[]> } | null = null;

  return async function liveCatalog(): Promise<Product[]> {
    let stamp = await cache.get<string>(liveCatalogKey);
    if (stamp && current?.stamp === stamp) return current.products;
    if (stamp && loading?.stamp === stamp) return loading.products;
    if (!stamp) {
      // Set before the query: a write committed after it clears the stamp, so the next call reloads.
      stamp = randomUUID();
      await cache.set(liveCatalogKey, stamp, liveCatalogTtlMs);
    }
    const load = { stamp, products: loadProducts() };
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
