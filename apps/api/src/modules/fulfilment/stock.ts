import { lowStockThreshold, stockMessages, type StockStatus } from '@nyansa/contract';
import { and, asc, eq, gt, gte, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { orderItems, products } from '../../db/schema/index';
import { httpError } from '../../lib/errors';

// Stock is products.stock (NULL: not counted). An order takes its units when checkout creates it,
// with one conditional UPDATE per line (`stock >= quantity`): PostgreSQL re-checks the condition
// after waiting for a concurrent writer's row lock, so two instances can never both take the last
// unit, and PGlite runs one transaction at a time anyway. What a line took is
// order_items.reserved_quantity, so giving it back happens once.

/** What a shopper sees of a product's stock; the exact count only when it is low. */
export function stockView(stock: number | null): { stock_status: StockStatus; stock_left: number | null } {
  if (stock === null || stock > lowStockThreshold) return { stock_status: 'in_stock', stock_left: null };
  if (stock === 0) return { stock_status: 'out_of_stock', stock_left: 0 };
  return { stock_status: 'low_stock', stock_left: stock };
}

/** The contract's 409 for wanting `wanted` of a product with `left` units. */
export function shortOfStock(name: string, left: number) {
  return left <= 0
    ? httpError(409, stockMessages.outOfStock(name), 'OUT_OF_STOCK')
    : httpError(409, stockMessages.onlyLeft(left, name), 'NOT_ENOUGH_STOCK');
}

export interface StockLine {
  productId: number;
  name: string;
  quantity: number;
}

/**
 * Takes each line's units from stock, in product order (so two checkouts never wait on each other
 * crosswise). Returns the units taken per product (0 when not counted); throws the contract's 409 for
 * the first line short of stock, which rolls back the caller's transaction: nothing is reserved.
 */
export async function reserveStock(tx: AppDb, lines: readonly StockLine[]): Promise<Map<number, number>> {
  const taken = new Map<number, number>();
  for (const line of [...lines].sort((a, b) => a.productId - b.productId)) {
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock), gte(products.stock, line.quantity)))
      .returning({ id: products.id });
    if (updated) {
      taken.set(line.productId, line.quantity);
      continue;
    }
    const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
    if (current && current.stock !== null) throw shortOfStock(line.name, current.stock);
    taken.set(line.productId, 0);
  }
  return taken;
}

/**
 * Locks, in id order, the rows of the products an order holds and of those given: a checkout that
 * gives an old order's units back and takes its new cart's calls this first. Release and reserve
 * each go in product order, but one after the other they do not (the old order's P3, then the
 * cart's P1): two such checkouts could wait on each other crosswise.
 */
export async function lockStock(tx: AppDb, orderId: number, productIds: readonly number[]): Promise<void> {
  const held = tx.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, orderId));
  await tx
    .select({ id: products.id })
    .from(products)
    .where(or(inArray(products.id, held), productIds.length ? inArray(products.id, [...productIds]) : undefined))
    .orderBy(asc(products.id))
    .for('no key update');
}

/** Gives back what an order's lines still hold (a payment failed, was cancelled or expired). Safe to call twice. */
export async function releaseStock(tx: AppDb, orderId: number): Promise<void> {
  const held = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, reserved: orderItems.reservedQuantity })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), gt(orderItems.reservedQuantity, 0)))
    .orderBy(asc(orderItems.productId))
    .for('update');
  for (const line of held) {
    await tx.update(orderItems).set({ reservedQuantity: 0 }).where(eq(orderItems.id, line.id));
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${line.reserved}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock)));
  }
}

/**
 * An order paid after its reservation was given back (its page stayed open past expiry, or the
 * cart changed) takes its units again where they are still there. Returns the products that ran
 * out meanwhile: the order cannot be sent in full and is refunded.
 */
export async function retakeStock(tx: AppDb, orderId: number): Promise<string[]> {
  const lines = await tx
    .select({ id: orderItems.id, productId: orderItems.productId, name: orderItems.productName, quantity: orderItems.quantity, reserved: orderItems.reservedQuantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productId))
    .for('update');
  const missing: string[] = [];
  for (const line of lines) {
    const wanted = line.quantity - line.reserved;
    if (wanted <= 0) continue;
    const [updated] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${wanted}` })
      .where(and(eq(products.id, line.productId), isNotNull(products.stock), gte(products.stock, wanted)))
      .returning({ id: products.id });
    if (updated) {
      await tx.update(orderItems).set({ reservedQuantity: line.quantity }).where(eq(orderItems.id, line.id));
      continue;
    }
    const [current] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, line.productId));
    if (current && current.stock !== null) missing.push(line.name);
  }
  return missing;
}

/** Puts units of a paid order back on the shelf (a cancellation or a refund with restock). */
export async function restock(tx: AppDb, orderItemId: number, productId: number, units: number): Promise<void> {
  if (units <= 0) return;
  await tx.update(orderItems).set({ restockedQuantity: sql`${orderItems.restockedQuantity} + ${units}` }).where(eq(orderItems.id, orderItemId));
  await tx.update(products).set({ stock: sql`${products.stock} + ${units}` }).where(and(eq(products.id, productId), isNotNull(products.stock)));
}

/** The stock of some products, for a cart's check. */
export async function stockOf(tx: AppDb, productIds: number[]): Promise<Map<number, number | null>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, productIds));
  return new Map(rows.map((row) => [row.id, row.stock]));
}
