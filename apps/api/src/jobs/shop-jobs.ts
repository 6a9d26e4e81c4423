import { and, asc, eq, gt, isNotNull, lt, lte } from 'drizzle-orm';
import type { AppDb } from '../db/database';
import { consultations, orders, payments, subscriptions } from '../db/schema/index';
import type { Clock } from '../lib/clock';
import type { PaymentsService } from '../modules/payments/service';
import type { PhotoRetention } from '../modules/privacy/photos';
import type { Job } from './scheduler';

const minute = 60_000;
const hour = 60 * minute;

/** A payment still pending after this long missed its return and its webhook (or is still open). */
export const reconcileAfterMs = 15 * minute;
/** Older pending payments are left alone: the provider's page expired long ago. */
export const reconcileWithinMs = 3 * 24 * hour;
/** An order's units stay reserved this long for its payment; after that they go back to the shelf. */
export const reservationMs = 30 * minute;
/** An overdue request claimed this long ago and still unanswered goes back to the queue. */
export const staleClaimMs = 2 * hour;

export interface ShopJobsDeps {
  db: AppDb;
  clock: Clock;
  payments: PaymentsService;
  /** Analysis photos past their retention period go (the measurements stay). */
  photos: Pick<PhotoRetention, 'expire'>;
}

/** The shop's scheduled work; each is safe to run again and on any instance. */
export function shopJobs({ db, clock, payments: paymentsService, photos }: ShopJobsDeps): Job[] {
  return [
    {
      // Plans are checked against the clock when read; this makes the stored flag say so too,
      // so reports and the one-active-plan index see expired plans as ended.
      name: 'expire-subscriptions',
      everyMs: 10 * minute,
      async run() {
        const now = clock.now();
        const ended = await db
          .update(subscriptions)
          .set({ isActive: false })
          .where(and(eq(subscriptions.isActive, true), isNotNull(subscriptions.endDate), lte(subscriptions.endDate, now)))
          .returning({ id: subscriptions.id });
        return ended.length > 0 ? `${ended.length} plan(s) ended` : null;
      },
    },
    {
      // The provider is asked about payments whose return and webhook never came; a success is
      // applied exactly once like any other (payments.applied_at under a row lock).
      name: 'reconcile-payments',
      everyMs: 5 * minute,
      async run() {
        const now = clock.now().getTime();
        const pending = await db
          .select({ reference: payments.reference })
          .from(payments)
          .where(and(eq(payments.status, 'pending'), lt(payments.createdAt, new Date(now - reconcileAfterMs)), gt(payments.createdAt, new Date(now - reconcileWithinMs))))
          .orderBy(asc(payments.createdAt))
          .limit(100);
        let paid = 0;
        for (const { reference } of pending) {
          // successOnly: a page still open is reported "abandoned" by Paystack, and may still be paid.
          const after = await paymentsService.refreshQuietly(reference, { successOnly: true });
          if (after?.status === 'success') paid += 1;
        }
        return pending.length > 0 ? `${pending.length} pending payment(s) checked, ${paid} found paid` : null;
      },
    },
    {
      // Stock held by an order nobody paid goes back after reservationMs: the provider is asked
      // first (a success is applied as any other); a payment made later still counts, and takes
      // its units again if they are there (else the order is refunded).
      name: 'expire-unpaid-orders',
      everyMs: 5 * minute,
      async run() {
        const cutoff = new Date(clock.now().getTime() - reservationMs);
        const stale = await db
          .select({ reference: payments.reference })
          .from(payments)
          .innerJoin(orders, eq(orders.id, payments.orderId))
          .where(and(eq(orders.status, 'pending'), eq(payments.status, 'pending'), lt(payments.createdAt, cutoff)))
          .orderBy(asc(payments.createdAt))
          .limit(100);
        let expired = 0;
        for (const { reference } of stale) {
          const after = await paymentsService.refreshQuietly(reference, { successOnly: true });
          if (after?.status === 'success') continue;
          if (await paymentsService.expire(reference)) expired += 1;
        }
        return stale.length > 0 ? `${stale.length} unpaid order(s) checked, ${expired} expired and restocked` : null;
      },
    },
    {
      // A dermatologist who claimed a request and let it run overdue gives it back, so another can answer.
      name: 'release-overdue-consultations',
      everyMs: 5 * minute,
      async run() {
        const now = clock.now();
        const released = await db
          .update(consultations)
          .set({ status: 'open', claimedBy: null, claimedAt: null, updatedAt: now })
          .where(and(eq(consultations.status, 'claimed'), lt(consultations.dueAt, now), lt(consultations.claimedAt, new Date(now.getTime() - staleClaimMs))))
          .returning({ id: consultations.id });
        return released.length > 0 ? `${released.length} overdue request(s) back in the queue: ${released.map((r) => r.id).join(', ')}` : null;
      },
    },
    {
      // The privacy page's promise: analysis photos are kept for photoRetentionDays, then deleted.
      name: 'expire-analysis-photos',
      everyMs: hour,
      async run() {
        const removed = await photos.expire();
        return removed > 0 ? `${removed} analysis photo(s) past the retention period deleted` : null;
      },
    },
  ];
}
