import { describe, expect, it } from 'vitest';
import type { Product } from '@nyansa/contract';
import { createMemoryCache } from '../../lib/shared-cache';
import { createLiveCatalog, liveCatalogKey } from './live-catalog';

/** A database with a products table only, counting the catalog reads. */
function fakeDatabase(rows: Product[]) {
  const database = {
    reads: 0,
    async load(): Promise<Product[]> {
      database.reads += 1;
      return rows.map((row) => ({ ...row }));
    },
  };
  return database;
}

const row = (id: number, name: string): Product => ({
  product_id: id,
  product_name: name,
  description: '',
  price: 5,
  image_url: '/images/products/placeholder.webp',
  brand_id: null,
  category: 'skincare',
  created_at: '2026-01-01T00:00:00.000Z',
  details: null,
  rating_average: null,
  rating_count: 0,
});

describe('live catalog', () => {
  it('reuses one loaded list until the shared stamp is cleared, on every instance that shares the cache', async () => {
    const rows = [row(1, 'Shea Butter')];
    const database = fakeDatabase(rows);
    // Two API instances sharing one cache: Redis with REDIS_URL.
    const shared = createMemoryCache();
    const first = createLiveCatalog(database.load, shared);
    const second = createLiveCatalog(database.load, shared);

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
