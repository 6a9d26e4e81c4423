import { favoritesMessages, type Product } from '@nyansa/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { favorites } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { productColumns, toProduct, type ProductRow } from '../catalog/service';

export interface FavoritesList {
  favorites: number[];
  /** The same products in the same order, so the shop's Favorites tab needs no call per product. */
  products: Product[];
}

function toList(rows: ProductRow[]): FavoritesList {
  return { favorites: rows.map((row) => row.id), products: rows.map(toProduct) };
}

export function createFavoritesService(database: Database) {
  const { db } = database;

  async function list(userId: number): Promise<FavoritesList> {
    const rows = await database.query<ProductRow>(
      `SELECT ${productColumns}
         FROM favorites f JOIN products p ON p.id = f.product_id
        WHERE f.user_id = $1 AND p.deleted_at IS NULL
        ORDER BY f.created_at, f.product_id`,
      [userId],
    );
    return toList(rows);
  }

  /** Replaces the whole list; unknown ids reject the request and change nothing. */
  async function replace(userId: number, ids: number[]): Promise<FavoritesList> {
    const unique = [...new Set(ids)];
    const known =
      unique.length === 0
        ? []
        : await database.query<ProductRow>(`SELECT ${productColumns} FROM products p WHERE p.id = ANY($1::int[]) AND p.deleted_at IS NULL`, [unique]);
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
