import { cartMessages, productMessages, toDollars, type Cart } from '@nyansa/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { bare, rowsOf, type AppDb, type Database } from '../../db/database';
import { cartItems, orderItems, orders, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { inCatalog, productFields, toProduct } from '../catalog/service';
import { toCartDelivery, type DeliveryService } from '../delivery/service';
import { shortOfStock } from '../fulfilment/stock';

export const emptyCart: Cart = { items: [], cart_total: 0, items_total: 0, delivery_fee: 0, delivery: null };

/** The items of a shopper's cart at current prices, in cents. */
export async function cartItemsCents(db: AppDb, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${products.priceCents} * ${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), inCatalog));
  return row?.total ?? 0;
}

/**
 * A line may not hold more than is in stock (a product not counted: no limit). Units the shopper's
 * own order waiting for payment holds count as theirs: checking out a changed cart gives them back.
 */
async function assertInStock(db: AppDb, userId: number, productId: number): Promise<void> {
  const [line] = await db
    .select({
      quantity: cartItems.quantity,
      stock: products.stock,
      name: products.name,
      held: sql<number>`(SELECT coalesce(sum(${orderItems.reservedQuantity}), 0)::int FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
                          WHERE ${orders.userId} = ${userId} AND ${orders.status} = 'pending' AND ${orderItems.productId} = ${productId})`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
  if (!line || line.stock === null) return;
  const available = line.stock + line.held;
  if (line.quantity > available) throw shortOfStock(line.name, available);
}

export function createCartService({ db }: Database, delivery: DeliveryService) {
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
    // The delivery checkout will use: the shopper's choice, or pickup at the default point.
    const chosen = items.length > 0 ? await delivery.resolveForCart(db, userId, totalCents) : null;
    const feeCents = chosen?.feeCents ?? 0;
    return {
      items,
      items_total: toDollars(totalCents),
      delivery_fee: toDollars(feeCents),
      cart_total: toDollars(totalCents + feeCents),
      delivery: chosen ? toCartDelivery(chosen) : null,
    };
  }

  /** Adds to the product's line, creating it if needed; one atomic upsert, so parallel adds never lose or split. */
  async function add(userId: number, productId: number, quantity: number): Promise<Cart> {
    // In one transaction with the stock check: a refused add leaves the line as it was.
    await db.transaction(async (tx) => {
      // INSERT ... SELECT: only a product still in the catalog gets a line.
      const rows = await rowsOf<{ id: number }>(
        tx,
        sql`INSERT INTO ${cartItems} (${bare(cartItems.userId, cartItems.productId, cartItems.quantity)})
            SELECT ${userId}::int, ${products.id}, ${quantity}::int FROM ${products} WHERE ${and(eq(products.id, productId), inCatalog)}
            ON CONFLICT (${bare(cartItems.userId, cartItems.productId)})
            DO UPDATE SET ${bare(cartItems.quantity)} = LEAST(${cartItems.quantity} + EXCLUDED.${bare(cartItems.quantity)}, 99),
                          ${bare(cartItems.updatedAt)} = now()
            RETURNING ${cartItems.id}`,
      );
      if (rows.length === 0) throw httpError(404, productMessages.notFound, 'PRODUCT_NOT_FOUND');
      await assertInStock(tx, userId, productId);
    });
    return get(userId);
  }

  async function setQuantity(userId: number, lineId: number, quantity: number): Promise<Cart> {
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(cartItems)
        .set({ quantity, updatedAt: sql`now()` })
        .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
        .returning({ productId: cartItems.productId });
      if (!rows[0]) throw httpError(404, cartMessages.itemNotFound, 'CART_ITEM_NOT_FOUND');
      await assertInStock(tx, userId, rows[0].productId);
    });
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
