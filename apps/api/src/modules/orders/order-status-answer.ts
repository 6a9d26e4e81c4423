import { carrierNames, chatMessages, formatPrice, toDollars } from '@nyansa/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { orderEvents, orderRefunds, orders } from '../../db/schema/index';
import { trackingUrl } from '../fulfilment/service';

// The chat assistant's answer to "where is my order" (and its paraphrases), read from the
// shopper's real latest order. The chat asks this before its assistant.

const orderWords = '(?:order|parcel|package|delivery|items?|stuff|purchase)';
const orderStatusQuestion = new RegExp(
  [
    `where(?:'s|s| is| are)\\s+(?:my|the)\\s+${orderWords}`,
    `track(?:ing)?\\s+(?:my\\s+|the\\s+)?${orderWords}`,
    `(?:has|have|did|was|were)\\s+my\\s+${orderWords}\\s+(?:been\\s+)?(?:ship|sent|dispatch|post|arriv|deliver|left)`,
    `(?:order|delivery|shipping|parcel|package)\\s+status`,
    `status\\s+of\\s+my\\s+${orderWords}`,
    `when\\s+(?:will|does|is)\\s+my\\s+${orderWords}`,
    `is\\s+my\\s+${orderWords}\\s+(?:on\\s+(?:its|the)\\s+way|coming|shipped|ready|here)`,
  ].join('|'),
  'i',
);

/** Whether a chat message asks where the shopper's order is. */
export function asksOrderStatus(message: string): boolean {
  return orderStatusQuestion.test(message);
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The answer for a visitor: orders are private. */
export function orderStatusForVisitor(): string {
  return `I can tell you where your order is once you are signed in. ${chatMessages.loginForMore}`;
}

/** Where the shopper's newest order is, in the shop's words; a link to its page ends the answer. */
export async function describeLatestOrder(db: AppDb, userId: number, publicUrl: string): Promise<string> {
  // The newest order that is paid or waiting for payment; else the newest at all.
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, ['paid', 'pending'])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  if (!order) {
    const [other] = await db.select().from(orders).where(and(eq(orders.userId, userId), ne(orders.status, 'paid'))).orderBy(desc(orders.createdAt)).limit(1);
    if (!other) return 'You have no orders yet. Once you place one, ask me and I will tell you where it is.';
    return `Your latest order #${other.id} (${day(other.createdAt)}) was not paid, so nothing was sent. Your cart is still there whenever you want to check out again.`;
  }
  const link = `See it at ${publicUrl}/orders/${order.id}`;
  if (order.status === 'pending') return `Your order #${order.id} (${day(order.createdAt)}) is waiting for payment. Once it is paid we start packing it. ${link}`;

  const delivery = order.deliverySnapshot;
  const pickup = delivery?.option.kind === 'pickup' ? delivery.option : null;
  const estimate = delivery ? ` (usually ${delivery.option.estimate_days[0]}-${delivery.option.estimate_days[1]} working days)` : '';
  const paid = order.paidAt ? ` paid on ${day(order.paidAt)}` : ' paid';
  switch (order.fulfilmentStatus) {
    case 'unfulfilled':
      return `Your order #${order.id} was${paid} and is waiting to be packed${pickup ? ` for pickup at ${pickup.name}` : delivery ? ` for ${delivery.option.name}${estimate}` : ''}. We will mail you at each step. ${link}`;
    case 'processing':
      return `We are packing your order #${order.id}${pickup ? ` for pickup at ${pickup.name}` : ''}. We will mail you when it ${pickup ? 'is ready' : 'ships'}. ${link}`;
    case 'shipped': {
      if (pickup) {
        const point = pickup.pickup_point;
        return `Your order #${order.id} is ready to collect${point ? ` at ${point.address.line1}, ${point.address.city} (open ${point.opening_hours})` : ''}. ${link}`;
      }
      const [shipped] = await db.select({ at: orderEvents.createdAt }).from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'shipped'))).orderBy(desc(orderEvents.id)).limit(1);
      const carrier = order.carrier ? carrierNames[order.carrier] : 'our courier';
      const url = trackingUrl(order.carrier, order.trackingNumber);
      return `Your order #${order.id} is on its way: it shipped${shipped ? ` on ${day(shipped.at)}` : ''} with ${carrier}, tracking number ${order.trackingNumber ?? 'not given'}.${url ? ` Track it here: ${url}` : ''} ${link}`;
    }
    case 'delivered': {
      const [delivered] = await db.select({ at: orderEvents.createdAt }).from(orderEvents).where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.status, 'delivered'))).orderBy(desc(orderEvents.id)).limit(1);
      return `Your order #${order.id} was delivered${delivered ? ` on ${day(delivered.at)}` : ''}. We hope you enjoy it! ${link}`;
    }
    case 'cancelled': {
      const refunds = await db.select({ amountCents: orderRefunds.amountCents }).from(orderRefunds).where(and(eq(orderRefunds.orderId, order.id), ne(orderRefunds.status, 'failed')));
      const refunded = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
      return `Your order #${order.id} was cancelled${refunded > 0 ? ` and ${formatPrice(toDollars(refunded), order.currency)} was refunded to how you paid` : ''}. ${link}`;
    }
  }
}
