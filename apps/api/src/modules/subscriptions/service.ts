import {
  aiAccessPlans,
  planPrice,
  plans,
  toCents,
  type BillingCycle,
  type PackageType,
  type Pricing,
  type Subscription,
} from '@nyansa/contract';
import { and, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/database';
import { subscriptions, type SubscriptionRow } from '../../db/schema/index';
import { lockUser } from '../payments/user-lock';

/** True only for an active, unexpired ai_analysis plan (spec section 4). */
export async function hasAiAccess(database: Database, userId: number, now: Date = new Date()): Promise<boolean> {
  const rows = await database.db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.isActive, true),
        inArray(subscriptions.packageType, [...aiAccessPlans]),
        or(isNull(subscriptions.endDate), gt(subscriptions.endDate, now)),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export function planPriceCents(packageType: PackageType, cycle: BillingCycle): number {
  return toCents(planPrice(packageType, cycle));
}

export function pricing(): Pricing {
  const entry = (id: PackageType) => ({ monthly: plans[id].monthly, yearly: plans[id].yearly });
  return { basic: entry('basic'), premium: entry('premium'), ai_analysis: entry('ai_analysis') };
}

/** True when a client-sent dollar amount is exactly the plan's price (no rounding in the client's favour). */
export function amountMatchesPlan(amount: number, packageType: PackageType, cycle: BillingCycle): boolean {
  return Math.abs(amount * 100 - planPriceCents(packageType, cycle)) < 1e-6;
}

/** One billing period later; the 31st becomes the last day of a shorter month. */
export function addCycle(start: Date, cycle: BillingCycle): Date {
  const months = cycle === 'yearly' ? 12 : 1;
  const end = new Date(start);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

export function isCurrentlyActive(row: SubscriptionRow, now: Date): boolean {
  return row.isActive && (row.endDate === null || row.endDate.getTime() > now.getTime());
}

export function toSubscriptionView(row: SubscriptionRow, now: Date): Subscription {
  return {
    subscription_id: row.id,
    id: row.id,
    package_type: row.packageType,
    billing_cycle: row.billingCycle,
    start_date: row.startDate.toISOString(),
    end_date: row.endDate ? row.endDate.toISOString() : null,
    is_active: isCurrentlyActive(row, now),
    status: isCurrentlyActive(row, now) ? 'active' : 'inactive',
    cancelled_at: row.cancelledAt ? row.cancelledAt.toISOString() : null,
  };
}

/** The active plan, else the latest one (shown inactive), else null. */
export async function findCurrentSubscription(db: AppDb, userId: number): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.isActive), desc(subscriptions.startDate), desc(subscriptions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Ends whatever plan is active and starts the new one from `now`. Call inside the transaction
 * that also records why (a verified payment or a basic sign-up), with the user locked.
 */
export async function activatePlan(
  tx: AppDb,
  userId: number,
  packageType: PackageType,
  cycle: BillingCycle,
  now: Date,
): Promise<SubscriptionRow> {
  const previous = await tx
    .update(subscriptions)
    .set({ isActive: false })
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)))
    .returning();
  // A paid plan that still runs is cut short at the switch, so its dates tell the truth.
  for (const row of previous) {
    if (row.endDate && row.endDate.getTime() > now.getTime()) {
      await tx.update(subscriptions).set({ endDate: now }).where(eq(subscriptions.id, row.id));
    }
  }
  const [created] = await tx
    .insert(subscriptions)
    .values({
      userId,
      packageType,
      billingCycle: cycle,
      startDate: now,
      endDate: packageType === 'basic' ? null : addCycle(now, cycle),
      isActive: true,
    })
    .returning();
  if (!created) throw new Error('subscription insert returned nothing');
  return created;
}

export type CancelOutcome = { cancelled: SubscriptionRow } | { cancelled: null; reason: 'none' | 'basic' };

/**
 * Cancels the active paid plan: it keeps its features until the end of the period paid for and is
 * not renewed (the expiry job ends it then). Cancelling it again answers it as it is; basic and
 * nothing are not cancellable.
 */
export async function cancelPaidPlan(db: AppDb, userId: number, now: Date): Promise<CancelOutcome> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [active] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)));
    if (!active || !isCurrentlyActive(active, now)) return { cancelled: null, reason: 'none' };
    if (active.packageType === 'basic') return { cancelled: null, reason: 'basic' };
    if (active.cancelledAt) return { cancelled: active };
    const [cancelled] = await tx
      .update(subscriptions)
      .set({ cancelledAt: now })
      .where(eq(subscriptions.id, active.id))
      .returning();
    return cancelled ? { cancelled } : { cancelled: null, reason: 'none' };
  });
}

/** Basic needs no payment: it starts at once (an active basic plan is kept as it is). */
export async function activateBasic(db: AppDb, userId: number, now: Date): Promise<SubscriptionRow> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [active] = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)));
    if (active && active.packageType === 'basic') return active;
    return activatePlan(tx, userId, 'basic', 'monthly', now);
  });
}
