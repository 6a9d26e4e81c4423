import { favoritesMessages, type Product } from '@nyansa/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favorites, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { inCatalog, productFields, toProduct, type ProductRow } from '../catalog/service';

export interface FavoritesList {
  favorites: number[];
  /** The same products in the same order, so the shop's Favorites tab needs no call per product. */
  products: Product[];
}

function toList(rows: ProductRow[]): FavoritesList {
  return { favorites: rows.map((row) => row.id), products: rows.map(toProduct) };
}

export function createFavoritesService({ db }: Database) {
  async function list(userId: number): Promise<FavoritesList> {
    const rows = await db
      .select(productFields)
      .from(favorites)
      .innerJoin(products, eq(products.id, favorites.productId))
      .where(and(eq(favorites.userId, userId), inCatalog))
      .orderBy(asc(favorites.createdAt), asc(favorites.productId));
    return toList(rows);
  }

  /** Replaces the whole list; unknown ids reject the request and change nothing. */
  async function replace(userId: number, ids: number[]): Promise<FavoritesList> {
    const unique = [...new Set(ids)];
    const known =
      unique.length === 0
        ? []
        : await db.select(productFields).from(products).where(and(inArray(products.id, unique), inCatalog));
    const byId = new Map(known.map((row) => [row.id, row]));
    const unknown = unique.filter((id) => !byId.has(id));
    if (unknown.length > 0) {
      throw httpError(400, favoritesMessages.unknownProducts, 'UNKNOWN_PRODUCTS', [
        { field: 'favorites', message: `Unknown product ids: ${unknown.join(', ')}` },
      ]);
    }
    await db.transaction(async (tx) => {
      await tx.delete(favorites).where(eq(favorites.userId, userId));
      if (unique.length > 0) {
        // Spaced timestamps keep the order the shopper gave.
        const start = Date.now();
        await tx.insert(favorites).values(unique.map((productId, i) => ({ userId, productId, createdAt: new Date(start + i) })));
      }
    });
    return toList(unique.map((id) => byId.get(id) as ProductRow));
  }

  return { list, replace };
}
