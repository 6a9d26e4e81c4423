import type { AuditAction, AuditEntry, AuditTargetType, Pagination } from '@nyansa/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import { pageOf } from '../../lib/pagination';
import { auditLog } from '../../db/schema/index';

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

/** One page of the audit log, newest first. */
export async function auditPage(db: AppDb, query: { action?: AuditAction | undefined; page: number; limit: number }): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
  const where = query.action ? eq(auditLog.action, query.action) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const total = counted?.total ?? 0;
  return {
    data: rows.map((row) => ({
      id: row.id,
      actor_id: row.actorId,
      actor_email: row.actorEmail,
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      before: row.before,
      after: row.after,
      created_at: row.createdAt.toISOString(),
    })),
    pagination: pageOf(query, total),
  };
}

