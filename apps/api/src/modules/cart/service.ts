import { cartMessages, productMessages, toDollars, type Cart } from '@nyansa/contract';
import type { Database } from '../../db/database';
import { httpError } from '../../lib/errors';
import { productColumns, toProduct, type ProductRow } from '../catalog/service';

export const emptyCart: Cart = { items: [], cart_total: 0 };

export function createCartService(database: Database) {
  async function get(userId: number): Promise<Cart> {
    const rows = await database.query<ProductRow & { line_id: number; quantity: number }>(
      `SELECT c.id AS line_id, c.quantity, ${productColumns}
         FROM cart_items c JOIN products p ON p.id = c.product_id
        WHERE c.user_id = $1 AND p.deleted_at IS NULL
        ORDER BY c.created_at, c.id`,
      [userId],
    );
    let totalCents = 0;
    const items = rows.map((row) => {
      totalCents += row.price_cents * row.quantity;
      return { id: row.line_id, product_id: row.id, quantity: row.quantity, product: toProduct(row) };
    });
    return { items, cart_total: toDollars(totalCents) };
  }

  /** Adds to the product's line, creating it if needed; one atomic upsert, so parallel adds never lose or split. */
  async function add(userId: number, productId: number, quantity: number): Promise<Cart> {
    const rows = await database.query(
      `INSERT INTO cart_items (user_id, product_id, quantity)
       SELECT $1, p.id, $3 FROM products p WHERE p.id = $2 AND p.deleted_at IS NULL
       ON CONFLICT (user_id, product_id)
       DO UPDATE SET quantity = LEAST(cart_items.quantity + EXCLUDED.quantity, 99), updated_at = now()
       RETURNING id`,
      [userId, productId, quantity],
    );
    if (rows.length === 0) throw httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');
    return get(userId);
  }

  async function setQuantity(userId: number, lineId: number, quantity: number): Promise<Cart> {
    const rows = await database.query('UPDATE cart_items SET quantity = $3, updated_at = now() WHERE id = $2 AND user_id = $1 RETURNING id', [
      userId,
      lineId,
      quantity,
    ]);
    if (rows.length === 0) throw httpError(404, cartMessages.itemNotFound, 'CART_ITEM_NOT_FOUND');
    return get(userId);
  }

  async function remove(userId: number, lineId: number): Promise<void> {
    const rows = await database.query('DELETE FROM cart_items WHERE id = $2 AND user_id = $1 RETURNING id', [userId, lineId]);
    if (rows.length === 0) throw httpError(404, cartMessages.itemNotFound, 'CART_ITEM_NOT_FOUND');
  }

  /** Empties a user's cart (the payments module calls this once an order is paid). */
  async function clear(userId: number): Promise<void> {
    await database.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
  }

  return { get, add, setQuantity, remove, clear };
}

export type CartService = ReturnType<typeof createCartService>;
