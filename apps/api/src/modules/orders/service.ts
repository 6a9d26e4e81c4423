import { toDollars, type Order, type OrderStatus } from '@nyansa/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { orders, payments, users, type orderItems, type OrderRow } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import type { PaymentsService } from '../payments/service';
import { orderDetails, refundableCents, toFulfilment, toRefund } from '../fulfilment/service';
import type { ReceiptLinkSigner } from './receipt-pdf';

type OrderItemRow = typeof orderItems.$inferSelect;

type Details = Awaited<ReturnType<typeof orderDetails>>;

function toOrder(order: OrderRow, items: OrderItemRow[], paymentReference: string | null, details: Details, receiptLinks: ReceiptLinkSigner): Order {
  const refunds = details.refunds.get(order.id) ?? [];
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
    delivery: order.deliverySnapshot,
    items_total: toDollars(order.totalCents - order.deliveryFeeCents),
    fulfilment: toFulfilment(order, details.events.get(order.id) ?? []),
    refunds: refunds.map(toRefund),
    refundable: toDollars(refundableCents(order, refunds)),
    receipt_url: order.status === 'paid' ? receiptLinks.sign(order.id) : null,
  };
}

export function createOrdersService(database: Database, paymentsService: PaymentsService, receiptLinks: ReceiptLinkSigner) {
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

  async function get(userId: number, orderId: number): Promise<Order> {
    const [row] = await withPayments(userId, orderId);
    if (!row) throw httpError(404, 'Order not found', 'ORDER_NOT_FOUND');
    const details = await orderDetails(db, [row.order.id]);
    return toOrder(row.order, details.items.get(row.order.id) ?? [], row.reference, details, receiptLinks);
  }

  /** Newest first. */
  async function list(userId: number): Promise<Order[]> {
    const rows = await withPayments(userId);
    const details = await orderDetails(db, rows.map((row) => row.order.id));
    return rows.map((row) => toOrder(row.order, details.items.get(row.order.id) ?? [], row.reference, details, receiptLinks));
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

  /**
   * A paid order for its receipt: the owner's, any order for an admin (404 otherwise), or any order
   * with a genuine signed link. Answers the order and the customer's name.
   */
  async function forReceipt(orderId: number, reader: { userId: number; isAdmin: boolean } | null): Promise<{ order: Order; customerName: string }> {
    const [row] = await db
      .select({ order: orders, reference: payments.reference, firstName: users.firstName, lastName: users.lastName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(eq(orders.id, orderId));
    const allowed = row && (reader === null || reader.isAdmin || reader.userId === row.order.userId);
    if (!row || !allowed || row.order.status !== 'paid') throw httpError(404, 'Order not found', 'ORDER_NOT_FOUND');
    const details = await orderDetails(db, [orderId]);
    const order = toOrder(row.order, details.items.get(orderId) ?? [], row.reference, details, receiptLinks);
    return { order, customerName: row.order.deliverySnapshot?.address?.full_name ?? `${row.firstName} ${row.lastName}` };
  }

  return { get, list, status, forReceipt };
}
