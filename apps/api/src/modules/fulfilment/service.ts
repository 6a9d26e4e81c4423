import {

  carrierNames,
  formatPrice,
  fulfilmentMessages,
  fulfilmentStatuses,
  toCents,
  toDollars,
  type Carrier,
  type Fulfilment,
  type FulfilmentOrder,
  type FulfilmentStatus,
  type OrderDelivery,
  type PackingSlip,
  type Pagination,
  type Refund,
} from '@nyansa/contract';
import { and, asc, count, eq, exists, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../auth/guard';
import type { AppDb, Database } from '../../db/database';
import { orderEvents, orderItems, orderRefunds, orders, payments, products, users, type OrderRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { httpError } from '../../lib/errors';
import { pageOf } from '../../lib/pagination';
import { linkMail, type Mailer, type OutgoingMail } from '../../mail/mailer';
import { recordAudit, type Actor } from '../admin/audit';
import { PaymentProviderError, type PaymentProvider } from '../payments/providers/index';
import { restock } from './stock';

// What happens to a paid order: processing, shipped (carrier and tracking number), delivered, or
// cancelled with a full refund; partial refunds at any time. Every staff step is audited in its
// transaction and mailed to the shopper after it. Money goes back through the payment provider
// inside the transaction that records it: a refusal rolls everything back, nothing is half done.

type OrderItemRow = typeof orderItems.$inferSelect;
type EventRow = typeof orderEvents.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;

/** The carrier's tracking page for a parcel, or null for a carrier the shop cannot link to. */
export function trackingUrl(carrier: Carrier | null, trackingNumber: string | null): string | null {
  if (!carrier || !trackingNumber) return null;
  const number = encodeURIComponent(trackingNumber.replace(/\s+/g, ''));
  switch (carrier) {
    case 'dhl':
      return `https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=${number}`;
    case 'ups':
      return `https://www.ups.com/track?tracknum=${number}`;
    case 'fedex':
      return `https://www.fedex.com/fedextrack/?trknbr=${number}`;
    case 'usps':
      return `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
    case 'ghana_post_ems':
      return `https://www.ems.post/en/global-network/tracking?item=${number}`;
    case 'other':
      return null;
  }
}

const rank = (status: FulfilmentStatus) => fulfilmentStatuses.indexOf(status);

/** What is left to refund: what was paid less every refund not refused. */
export function refundableCents(order: Pick<OrderRow, 'status' | 'totalCents'>, refunds: readonly RefundRow[]): number {
  if (order.status !== 'paid') return 0;
  return order.totalCents - refunds.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountCents, 0);
}

export function toFulfilment(order: OrderRow, events: readonly EventRow[]): Fulfilment {
  return {
    status: order.fulfilmentStatus,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    tracking_url: trackingUrl(order.carrier, order.trackingNumber),
    events: events.map((event) => ({ status: event.status, at: event.createdAt.toISOString(), note: event.note })),
  };
}

export function toRefund(row: RefundRow): Refund {
  return { id: row.id, amount: toDollars(row.amountCents), reason: row.reason, status: row.status, restock: row.restock, created_at: row.createdAt.toISOString() };
}

/** The events, refunds and lines of some orders, grouped by order. */
export async function orderDetails(db: AppDb, orderIds: number[]) {
  const events = new Map<number, EventRow[]>();
  const refunds = new Map<number, RefundRow[]>();
  const items = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return { events, refunds, items };
  const [eventRows, refundRows, itemRows] = await Promise.all([
    db.select().from(orderEvents).where(inArray(orderEvents.orderId, orderIds)).orderBy(asc(orderEvents.id)),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, orderIds)).orderBy(asc(orderRefunds.id)),
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id)),
  ]);
  const push = <T extends { orderId: number }>(map: Map<number, T[]>, row: T) => map.set(row.orderId, [...(map.get(row.orderId) ?? []), row]);
  for (const row of eventRows) push(events, row);
  for (const row of refundRows) push(refunds, row);
  for (const row of itemRows) push(items, row);
  return { events, refunds, items };
}

const notFound = () => httpError(404, fulfilmentMessages.orderNotFound, 'ORDER_NOT_FOUND');

