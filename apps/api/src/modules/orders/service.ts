import { toDollars, type Order, type OrderStatus } from '@nyansa/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orderItems, orders, payments, type OrderRow } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import type { PaymentsService } from '../payments/service';

type OrderItemRow = typeof orderItems.$inferSelect;

function toOrder(order: OrderRow, items: OrderItemRow[], paymentReference: string | null): Order {
  return {
    order_id: order.id,
    status: order.status,
    total_amount: toDollars(order.totalCents),
    currency: order.currency,
    items: items.map((item) => ({
      product_id: item.productId,
      product_name: item.productName,
      unit_price: toDollars(item.unitPriceCents),
      quantity: item.quantity,
      line_total: toDollars(item.unitPriceCents * item.quantity),
    })),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    payment_reference: paymentReference,
  };
}

export function createOrdersService(database: Database, paymentsService: PaymentsService) {
  const db = database.db;

  /** The caller's order; anyone else's is "not found" so ids reveal nothing. */
  async function owned(userId: number, orderId: number): Promise<OrderRow> {
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
    if (!order) throw httpError(404, 'Order not found', 'ORDER_NOT_FOUND');
    return order;
  }

  /** The caller's orders (one, or all newest first) with their payment's reference (one payment per order at most). */
  async function withPayments(userId: number, orderId?: number): Promise<Array<{ order: OrderRow; reference: string | null }>> {
    return db
      .select({ order: orders, reference: payments.reference })
      .from(orders)
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.userId, userId), orderId === undefined ? undefined : eq(orders.id, orderId)))
      .orderBy(desc(orders.createdAt), desc(orders.id));
  }

  async function itemsOf(orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
    const byOrder = new Map<number, OrderItemRow[]>();
    if (orderIds.length === 0) return byOrder;
    const rows = await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id));
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
    return byOrder;
  }

  async function get(userId: number, orderId: number): Promise<Order> {
    const [row] = await withPayments(userId, orderId);
    if (!row) throw httpError(404, 'Order not found', 'ORDER_NOT_FOUND');
    return toOrder(row.order, (await itemsOf([row.order.id])).get(row.order.id) ?? [], row.reference);
  }

  /** Newest first. */
  async function list(userId: number): Promise<Order[]> {
    const rows = await withPayments(userId);
    const items = await itemsOf(rows.map((row) => row.order.id));
    return rows.map((row) => toOrder(row.order, items.get(row.order.id) ?? [], row.reference));
  }

  /**
   * A pending order is checked with the payment provider before answering. Only a success is
   * applied here: Paystack calls a page that is still open "abandoned", and the shopper may pay yet.
   */
  async function status(userId: number, orderId: number): Promise<{ order_id: number; status: OrderStatus }> {
    const order = await owned(userId, orderId);
    if (order.status !== 'pending') return { order_id: order.id, status: order.status };
    const [payment] = await db.select({ reference: payments.reference }).from(payments).where(eq(payments.orderId, order.id));
    if (payment) await paymentsService.refreshQuietly(payment.reference, { successOnly: true });
    const fresh = await owned(userId, orderId);
    return { order_id: fresh.id, status: fresh.status };
  }

  return { get, list, status };
}
