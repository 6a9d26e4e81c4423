import type { AuditAction, AuditEntry, AuditTargetType, Pagination } from '@nyansa/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppDb } from '../../db/database';
import { pageOf } from '../../lib/pagination';
import { auditLog, brands, consultations, deliveryOptions, orders, products, reviews, users } from '../../db/schema/index';

/** Who did it: a signed-in staff member, or null for the command line (npm run admin); an account deleting itself leaves no email. */
export type Actor = { id: number; email: string | null } | null;

export interface AuditRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: number };
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes one audit row; call it with the transaction of the change, so both land or neither does. */
export async function recordAudit(tx: AppDb, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor?.id ?? null,
    actorEmail: actor?.email ?? null,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    before: record.before ?? null,
    after: record.after ?? null,
  });
}

const targetUser = alias(users, 'target_user');
const asker = alias(users, 'asker');
const reviewer = alias(users, 'reviewer');
const reviewedProduct = alias(products, 'reviewed_product');
const buyer = alias(users, 'buyer');
const isTarget = (type: AuditTargetType, id: AnyPgColumn) => and(eq(auditLog.targetType, type), eq(auditLog.targetId, id));

/**
 * What the target is called, read in the page's one query: a person's email, a product's name (a
 * removed one: the name its audit rows kept), a brand's name, whose request or review it is, an
 * order's number and buyer, a delivery option's name.
 * Null when the target is gone and left no name behind.
 */
const targetLabel = sql<string | null>`CASE ${auditLog.targetType}
  WHEN 'user' THEN ${targetUser.email}
  WHEN 'product' THEN coalesce(${products.name}, ${auditLog.before} ->> 'product_name', ${auditLog.after} ->> 'product_name')
  WHEN 'brand' THEN ${brands.name}
  WHEN 'consultation' THEN 'Request from ' || ${asker.email}
  WHEN 'review' THEN 'Review of ' || ${reviewedProduct.name} || ' by ' || ${reviewer.email}
  WHEN 'order' THEN 'Order #' || ${auditLog.targetId} || coalesce(' of ' || ${buyer.email}, '')
  WHEN 'delivery_option' THEN ${deliveryOptions.name}
END`;

/** One page of the audit log, newest first, each target named. */
export async function auditPage(db: AppDb, query: { action?: AuditAction | undefined; page: number; limit: number }): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ entry: auditLog, label: targetLabel })
      .from(auditLog)
      .leftJoin(targetUser, isTarget('user', targetUser.id))
      .leftJoin(products, isTarget('product', products.id))
      .leftJoin(brands, isTarget('brand', brands.id))
      .leftJoin(consultations, isTarget('consultation', consultations.id))
      .leftJoin(asker, eq(asker.id, consultations.userId))
      .leftJoin(reviews, isTarget('review', reviews.id))
      .leftJoin(reviewedProduct, eq(reviewedProduct.id, reviews.productId))
      .leftJoin(reviewer, eq(reviewer.id, reviews.userId))
      .leftJoin(orders, isTarget('order', orders.id))
      .leftJoin(buyer, eq(buyer.id, orders.userId))
      .leftJoin(deliveryOptions, isTarget('delivery_option', deliveryOptions.id))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: rows.map(({ entry: row, label }) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      target: { type: row.targetType, id: row.targetId, label: label ?? null },
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    pagination: pageOf(query, total),
  };
}

