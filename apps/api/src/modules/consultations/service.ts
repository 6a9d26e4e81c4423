import { analysisMessages, compactIntake, consultationAnswerHours, consultationMessages, type Consultation, type ConsultationIntake, type Product } from '@nyansa/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../auth/guard';
import type { AppDb, Database } from '../../db/database';
import { analyses, consultationProducts, consultations, products, type ConsultationRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { httpError } from '../../lib/errors';
import { inCatalog, productFields, toProduct } from '../catalog/service';
import { hasAiAccess } from '../subscriptions/service';

// The customer's side of the AI + Dermatologist plan: ask about one analysis, read the answers.

const answerMs = consultationAnswerHours * 60 * 60 * 1000;

export function isOverdue(row: Pick<ConsultationRow, 'status' | 'dueAt'>, now: Date): boolean {
  return row.status !== 'answered' && row.dueAt.getTime() < now.getTime();
}

/** The suggested products of each consultation that are still in the shop, in the dermatologist's order. */
export async function suggestedProducts(db: AppDb, consultationIds: number[]): Promise<Map<number, Product[]>> {
  const byConsultation = new Map<number, Product[]>();
  if (consultationIds.length === 0) return byConsultation;
  const rows = await db
    .select({ consultationId: consultationProducts.consultationId, product: productFields })
    .from(consultationProducts)
    .innerJoin(products, eq(products.id, consultationProducts.productId))
    .where(and(inArray(consultationProducts.consultationId, consultationIds), inCatalog))
    .orderBy(asc(consultationProducts.position));
  for (const row of rows) byConsultation.set(row.consultationId, [...(byConsultation.get(row.consultationId) ?? []), toProduct(row.product)]);
  return byConsultation;
}

/** Consultations as their customer sees them. */
export async function toConsultations(db: AppDb, rows: ConsultationRow[], now: Date): Promise<Consultation[]> {
  const suggestions = await suggestedProducts(
    db,
    rows.filter((row) => row.status === 'answered').map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    analysis_id: row.analysisId,
    question: row.question,
    intake: row.intake ?? null,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    overdue: isOverdue(row, now),
    reply:
      row.status === 'answered' && row.reply !== null && row.answeredAt !== null
        ? { text: row.reply, dermatologist_name: row.answeredByName ?? '', products: suggestions.get(row.id) ?? [], answered_at: row.answeredAt.toISOString() }
        : null,
  }));
}

/** The latest consultation of each of the user's analyses (for the analysis history). */
export async function latestConsultations(db: AppDb, userId: number, analysisIds: number[], now: Date): Promise<Map<number, Consultation>> {
  const latest = new Map<number, ConsultationRow>();
  if (analysisIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(consultations)
    .where(and(eq(consultations.userId, userId), inArray(consultations.analysisId, analysisIds)))
    .orderBy(desc(consultations.createdAt), desc(consultations.id));
  for (const row of rows) if (!latest.has(row.analysisId)) latest.set(row.analysisId, row);
  const views = await toConsultations(db, [...latest.values()], now);
  return new Map(views.map((view) => [view.analysis_id, view]));
}

export interface ConsultationsDeps {
  database: Database;
  clock: Clock;
}

export function createConsultations({ database, clock }: ConsultationsDeps) {
  const { db } = database;

  /**
   * A request about one of the user's analyses, due in 24 hours. Needs the ai_analysis plan; at
   * most one unanswered request per analysis, enforced by a unique index (so two taps make one).
   * The optional intake answers go with it (empty ones dropped).
   */
  async function ask(user: AuthUser, analysisId: number, question: string, intake: ConsultationIntake | null = null): Promise<Consultation> {
    const now = clock.now();
    if (!(await hasAiAccess(database, user.id, now))) throw httpError(403, analysisMessages.upgradeRequired, 'AI_ACCESS_REQUIRED');
    const [analysis] = await db
      .select({ id: analyses.id })
      .from(analyses)
      .where(and(eq(analyses.id, analysisId), eq(analyses.userId, user.id)));
    if (!analysis) throw httpError(404, analysisMessages.analysisNotFound, 'ANALYSIS_NOT_FOUND');
    const [created] = await db
      .insert(consultations)
      .values({ userId: user.id, analysisId, question, intake: compactIntake(intake), dueAt: new Date(now.getTime() + answerMs), createdAt: now, updatedAt: now })
      .onConflictDoNothing()
      .returning();
    if (!created) throw httpError(409, consultationMessages.alreadyOpen, 'CONSULTATION_OPEN');
    const [view] = await toConsultations(db, [created], now);
    return view!;
  }

  /** The user's requests and their replies, newest first; readable whatever plan they hold now. */
  async function mine(userId: number): Promise<Consultation[]> {
    const rows = await db
      .select()
      .from(consultations)
      .where(eq(consultations.userId, userId))
      .orderBy(desc(consultations.createdAt), desc(consultations.id));
    return toConsultations(db, rows, clock.now());
  }

  return { ask, mine };
}
