import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentVerifyResponse } from '@nyansa/contract';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb, Database } from '../../db/database';
import { cartItems, orderItems, orderRefunds, orders, payments, subscriptions, type PaymentRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { httpError } from '../../lib/errors';
import { queueReceipt, type Receipts } from '../orders/receipt';
import { releaseStock, retakeStock } from '../fulfilment/stock';
import { activatePlan, toSubscriptionView } from '../subscriptions/service';
import { PaymentProviderError, type PaymentProvider, type ProviderRefundUpdate, type ProviderTransaction } from './providers/index';
import { lockUser } from './user-lock';

export type PaymentPurpose = PaymentRow['purpose'];

export interface PaymentsServiceDeps {
  database: Database;
  provider: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The order confirmations, mailed once per paid order. */
  receipts: Receipts;
  /** How long a second request waits for the first one's payment link (ms). */
  linkWaitMs?: number;
  /** Cancels and refunds an order paid after its stock was released and sold meanwhile. */
  onSoldOut?: (orderId: number, productNames: string[]) => Promise<void>;
}

/** Server-made references only: the shopper never chooses one. Paystack allows [A-Za-z0-9.=-]. */
export function newReference(purpose: PaymentPurpose): string {
  return `nya-${purpose === 'order' ? 'ord' : 'sub'}-${randomBytes(12).toString('hex')}`;
}

/** Why a payment the provider calls successful must not be accepted, or null when it matches. */
function refusalOf(payment: PaymentRow, reported: ProviderTransaction): string | null {
  if (reported.reference !== payment.reference) return `reference ${reported.reference} instead of ${payment.reference}`;
  if (reported.currency.toUpperCase() !== payment.currency) return `currency ${reported.currency} instead of ${payment.currency}`;
  if (reported.amountCents !== payment.amountCents) return `amount ${reported.amountCents} instead of ${payment.amountCents} (minor units)`;
  return null;
}

export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { database, provider, clock, log, receipts } = deps;
  const db = database.db;
  const linkWaitMs = deps.linkWaitMs ?? 20_000;

  async function find(reference: string): Promise<PaymentRow | null> {
    const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
    return row ?? null;
  }

  /** A pending order whose payment failed: failed, and its units go back to stock. */
  async function markOrderFailed(tx: AppDb, orderId: number, now: Date): Promise<void> {
    const failed = await tx
      .update(orders)
      .set({ status: 'failed', updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (failed.length > 0) await releaseStock(tx, orderId);
  }

  /**
   * Order paid, and exactly the bought quantities leave the cart (lines added since stay). A
   * pending order still holds its units; one paid after they went back (its page stayed open past
   * expiry, or the cart changed) takes them again: the names of products gone meanwhile are returned.
   */
  async function fulfilOrder(tx: AppDb, payment: PaymentRow, orderId: number, paidAt: Date): Promise<string[]> {
    const [before] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update');
    const soldOut = before && before.status !== 'pending' ? await retakeStock(tx, orderId) : [];
    await tx.update(orders).set({ status: 'paid', paidAt, updatedAt: paidAt }).where(eq(orders.id, orderId));
    const bought = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const item of bought) {
      const line = and(eq(cartItems.userId, payment.userId), eq(cartItems.productId, item.productId));
      // Delete first: after the update a kept line could itself look fully bought.
      await tx.delete(cartItems).where(and(line, lte(cartItems.quantity, item.quantity)));
      await tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${item.quantity}`, updatedAt: paidAt })
        .where(and(line, gt(cartItems.quantity, item.quantity)));
    }
    return soldOut;
  }

  /**
   * Records what the provider reported, in one transaction. A success is applied exactly once
   * (payments.applied_at), whoever reports it first: the webhook, the return or a status call.
   */
  async function apply(reference: string, reported: ProviderTransaction): Promise<PaymentRow | null> {
    const known = await find(reference);
    if (!known) return null;
    const now = clock.now();
    // Set by the one transaction that marks the order paid: its receipt is mailed after the commit.
    let paidOrderId: number | null = null;
    let soldOut: string[] = [];
    const result = await db.transaction(async (tx) => {
      // Same lock order as checkout and plan changes (user, then payment), so they never deadlock.
      await lockUser(tx, known.userId);
      const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
      if (!payment || payment.appliedAt || reported.status === 'pending') return payment ?? null;

      if (reported.status !== 'success') {
        const [updated] = await tx
          .update(payments)
          .set({ status: reported.status, updatedAt: now })
          .where(and(eq(payments.id, payment.id), isNull(payments.appliedAt)))
          .returning();
        if (payment.orderId !== null) await markOrderFailed(tx, payment.orderId, now);
        return updated ?? payment;
      }

      const refusal = refusalOf(payment, reported);
      if (refusal) {
        log.error(
          { reference, expected: { amountCents: payment.amountCents, currency: payment.currency }, reported },
          `payment refused, not applied: ${refusal}`,
        );
        const [refused] = await tx
          .update(payments)
          .set({ status: 'failed', refusal, updatedAt: now })
          .where(eq(payments.id, payment.id))
          .returning();
        if (payment.orderId !== null) await markOrderFailed(tx, payment.orderId, now);
        return refused ?? payment;
      }

      const paidAt = reported.paidAt ?? now;
      const [applied] = await tx
        .update(payments)
        .set({ status: 'success', refusal: null, paidAt, appliedAt: now, updatedAt: now })
        .where(and(eq(payments.id, payment.id), isNull(payments.appliedAt)))
        .returning();
      if (!applied) return payment;

      if (applied.orderId !== null) {
        soldOut = await fulfilOrder(tx, applied, applied.orderId, paidAt);
        await queueReceipt(tx, applied.orderId);
        paidOrderId = applied.orderId;
        log.info({ reference, orderId: applied.orderId }, 'order paid');
        return applied;
      }
      if (applied.packageType === null || applied.billingCycle === null) throw new Error(`payment ${reference} has no plan`);
      const plan = await activatePlan(tx, applied.userId, applied.packageType, applied.billingCycle, now);
      const [linked] = await tx
        .update(payments)
        .set({ subscriptionId: plan.id })
        .where(eq(payments.id, applied.id))
        .returning();
      log.info({ reference, subscriptionId: plan.id, packageType: plan.packageType }, 'subscription activated');
      return linked ?? applied;
    });
    if (paidOrderId !== null) await sendReceipt(paidOrderId);
    if (paidOrderId !== null && soldOut.length > 0) await refundSoldOut(paidOrderId, soldOut);
    return result;
  }

  /** A late payment for goods sold meanwhile: the order is cancelled and refunded in full, never left paid for nothing. */
  async function refundSoldOut(orderId: number, names: string[]): Promise<void> {
    log.warn({ orderId, soldOut: names }, 'an order was paid after its stock was released and some of it is gone: cancelling and refunding');
    if (!deps.onSoldOut) return;
    try {
      await deps.onSoldOut(orderId, names);
    } catch (error) {
      log.error({ err: error, orderId }, 'the sold-out order could not be refunded automatically: an admin must cancel it');
    }
  }

  /** The receipt never fails the payment's answer: an unsent one stays queued. */
  async function sendReceipt(orderId: number): Promise<void> {
    try {
      await receipts.send(orderId);
    } catch (error) {
      log.error({ err: error, orderId }, 'the order confirmation could not be queued for sending');
    }
  }

  /**
   * Asks the provider about a payment not yet applied and records the answer. With
   * `successOnly`, an unfinished answer changes nothing: Paystack reports a payment page that is
   * still open as "abandoned", and a shopper checking out again may still pay there.
   */
  async function refresh(reference: string, options: { successOnly?: boolean } = {}): Promise<PaymentRow | null> {
    const payment = await find(reference);
    if (!payment || payment.appliedAt) return payment;
    if (payment.provider !== provider.name) {
      log.warn({ reference, madeWith: payment.provider, now: provider.name }, 'payment made with another provider: not verified');
      return payment;
    }
    const reported = await provider.verify(reference);
    // The provider never saw it (its initialization failed): nothing to record.
    if (!reported || (options.successOnly && reported.status !== 'success')) return payment;
    return apply(reference, reported);
  }

  /** Like refresh, for answers that must not fail when the provider is down: the last known state. */
  async function refreshQuietly(reference: string, options: { successOnly?: boolean } = {}): Promise<PaymentRow | null> {
    try {
      return await refresh(reference, options);
    } catch (error) {
      log.warn({ err: error, reference }, 'payment provider unavailable; answering with the last known state');
      return find(reference);
    }
  }

  /**
   * Starts a payment at the provider for a payments row just created (the caller created it),
   * and stores its link. On failure the payment (and its order) is failed and `failMessage` sent.
   */
  async function open(payment: PaymentRow, email: string, callbackUrl: string, failMessage: string): Promise<string> {
    try {
      const { authorizationUrl } = await provider.initialize({
        reference: payment.reference,
        email,
        amountCents: payment.amountCents,
        currency: payment.currency,
        callbackUrl,
        metadata: {
          purpose: payment.purpose,
          user_id: payment.userId,
          ...(payment.orderId !== null ? { order_id: payment.orderId } : {}),
          ...(payment.packageType !== null ? { package_type: payment.packageType, billing_cycle: payment.billingCycle ?? 'monthly' } : {}),
        },
      });
      await db
        .update(payments)
        .set({ authorizationUrl, updatedAt: clock.now() })
        .where(eq(payments.id, payment.id));
      return authorizationUrl;
    } catch (error) {
      log.error({ err: error, reference: payment.reference }, 'payment could not be started');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'failed', updatedAt: now })
          .where(and(eq(payments.id, payment.id), isNull(payments.appliedAt)));
        if (payment.orderId !== null) await markOrderFailed(tx, payment.orderId, now);
      });
      throw httpError(502, failMessage, error instanceof PaymentProviderError ? error.code : 'PAYMENT_START_FAILED');
    }
  }

  /** A second request for the same payment waits for the first one's link instead of starting another. */
  async function awaitLink(reference: string, failMessage: string): Promise<string> {
    const deadline = Date.now() + linkWaitMs;
    for (;;) {
      const payment = await find(reference);
      if (payment?.authorizationUrl) return payment.authorizationUrl;
      if (!payment || payment.status !== 'pending' || Date.now() > deadline) {
        throw httpError(502, failMessage, 'PAYMENT_START_FAILED');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The verify answer of the contract for one payment row. */
  async function describe(payment: PaymentRow): Promise<PaymentVerifyResponse['data']> {
    const base = { reference: payment.reference, status: payment.status, purpose: payment.purpose };
    if (payment.orderId !== null) return { ...base, order_id: payment.orderId };
    if (payment.subscriptionId === null) return base;
    const [plan] = await db.select().from(subscriptions).where(eq(subscriptions.id, payment.subscriptionId));
    return plan ? { ...base, subscription: toSubscriptionView(plan, clock.now()) } : base;
  }

  /**
   * An order's payment left unpaid too long: the payment is abandoned, the order cancelled and its
   * units go back to stock. Paid meanwhile (or applied already): nothing changes. True when it expired.
   */
  async function expire(reference: string): Promise<boolean> {
    const known = await find(reference);
    if (!known || known.appliedAt || known.orderId === null) return false;
    const orderId = known.orderId;
    const now = clock.now();
    return db.transaction(async (tx) => {
      await lockUser(tx, known.userId);
      const [payment] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
      if (!payment || payment.appliedAt || payment.status !== 'pending') return false;
      await tx.update(payments).set({ status: 'abandoned', updatedAt: now }).where(eq(payments.id, payment.id));
      const cancelled = await tx
        .update(orders)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
        .returning({ id: orders.id });
      if (cancelled.length === 0) return false;
      await releaseStock(tx, orderId);
      log.info({ reference, orderId }, 'unpaid order expired: its stock is released');
      return true;
    });
  }

  /** GET /api/payments/verify/:reference: the caller's payment only (404 for anyone else's). */
  async function verifyForUser(reference: string, userId: number): Promise<PaymentVerifyResponse['data']> {
    const payment = await find(reference);
    if (!payment || payment.userId !== userId) throw httpError(404, 'Payment not found', 'PAYMENT_NOT_FOUND');
    let current: PaymentRow | null;
    try {
      current = await refresh(reference);
    } catch (error) {
      log.warn({ err: error, reference }, 'payment could not be verified');
      throw httpError(502, 'The payment could not be verified right now. Please try again.', 'PAYMENT_PROVIDER_ERROR');
    }
    return describe(current ?? payment);
  }

  /**
   * The provider's word on a refund it had accepted: the order's pending refund of that amount (its
   * own id first, when the event names it) becomes processed or failed. Only pending refunds move,
   * so a repeated or late event changes nothing.
   */
  async function settleRefund(update: ProviderRefundUpdate): Promise<void> {
    if (update.status === 'pending') return;
    const payment = await find(update.reference);
    if (!payment?.orderId) {
      log.warn({ reference: update.reference }, 'refund webhook for an unknown order payment');
      return;
    }
    const orderId = payment.orderId;
    const pending = await db
      .select({ id: orderRefunds.id, providerRefundId: orderRefunds.providerRefundId })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, orderId), eq(orderRefunds.status, 'pending'), eq(orderRefunds.amountCents, update.amountCents)))
      .orderBy(asc(orderRefunds.id));
    const refund = pending.find((row) => update.id !== undefined && row.providerRefundId === update.id) ?? pending[0];
    if (!refund) {
      log.info({ orderId, status: update.status }, 'refund webhook matches no pending refund (already settled)');
      return;
    }
    const moved = await db
      .update(orderRefunds)
      .set({ status: update.status })
      .where(and(eq(orderRefunds.id, refund.id), eq(orderRefunds.status, 'pending')))
      .returning({ id: orderRefunds.id });
    // A failed refund gives nothing back: what is left to refund counts it out again, and staff may retry.
    if (moved.length > 0 && update.status === 'failed') log.warn({ orderId, refundId: refund.id, amountCents: update.amountCents }, 'the payment provider reports a refund failed');
  }

  /** POST /api/payments/webhook: throws a 401 error for a body the provider did not sign. */
  async function receiveWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<void> {
    const event = provider.parseWebhook(rawBody, headers);
    if (event.refund) {
      await settleRefund(event.refund);
      return;
    }
    if (!event.transaction) {
      log.info({ event: event.event }, 'webhook event ignored');
      return;
    }
    const payment = await find(event.transaction.reference);
    if (!payment) {
      log.warn({ event: event.event, reference: event.transaction.reference }, 'webhook for an unknown reference');
      return;
    }
    if (event.event !== 'charge.success' && event.transaction.status === 'success') return;
    await apply(payment.reference, event.transaction);
  }

  return { find, apply, refresh, refreshQuietly, open, awaitLink, describe, verifyForUser, receiveWebhook, expire };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
