import { checkoutMessages, deliveryMessages, toDollars, type CheckoutResponse, type OrderDelivery } from '@nyansa/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { cartItems, orderItems, orders, payments, products, type PaymentRow } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import type { PaymentsContext } from '../payments/context';
import { newReference } from '../payments/service';
import { lockUser } from '../payments/user-lock';
import { toCartDelivery, type DeliveryService, type ResolvedDelivery } from '../delivery/service';
import { lockStock, releaseStock, reserveStock } from '../fulfilment/stock';

/** A payment whose link never arrived this long after creation was orphaned by a crash. */
const orphanAfterMs = 60_000;

interface CheckoutDeps {
  database: Database;
  currency: string;
  payments: PaymentsContext;
  delivery: DeliveryService;
}

/** What the order keeps of its delivery: copies, without the address book's id and default mark. */
function deliverySnapshot(delivery: ResolvedDelivery): OrderDelivery {
  const { option, address, fee } = toCartDelivery(delivery);
  if (!address) return { option, address: null, fee };
  const { id: _id, is_default: _isDefault, ...copy } = address;
  return { option, address: copy, fee };
}

export function createCheckoutService({ database, currency, payments: context, delivery: deliveryService }: CheckoutDeps) {
  const db = database.db;
  const { payments: paymentsService, provider } = context;

  /** The shopper's order waiting for payment, with its payment. */
  async function pendingOrderPayment(userId: number): Promise<PaymentRow | null> {
    const [row] = await db
      .select({ payment: payments })
      .from(orders)
      .innerJoin(payments, eq(payments.orderId, orders.id))
      .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
    return row?.payment ?? null;
  }

  /**
   * Snapshots the cart at server prices into a pending order and starts its payment. The same
   * cart checked out again (or ten times at once) gets the same order and the same link.
   */
  async function checkout(user: { id: number; email: string }): Promise<CheckoutResponse> {
    // A payment that succeeded while nobody was watching is applied before deciding anything.
    const earlier = await pendingOrderPayment(user.id);
    if (earlier) await paymentsService.refreshQuietly(earlier.reference, { successOnly: true });

    const { payment, orderId, created } = await db.transaction(async (tx) => {
      await lockUser(tx, user.id);
      const lines = await tx
        .select({
          productId: products.id,
          name: products.name,
          priceCents: products.priceCents,
          quantity: cartItems.quantity,
        })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(and(eq(cartItems.userId, user.id), isNull(products.deletedAt)))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
      if (lines.length === 0) throw httpError(400, checkoutMessages.cartEmpty, 'CART_EMPTY');
      const itemsCents = lines.reduce((sum, l) => sum + l.priceCents * l.quantity, 0);
      // No choice made: pickup at the shop's default point (the spec's checkout takes no body).
      const delivery = await deliveryService.resolveForCart(tx, user.id, itemsCents);
      if (!delivery) throw httpError(409, deliveryMessages.noDefaultPickup, 'NO_DELIVERY');
      const deliveryKey = `delivery:${delivery.option.id}:${delivery.option.updatedAt.getTime()}:${delivery.address?.id ?? ''}:${delivery.address?.updatedAt.getTime() ?? ''}:${delivery.feeCents}`;
      const cartKey = [
        ...lines.map((l) => `${l.productId}:${l.quantity}:${l.priceCents}`).sort(),
        deliveryKey,
      ].join(',');
      const totalCents = itemsCents + delivery.feeCents;

      const [pending] = await tx
        .select({ order: orders, payment: payments })
        .from(orders)
        .innerJoin(payments, eq(payments.orderId, orders.id))
        .where(and(eq(orders.userId, user.id), eq(orders.status, 'pending')));
      if (pending) {
        const orphaned = !pending.payment.authorizationUrl && Date.now() - pending.payment.createdAt.getTime() > orphanAfterMs;
        const reusable =
          pending.order.cartKey === cartKey &&
          pending.order.currency === currency &&
          pending.payment.provider === provider.name &&
          pending.payment.status === 'pending' &&
          !orphaned;
        if (reusable) return { payment: pending.payment, orderId: pending.order.id, created: false };
        // The cart changed since: the old order gives way and its units go back (if it is still paid later, it counts).
        await tx.update(orders).set({ status: 'cancelled', updatedAt: new Date() }).where(eq(orders.id, pending.order.id));
        await lockStock(tx, pending.order.id, lines.map((l) => l.productId));
        await releaseStock(tx, pending.order.id);
      }

      // Never sold twice: the units are taken here, in the transaction that creates the order; a
      // line short of stock throws the contract's 409 and nothing is reserved or charged.
      const reserved = await reserveStock(tx, lines.map((l) => ({ productId: l.productId, name: l.name, quantity: l.quantity })));
      const [order] = await tx
        .insert(orders)
        .values({ userId: user.id, status: 'pending', totalCents, currency, cartKey, deliveryFeeCents: delivery.feeCents, deliverySnapshot: deliverySnapshot(delivery) })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: order.id,
          productId: l.productId,
          productName: l.name,
          unitPriceCents: l.priceCents,
          quantity: l.quantity,
          reservedQuantity: reserved.get(l.productId) ?? 0,
        })),
      );
      const [created] = await tx
        .insert(payments)
        .values({
          reference: newReference('order'),
          userId: user.id,
          purpose: 'order',
          orderId: order.id,
          amountCents: totalCents,
          currency,
          provider: provider.name,
        })
        .returning();
      if (!created) throw new Error('payment insert returned nothing');
      return { payment: created, orderId: order.id, created: true };
    });

    const paymentUrl =
      payment.authorizationUrl ??
      (created
        ? await paymentsService.open(payment, user.email, context.callbackUrls.order, checkoutMessages.failedRetry)
        : await paymentsService.awaitLink(payment.reference, checkoutMessages.failedRetry));
    return {
      success: true,
      message: created ? 'Order created. Continue to payment.' : 'Your order is waiting for payment.',
      payment_url: paymentUrl,
      order_id: orderId,
      total_amount: toDollars(payment.amountCents),
    };
  }

  return { checkout };
}
