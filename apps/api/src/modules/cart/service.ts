import { cartMessages, productMessages, toDollars, type Cart } from '@nyansa/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bare, rowsOf, type Database } from '../../db/database';
import { cartItems, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { inCatalog, productFields, toProduct } from '../catalog/service';

export const emptyCart: Cart = { items: [], cart_total: 0 };

export function createCartService({ db }: Database) {
  async function get(userId: number): Promise<Cart> {
    const rows = await db
      .select({ lineId: cartItems.id, quantity: cartItems.quantity, product: productFields })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), inCatalog))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    let totalCents = 0;
    const items = rows.map((row) => {
      totalCents += row.product.priceCents * row.quantity;
      return { id: row.lineId, product_id: row.product.id, quantity: row.quantity, product: toProduct(row.product) };
    });
    return { items, cart_total: toDollars(totalCents) };
  }

  /** Adds to the product's line, creating it if needed; one atomic upsert, so parallel adds never lose or split. */
  async function add(userId: number, productId: number, quantity: number): Promise<Cart> {
    // INSERT ... SELECT: only a product still in the catalog gets a line.
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`INSERT INTO ${cartItems} (${bare(cartItems.userId, cartItems.productId, cartItems.quantity)})
          SELECT ${userId}::int, ${products.id}, ${quantity}::int FROM ${products} WHERE ${and(eq(products.id, productId), inCatalog)}
          ON CONFLICT (${bare(cartItems.userId, cartItems.productId)})
          DO UPDATE SET ${bare(cartItems.quantity)} = LEAST(${cartItems.quantity} + EXCLUDED.${bare(cartItems.quantity)}, 99),
                        ${bare(cartItems.updatedAt)} = now()
          RETURNING ${cartItems.id}`,
    );
    if (rows.length === 0) throw httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');
    return get(userId);
  }

  async function setQuantity(userId: number, lineId: number, quantity: number): Promise<Cart> {
    const rows = await db
      .update(cartItems)
      .set({ quantity, updatedAt: sql`now()` })
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (rows.length === 0) throw httpError(404, cartMessages.itemNotFound, 'CART_ITEM_NOT_FOUND');
    return get(userId);
  }

  async function remove(userId: number, lineId: number): Promise<void> {
    const rows = await db
      .delete(cartItems)
      .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      .returning({ id: cartItems.id });
    if (rows.length === 0) throw httpError(404, cartMessages.itemNotFound, 'CART_ITEM_NOT_FOUND');
  }

  return { get, add, setQuantity, remove };
}

export type CartService = ReturnType<typeof createCartService>;
