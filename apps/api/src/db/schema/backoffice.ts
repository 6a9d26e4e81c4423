import { auditActions, auditTargetTypes, consultationStatuses, questionMaxLength, replyMaxLength, type ConsultationIntake } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import { bigserial, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { analyses } from './analysis';
import { createdAt, oneOf, timestamptz } from './columns';
import { products, users } from './core';
import { orders } from './payments';

// The back office: the staff audit log, dermatologist consultations, uploaded product images and
// the order receipts mailed once per paid order.

/** Every staff write, in the transaction of the change it records. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // NULL: the command line (npm run admin), or an account deleted since (actor_email still says who).
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action', { enum: auditActions }).notNull(),
    targetType: text('target_type', { enum: auditTargetTypes }).notNull(),
    targetId: integer('target_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('audit_log_action_check', oneOf(t.action, auditActions)),
    check('audit_log_target_type_check', oneOf(t.targetType, auditTargetTypes)),
    foreignKey({ name: 'audit_log_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }).onDelete('set null'),
    index('audit_log_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** A subscriber's question to a dermatologist about one analysis; at most one unanswered per analysis. */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    analysisId: integer('analysis_id').notNull(),
    question: text('question').notNull().default(''),
    // The shopper's optional intake answers (checked by the contract); null when none were given.
    intake: jsonb('intake').$type<ConsultationIntake>(),
    status: text('status', { enum: consultationStatuses }).notNull().default('open'),
    dueAt: timestamptz('due_at').notNull(),
    claimedBy: integer('claimed_by'),
    claimedAt: timestamptz('claimed_at'),
    answeredBy: integer('answered_by'),
    // The name the customer sees, kept as it was when the reply was sent.
    answeredByName: text('answered_by_name'),
    reply: text('reply'),
    answeredAt: timestamptz('answered_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('consultations_status_check', oneOf(t.status, consultationStatuses)),
    check('consultations_question_check', sql`length(${t.question}) <= ${sql.raw(String(questionMaxLength))}`),
    check('consultations_reply_check', sql`${t.reply} IS NULL OR length(${t.reply}) BETWEEN 1 AND ${sql.raw(String(replyMaxLength))}`),
    check(
      'consultations_answered_check',
      sql`(${t.status} = 'answered') = (${t.reply} IS NOT NULL AND ${t.answeredAt} IS NOT NULL AND ${t.answeredByName} IS NOT NULL)`,
    ),
    foreignKey({ name: 'consultations_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    // The customer deleting the analysis withdraws its requests.
    foreignKey({ name: 'consultations_analysis_id_fkey', columns: [t.analysisId], foreignColumns: [analyses.id] }).onDelete('cascade'),
    foreignKey({ name: 'consultations_claimed_by_fkey', columns: [t.claimedBy], foreignColumns: [users.id] }).onDelete('set null'),
    foreignKey({ name: 'consultations_answered_by_fkey', columns: [t.answeredBy], foreignColumns: [users.id] }).onDelete('set null'),
    // The plan's promise, kept by the database whatever races happen.
    uniqueIndex('consultations_one_open_per_analysis').on(t.analysisId).where(sql`${t.status} <> 'answered'`),
    index('consultations_queue_idx').on(t.createdAt, t.id).where(sql`${t.status} <> 'answered'`),
    index('consultations_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // A dermatologist's answered requests, latest first.
    index('consultations_answered_by_idx').on(t.answeredBy, t.answeredAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(sql`${t.status} = 'answered'`),
    check('consultations_intake_check', sql`${t.intake} IS NULL OR jsonb_typeof(${t.intake}) = 'object'`),
  ],
);

/** The catalog products a dermatologist suggested in a reply, in their order. */
export const consultationProducts = pgTable(
  'consultation_products',
  {
    consultationId: integer('consultation_id').notNull(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'consultation_products_pkey', columns: [t.consultationId, t.productId] }),
    foreignKey({ name: 'consultation_products_consultation_id_fkey', columns: [t.consultationId], foreignColumns: [consultations.id] }).onDelete('cascade'),
    foreignKey({ name: 'consultation_products_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
  ],
);

/** Uploaded product pictures: only keys listed here are served publicly under /images/products. */
export const productImages = pgTable(
  'product_images',
  {
    key: text('key').primaryKey(),
    productId: integer('product_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ name: 'product_images_product_id_fkey', columns: [t.productId], foreignColumns: [products.id] }).onDelete('cascade'),
    index('product_images_product_idx').on(t.productId),
  ],
);

/** One row per paid order, written in the payment's transaction: the receipt mail goes out once. */
export const orderReceipts = pgTable(
  'order_receipts',
  {
    orderId: integer('order_id').primaryKey(),
    createdAt: createdAt(),
    // Set when a sender takes the mail (cleared again when sending fails).
    sentAt: timestamptz('sent_at'),
  },
  (t) => [foreignKey({ name: 'order_receipts_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete('cascade')],
);

export type ConsultationRow = typeof consultations.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
