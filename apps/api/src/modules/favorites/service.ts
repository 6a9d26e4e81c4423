import { favoritesMessages } from '@nyansa/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favorites, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';

export function createFavoritesService(database: Database) {
  const { db } = database;

  async function list(userId: number): Promise<number[]> {
    const rows = await db
      .select({ productId: favorites.productId })
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(and(eq(favorites.userId, userId), isNull(products.deletedAt)))
      .orderBy(asc(favorites.createdAt), asc(favorites.productId));
    return rows.map((r) => r.productId);
  }

  /** Replaces the whole list; unknown ids reject the request and change nothing. */
  async function replace(userId: number, ids: number[]): Promise<number[]> {
    const unique = [...new Set(ids)];
    if (unique.length > 0) {
      const known = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, unique), isNull(products.deletedAt)));
      const knownIds = new Set(known.map((r) => r.id));
      const unknown = unique.filter((id) => !knownIds.has(id));
      if (unknown.length > 0) {
        throw httpError(400, favoritesMessages.unknownProducts, 'UNKNOWN_PRODUCTS', [
          { field: 'favorites', message: `Unknown product ids: ${unknown.join(', ')}` },
        ]);
      }
    }
    await db.transaction(async (tx) => {
      await tx.delete(favorites).where(eq(favorites.userId, userId));
      if (unique.length > 0) {
        // Spaced timestamps keep the order the shopper gave.
        const start = Date.now();
        await tx.insert(favorites).values(unique.map((productId, i) => ({ userId, productId, createdAt: new Date(start + i) })));
      }
    });
    return unique;
  }

  return { list, replace };
}
