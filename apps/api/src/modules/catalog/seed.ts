import { toCents } from '@nyansa/contract';
import type { Database } from '../../db/database';
import { seedProducts } from './seed-data';

export const seedBrandName = 'Nyansa';

export function seedImageUrl(key: string): string {
  return `/images/products/${key}.webp`;
}

/** Adds the catalog once: seeded rows carry a seed_key, so later starts (and admin edits or deletes) are left alone. */
export async function seedCatalog(database: Database): Promise<void> {
  const [{ count } = { count: 0 }] = await database.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM products WHERE seed_key IS NOT NULL',
  );
  if (count >= seedProducts.length) return;
  await database.exclusive(async (tx) => {
    await tx.query('INSERT INTO brands (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [seedBrandName]);
    const [brand] = await tx.query<{ id: number }>('SELECT id FROM brands WHERE name = $1', [seedBrandName]);
    // Seconds apart, oldest first, so "newest first" is a stable, meaningful order.
    const base = Date.parse('2025-01-01T09:00:00Z');
    for (const [i, p] of seedProducts.entries()) {
      await tx.query(
        `INSERT INTO products (name, description, price_cents, image_url, brand_id, category, seed_key, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (seed_key) DO NOTHING`,
        [p.name, p.description, toCents(p.price), seedImageUrl(p.key), brand?.id ?? null, p.category, p.key, new Date(base + i * 1000).toISOString()],
      );
    }
  });
}
