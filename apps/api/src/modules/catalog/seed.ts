import { toCents } from '@nyansa/contract';
import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { exclusiveLockKey, type Database } from '../../db/database';
import { brands, products } from '../../db/schema/index';
import { seedProducts, seedStock } from './seed-data';
import { detailsColumns } from './service';

export const seedBrandName = 'Nyansa';

export function seedImageUrl(key: string): string {
  return `/images/products/${key}.webp`;
}

/**
 * Adds the catalog once: seeded rows carry a seed_key, so later starts (and admin edits or deletes)
 * are left alone. A catalog seeded before products had details gets its seed details once.
 */
export async function seedCatalog(database: Database): Promise<void> {
  const { db } = database;
  const [seeded] = await db.select({ count: count() }).from(products).where(isNotNull(products.seedKey));
  if ((seeded?.count ?? 0) >= seedProducts.length) return describeSeededProducts(database);
  await db.transaction(async (tx) => {
    // The migrations' lock: instances starting together seed one after the other.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${exclusiveLockKey})`);
    await tx.insert(brands).values({ name: seedBrandName }).onConflictDoNothing({ target: brands.name });
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.name, seedBrandName));
    // Seconds apart, oldest first, so "newest first" is a stable, meaningful order.
    const base = Date.parse('2025-01-01T09:00:00Z');
    for (const [i, p] of seedProducts.entries()) {
      await tx
        .insert(products)
        .values({
          name: p.name,
          description: p.description,
          priceCents: toCents(p.price),
          imageUrl: seedImageUrl(p.key),
          brandId: brand?.id ?? null,
          category: p.category,
          seedKey: p.key,
          stock: seedStock[p.key] ?? null,
          createdAt: new Date(base + i * 1000),
          ...detailsColumns(p.details),
        })
        .onConflictDoNothing({ target: products.seedKey });
    }
  });
}

/**
 * A catalog seeded before products had details (none of its seeded products has any) gets the
 * seed's details, once; after that, what staff change or remove stays so.
 */
async function describeSeededProducts({ db }: Database): Promise<void> {
  const [described] = await db.select({ count: count() }).from(products).where(and(isNotNull(products.seedKey), isNotNull(products.productType)));
  if ((described?.count ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const p of seedProducts) {
      await tx
        .update(products)
        .set(detailsColumns(p.details))
        .where(and(eq(products.seedKey, p.key), isNull(products.productType)));
    }
  });
}