export interface FulfilmentDeps {
  database: Database;
  provider: PaymentProvider;
  mailer: Mailer;
  clock: Clock;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createFulfilmentService({ database, provider, mailer, clock, publicUrl, log }: FulfilmentDeps) {
  const db = database.db;

  /** A brand_admin sees only its products' lines (brand 0 when it has none: nothing). */
  const brandOf = (user: AuthUser): number | null => (user.role === 'admin' ? null : (user.brandId ?? 0));

  async function brandProductIds(tx: AppDb, brandId: number): Promise<Set<number>> {
    const rows = await tx.select({ id: products.id }).from(products).where(eq(products.brandId, brandId));
    return new Set(rows.map((row) => row.id));
  }

  async function views(tx: AppDb, rows: Array<{ order: OrderRow; customer: { id: number; email: string; firstName: string; lastName: string } }>, brandId: number | null): Promise<FulfilmentOrder[]> {
    const details = await orderDetails(tx, rows.map((row) => row.order.id));
    const own = brandId === null ? null : await brandProductIds(tx, brandId);
    return rows.map(({ order, customer }) => {
      const lines = (details.items.get(order.id) ?? []).filter((item) => own === null || own.has(item.productId));
      const refunds = details.refunds.get(order.id) ?? [];
      const linesCents = lines.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
      return {
        order_id: order.id,
        created_at: order.createdAt.toISOString(),
        paid_at: order.paidAt ? order.paidAt.toISOString() : null,
        currency: order.currency,
        total_amount: toDollars(own === null ? order.totalCents : linesCents),
        items: lines.map((item) => ({
          product_id: item.productId,
          product_name: item.productName,
          unit_price: toDollars(item.unitPriceCents),
          quantity: item.quantity,
          line_total: toDollars(item.unitPriceCents * item.quantity),
        })),
        customer: own === null ? { id: customer.id, email: customer.email, first_name: customer.firstName, last_name: customer.lastName } : null,
        delivery: own === null ? order.deliverySnapshot : null,
        fulfilment: toFulfilment(order, details.events.get(order.id) ?? []),
        refunds: own === null ? refunds.map(toRefund) : [],
        refundable: own === null ? toDollars(refundableCents(order, refunds)) : 0,
      };
    });
  }

  const customerFields = { id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName };

  /** Paid orders by fulfilment status (default: still to send), oldest paid first; a brand_admin's only those with its lines. */
  async function queue(user: AuthUser, query: { status?: FulfilmentStatus | undefined; page: number; limit: number }): Promise<{ data: FulfilmentOrder[]; pagination: Pagination }> {
    const brandId = brandOf(user);
    const statuses: FulfilmentStatus[] = query.status ? [query.status] : ['unfulfilled', 'processing'];
    const conditions: SQL[] = [eq(orders.status, 'paid'), inArray(orders.fulfilmentStatus, statuses)];
    if (brandId !== null) {
      conditions.push(
        exists(
          db
            .select({ one: sql`1` })
            .from(orderItems)
            .innerJoin(products, eq(products.id, orderItems.productId))
            .where(and(eq(orderItems.orderId, orders.id), eq(products.brandId, brandId))),
        ),
      );
    }
    const where = and(...conditions);
    const [rows, [counted]] = await Promise.all([
      db
        .select({ order: orders, customer: customerFields })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(asc(orders.paidAt), asc(orders.id))
        .limit(query.limit)
        .offset((query.page - 1) * query.limit),
      db.select({ total: count() }).from(orders).where(where),
    ]);
    return { data: await views(db, rows, brandId), pagination: pageOf(query, counted?.total ?? 0) };
  }

  async function lockedOrder(tx: AppDb, orderId: number) {
    const [row] = await tx
      .select({ order: orders, customer: customerFields })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId))
      .for('update', { of: orders });
    if (!row) throw notFound();
    return row;
  }

  async function adminView(tx: AppDb, orderId: number): Promise<FulfilmentOrder> {
    const [row] = await tx.select({ order: orders, customer: customerFields }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(eq(orders.id, orderId));
    if (!row) throw notFound();
    const [view] = await views(tx, [row], null);
    if (!view) throw notFound();
    return view;
  }

  const actorOf = (user: AuthUser): Actor => ({ id: user.id, email: user.email });
  const auditState = (order: OrderRow, refunded?: number) => ({
    fulfilment_status: order.fulfilmentStatus,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    ...(refunded === undefined ? {} : { refunded: toDollars(refunded) }),
  });

  /** `POST /api/admin/orders/:id/fulfilment`: one step forward, never back. */
  async function advance(user: AuthUser, orderId: number, step: { status: 'processing' | 'shipped' | 'delivered'; carrier?: Carrier | null | undefined; tracking_number?: string | null | undefined; note?: string | null | undefined }): Promise<FulfilmentOrder> {
    const result = await db.transaction(async (tx) => {
      const { order, customer } = await lockedOrder(tx, orderId);
      if (order.status !== 'paid') throw httpError(409, fulfilmentMessages.notPaid, 'ORDER_NOT_PAID');
      if (order.fulfilmentStatus === 'cancelled' || rank(step.status) <= rank(order.fulfilmentStatus)) {
        throw httpError(409, fulfilmentMessages.notForward(order.fulfilmentStatus, step.status), 'FULFILMENT_NOT_FORWARD');
      }
      const shipping = step.status === 'shipped' ? { carrier: step.carrier ?? null, trackingNumber: step.tracking_number?.trim() ?? null } : {};
      const [after] = await tx
        .update(orders)
        .set({ fulfilmentStatus: step.status, ...shipping, updatedAt: clock.now() })
        .where(eq(orders.id, orderId))
        .returning();
      if (!after) throw notFound();
      await tx.insert(orderEvents).values({ orderId, status: step.status, note: step.note || null, actorId: user.id });
      await recordAudit(tx, actorOf(user), { action: 'order.fulfilment', target: { type: 'order', id: orderId }, before: auditState(order), after: auditState(after) });
      return { after, customer };
    });
    await mail(stepMail(result.after, result.customer, step.status));
    return adminView(db, orderId);
  }

  /** Sends money back through the provider for a paid order; throws 502 (and the caller's transaction rolls back) when it refuses. */
  async function refundAtProvider(tx: AppDb, order: OrderRow, amountCents: number, reason: string): Promise<{ id: string; status: 'pending' | 'processed' | 'failed' }> {
    const [payment] = await tx.select().from(payments).where(and(eq(payments.orderId, order.id), eq(payments.status, 'success')));
    if (!payment) throw httpError(409, fulfilmentMessages.notPaid, 'ORDER_NOT_PAID');
    try {
      return await provider.refund({ reference: payment.reference, amountCents, currency: order.currency, note: `Order #${order.id}: ${reason}`.slice(0, 500) }, tx);
    } catch (error) {
      log.error({ err: error, orderId: order.id, amountCents }, 'the payment provider refused a refund');
      throw httpError(502, fulfilmentMessages.refundFailed, error instanceof PaymentProviderError ? error.code : 'REFUND_FAILED');
    }
  }

  /** `POST /api/admin/orders/:id/cancel` (and a sold-out late payment): full refund of what is left, every unit back, a mail. */
  async function cancel(actor: AuthUser | null, orderId: number, reason: string): Promise<FulfilmentOrder> {
    const result = await db.transaction(async (tx) => {
      const { order, customer } = await lockedOrder(tx, orderId);
      if (order.status !== 'paid') throw httpError(409, fulfilmentMessages.notPaid, 'ORDER_NOT_PAID');
      if (order.fulfilmentStatus === 'cancelled') throw httpError(409, fulfilmentMessages.alreadyCancelled, 'ORDER_CANCELLED');
      if (order.fulfilmentStatus === 'shipped' || order.fulfilmentStatus === 'delivered') throw httpError(409, fulfilmentMessages.cannotCancelShipped, 'ORDER_SHIPPED');
      const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
      const left = refundableCents(order, refunds);
      const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
      // Never sent: exactly the units the order took go back (none for a product not counted, or sold out before a late payment).
      for (const line of lines) await restock(tx, line.id, line.productId, line.reservedQuantity - line.restockedQuantity);
      const [after] = await tx.update(orders).set({ fulfilmentStatus: 'cancelled', updatedAt: clock.now() }).where(eq(orders.id, orderId)).returning();
      if (!after) throw notFound();
      const note = reason || null;
      await tx.insert(orderEvents).values({ orderId, status: 'cancelled', note, actorId: actor?.id ?? null });
      if (left > 0) {
        const [row] = await tx.insert(orderRefunds).values({ orderId, amountCents: left, reason: reason || 'Order cancelled', restock: true, status: 'pending', actorId: actor?.id ?? null }).returning();
        if (!row) throw new Error('refund insert returned nothing');
        // Last, once everything else is written: a refusal rolls all of it back.
        const done = await refundAtProvider(tx, order, left, reason || 'Order cancelled');
        await tx.update(orderRefunds).set({ status: done.status, providerRefundId: done.id }).where(eq(orderRefunds.id, row.id));
      }
      await recordAudit(tx, actor ? actorOf(actor) : null, { action: 'order.cancel', target: { type: 'order', id: orderId }, before: auditState(order), after: { ...auditState(after, left), reason } });
      return { after, customer, left };
    });
    await mail(cancelMail(result.after, result.customer, result.left, reason));
    return adminView(db, orderId);
  }

  /** `POST /api/admin/orders/:id/refunds`: part (or the rest) of what was paid, with the lines coming back if restocked. */
  async function refund(user: AuthUser, orderId: number, body: { amount: number; reason: string; restock: boolean; items: Array<{ product_id: number; quantity: number }> }): Promise<FulfilmentOrder> {
    const amountCents = toCents(body.amount);
    const result = await db.transaction(async (tx) => {
      const { order, customer } = await lockedOrder(tx, orderId);
      if (order.status !== 'paid') throw httpError(409, fulfilmentMessages.notPaid, 'ORDER_NOT_PAID');
      const refunds = await tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
      const left = refundableCents(order, refunds);
      if (left <= 0) throw httpError(409, fulfilmentMessages.nothingLeft, 'NOTHING_TO_REFUND');
      if (amountCents > left) {
        const message = fulfilmentMessages.amountTooHigh(formatPrice(toDollars(left), order.currency));
        throw httpError(400, message, 'REFUND_TOO_HIGH', [{ field: 'amount', message }]);
      }
      if (body.restock) {
        const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
        for (const [index, back] of body.items.entries()) {
          const line = lines.find((candidate) => candidate.productId === back.product_id);
          if (!line) throw httpError(400, fulfilmentMessages.notInOrder, 'NOT_IN_ORDER', [{ field: `items.${index}.product_id`, message: fulfilmentMessages.notInOrder }]);
          if (back.quantity > line.quantity - line.restockedQuantity) {
            const message = fulfilmentMessages.restockTooMany(line.productName);
            throw httpError(400, message, 'RESTOCK_TOO_MANY', [{ field: `items.${index}.quantity`, message }]);
          }
          await restock(tx, line.id, line.productId, back.quantity);
          line.restockedQuantity += back.quantity;
        }
      }
      const [row] = await tx.insert(orderRefunds).values({ orderId, amountCents, reason: body.reason, restock: body.restock, status: 'pending', actorId: user.id }).returning();
      if (!row) throw new Error('refund insert returned nothing');
      await recordAudit(tx, actorOf(user), {
        action: 'order.refund',
        target: { type: 'order', id: orderId },
        before: { refundable: toDollars(left) },
        after: { refundable: toDollars(left - amountCents), amount: body.amount, reason: body.reason, restock: body.restock, items: body.restock ? body.items : [] },
      });
      const done = await refundAtProvider(tx, order, amountCents, body.reason);
      await tx.update(orderRefunds).set({ status: done.status, providerRefundId: done.id }).where(eq(orderRefunds.id, row.id));
      return { order, customer };
    });
    await mail(refundMail(result.order, result.customer, amountCents, body.reason));
    return adminView(db, orderId);
  }

  /** A late payment for goods sold meanwhile: cancelled and refunded in full by the shop itself. */
  async function cancelSoldOut(orderId: number, productNames: string[]): Promise<void> {
    await cancel(null, orderId, `Sold out while the payment was open: ${productNames.join(', ')}`);
  }

  /** `GET /api/admin/orders/:id/packing-slip`: a paid order's lines and where they go. */
  async function packingSlip(orderId: number): Promise<PackingSlip> {
    const [row] = await db.select({ order: orders, customer: customerFields }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(and(eq(orders.id, orderId), ne(orders.status, 'pending')));
    if (!row || row.order.status !== 'paid') throw notFound();
    const details = await orderDetails(db, [orderId]);
    return {
      order_id: orderId,
      created_at: row.order.createdAt.toISOString(),
      paid_at: row.order.paidAt ? row.order.paidAt.toISOString() : null,
      customer_name: row.order.deliverySnapshot?.address?.full_name ?? `${row.customer.firstName} ${row.customer.lastName}`,
      delivery: row.order.deliverySnapshot,
      items: (details.items.get(orderId) ?? []).map((item) => ({ product_id: item.productId, product_name: item.productName, quantity: item.quantity })),
      fulfilment: toFulfilment(row.order, details.events.get(orderId) ?? []),
    };
  }

  // ------------------------------------------------------------ mails

  /** A mail never fails the step it tells about: the step is done and audited. */
  async function mail(message: OutgoingMail): Promise<void> {
    try {
      await mailer.send(message);
    } catch (error) {
      log.error({ err: error, subject: message.subject }, 'a fulfilment mail could not be sent');
    }
  }

  type Customer = { email: string; firstName: string };
  const orderLink = (order: OrderRow) => `${publicUrl}/orders/${order.id}`;
  const orderMail = (order: OrderRow, customer: Customer, subject: string, intro: string, outro: string): OutgoingMail =>
    linkMail({ to: customer.email, subject, greeting: `Hello ${customer.firstName},`, intro, action: 'View your order', link: orderLink(order), outro });

  function deliveryWords(delivery: OrderDelivery | null): string {
    if (!delivery) return '';
    if (delivery.option.kind === 'pickup' && delivery.option.pickup_point) {
      const point = delivery.option.pickup_point;
      return ` It is waiting for you at ${delivery.option.name} (${point.address.line1}, ${point.address.city}; ${point.opening_hours}).`;
    }
    return delivery.address ? ` It goes to ${delivery.address.line1}, ${delivery.address.city}.` : '';
  }

  function stepMail(order: OrderRow, customer: Customer, status: 'processing' | 'shipped' | 'delivered'): OutgoingMail {
    switch (status) {
      case 'processing':
        return orderMail(order, customer, `We are preparing your Nyansa order #${order.id}`, `Good news: we are packing your order #${order.id}.`, 'We will write again when it leaves us.');
      case 'shipped': {
        const carrier = order.carrier ? carrierNames[order.carrier] : 'the carrier';
        const link = trackingUrl(order.carrier, order.trackingNumber);
        const pickup = order.deliverySnapshot?.option.kind === 'pickup';
        const intro = pickup
          ? `Your order #${order.id} is ready.${deliveryWords(order.deliverySnapshot)}`
          : `Your order #${order.id} is on its way with ${carrier}, tracking number ${order.trackingNumber ?? ''}.${link ? ` Track it: ${link}` : ''}`;
        return orderMail(order, customer, pickup ? `Your Nyansa order #${order.id} is ready` : `Your Nyansa order #${order.id} has shipped`, intro, 'Thank you for shopping with Nyansa.');
      }
      case 'delivered':
        return orderMail(order, customer, `Your Nyansa order #${order.id} was delivered`, `Your order #${order.id} was delivered. We hope you love it.`, 'Something not right? Reply to this mail and we will help.');
    }
  }

  function cancelMail(order: OrderRow, customer: Customer, refundedCents: number, reason: string): OutgoingMail {
    const money = formatPrice(toDollars(refundedCents), order.currency);
    const intro = `Your order #${order.id} was cancelled${reason ? ` (${reason})` : ''}.${refundedCents > 0 ? ` We have refunded ${money} to the card or account you paid with; it can take a few working days to show.` : ''}`;
    return orderMail(order, customer, `Your Nyansa order #${order.id} was cancelled`, intro, 'We are sorry for the trouble.');
  }

  function refundMail(order: OrderRow, customer: Customer, amountCents: number, reason: string): OutgoingMail {
    const money = formatPrice(toDollars(amountCents), order.currency);
    return orderMail(order, customer, `Refund of ${money} for your Nyansa order #${order.id}`, `We have refunded ${money} for order #${order.id} (${reason}). It can take a few working days to show.`, 'Thank you for your patience.');
  }

  return { queue, advance, cancel, refund, cancelSoldOut, packingSlip };
}

export type FulfilmentService = ReturnType<typeof createFulfilmentService>;
