import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import type { ProductRow } from '../modules/catalog/service';
import { createLiveCatalog, liveCatalogKey } from './live-catalog';
import { createMemoryCache } from './shared-cache';

/** A database with a products table only, counting the catalog reads. */
function fakeDatabase(rows: ProductRow[]) {
  const database = {
    reads: 0,
    async query<T>(): Promise<T[]> {
      database.reads += 1;
      return rows.map((row) => ({ ...row })) as T[];
    },
  };
  return database;
}

const row = (id: number, name: string): ProductRow => ({
  id,
  name,
  description: '',
  price_cents: 500,
  image_url: '/images/products/placeholder.webp',
  brand_id: null,
  category: 'skincare',
  created_at: '2026-01-01T00:00:00Z',
});

describe('live catalog', () => {
  it('reuses one loaded list until the shared stamp is cleared, on every instance that shares the cache', async () => {
    const rows = [row(1, 'Shea Butter')];
    const database = fakeDatabase(rows);
    // Two API instances sharing one cache: Redis with REDIS_URL.
    const shared = createMemoryCache();
    const first = createLiveCatalog(database as unknown as Database, shared);
    const second = createLiveCatalog(database as unknown as Database, shared);

    const loaded = await first();
    expect(await first()).toBe(loaded);
    await second();
    expect(database.reads).toBe(2);
    expect(await second()).toBe(await second());
    expect(database.reads).toBe(2);

    // A product write on any instance clears the catalog's cache prefix.
    rows.push(row(2, 'Cocoa Lip Balm'));
    await shared.clear('catalog:');
    expect((await first()).map((p) => p.product_name)).toEqual(['Shea Butter', 'Cocoa Lip Balm']);
    expect((await second()).map((p) => p.product_name)).toEqual(['Shea Butter', 'Cocoa Lip Balm']);
    expect(database.reads).toBe(4);
    expect(liveCatalogKey.startsWith('catalog:')).toBe(true);
  });
});
