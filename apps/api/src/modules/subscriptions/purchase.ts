import { subscriptionMessages, type BillingCycle, type PackageType } from '@nyansa/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { payments, type PaymentRow } from '../../db/schema/index';
import type { PaymentsContext } from '../payments/context';
import { newReference } from '../payments/service';
import { lockUser } from '../payments/user-lock';
import { planPriceCents } from './service';

/** An unpaid plan link is offered again for this long instead of opening a second payment. */
const reuseWindowMs = 30 * 60_000;
/** A payment whose link never arrived this long after creation was orphaned by a crash. */
const orphanAfterMs = 60_000;

type PaidPlan = Exclude<PackageType, 'basic'>;

/** Starts the payment of a paid plan; the plan itself starts when the payment is verified. */
export function createPlanPurchase(database: Database, currency: string, context: PaymentsContext) {
  const db = database.db;

  async function start(user: { id: number; email: string }, packageType: PaidPlan, cycle: BillingCycle) {
    const amountCents = planPriceCents(packageType, cycle);
    const { payment, created } = await db.transaction(async (tx): Promise<{ payment: PaymentRow; created: boolean }> => {
      await lockUser(tx, user.id);
      // A double click, or a second tab, gets the link already opened for the same plan.
      const [open] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.userId, user.id),
            eq(payments.purpose, 'subscription'),
            eq(payments.packageType, packageType),
            eq(payments.billingCycle, cycle),
            eq(payments.amountCents, amountCents),
            eq(payments.currency, currency),
            eq(payments.provider, context.provider.name),
            eq(payments.status, 'pending'),
            isNull(payments.appliedAt),
            gt(payments.createdAt, new Date(Date.now() - reuseWindowMs)),
          ),
        )
        .orderBy(desc(payments.id))
        .limit(1);
      if (open && (open.authorizationUrl || Date.now() - open.createdAt.getTime() < orphanAfterMs)) {
        return { payment: open, created: false };
      }
      const [inserted] = await tx
        .insert(payments)
        .values({
          reference: newReference('subscription'),
          userId: user.id,
          purpose: 'subscription',
          packageType,
          billingCycle: cycle,
          amountCents,
          currency,
          provider: context.provider.name,
        })
        .returning();
      if (!inserted) throw new Error('payment insert returned nothing');
      return { payment: inserted, created: true };
    });

    const paymentUrl =
      payment.authorizationUrl ??
      (created
        ? await context.payments.open(payment, user.email, context.callbackUrls.subscription, subscriptionMessages.initFailed)
        : await context.payments.awaitLink(payment.reference, subscriptionMessages.initFailed));
    return { success: true as const, payment_url: paymentUrl, reference: payment.reference };
  }

  return { start };
}
