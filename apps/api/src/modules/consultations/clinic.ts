import {
  analysisParameterSchema,
  clinicHistoryAnalyses,
  concernScoresSchema,
  consultationMessages,
  skinToneSchema,
  type ClinicPatientHistory,
  type ClinicQueueItem,
  type ClinicRequest,
  type Consultation,
  type Pagination,
} from '@nyansa/contract';
import { aliasedTable, and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import type { AuthUser } from '../../auth/guard';
import type { AppDb, Database } from '../../db/database';
import { analyses, chatMessages, consultationProducts, consultations, products, users, type ConsultationRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { httpError } from '../../lib/errors';
import { offsetOf, pageOf } from '../../lib/pagination';
import type { Mailer } from '../../mail/mailer';
import type { UploadUrlSigner } from '../../storage/signed-urls';
import { recordAudit } from '../admin/audit';
import { inCatalog } from '../catalog/service';
import { replyMail } from './mail';
import { isOverdue, suggestedProducts, toConsultations } from './service';

// The dermatologists' side: the queue of unanswered requests, claiming one, replying to it, the
// answered ones. A dermatologist sees the photo (a short-lived signed link), the measured
// parameters, the result with its headline, concern scores and skin tone as the shopper saw them,
// the question, the intake answers and the times; opening one request, the same patient's other
// analyses and requests; never who the customer is.

const parametersSchema = z.record(z.string(), analysisParameterSchema);
const skinToneOrNone = z.nullable(skinToneSchema);
const claimer = aliasedTable(users, 'claimer');

export interface ClinicDeps {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  photoLinks: UploadUrlSigner;
  publicUrl: string;
  /** The shop's currency, for the suggested products' prices in the mail. */
  currency: string;
  log: FastifyBaseLogger;
}

const notFound = () => httpError(404, consultationMessages.notFound, 'CONSULTATION_NOT_FOUND');

export function createClinic({ database: { db }, clock, mailer, photoLinks, publicUrl, currency, log }: ClinicDeps) {
  const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`;

  interface Found {
    view: ClinicQueueItem;
    /** Kept on the server: the patient's history is looked up by it, never sent. */
    patientId: number;
    analysisId: number;
  }

  async function items(where: SQL, page?: { order: SQL[]; limit: number; offset: number }): Promise<Found[]> {
    const query = db
      .select({
        consultation: consultations,
        imageKey: analyses.imageKey,
        diagnosis: analyses.diagnosis,
        parameters: sql<unknown>`${analyses.result} -> 'parameters'`,
        headline: analyses.headline,
        scores: sql<unknown>`${analyses.result} -> 'scores'`,
        skinTone: sql<unknown>`${analyses.result} -> 'skin_tone'`,
        analysedAt: analyses.createdAt,
        claimer: { id: claimer.id, firstName: claimer.firstName, lastName: claimer.lastName },
      })
      .from(consultations)
      .innerJoin(analyses, eq(analyses.id, consultations.analysisId))
      .leftJoin(claimer, eq(claimer.id, consultations.claimedBy))
      .where(where)
      .$dynamic();
    const rows = page
      ? await query.orderBy(...page.order).limit(page.limit).offset(page.offset)
      : await query.orderBy(asc(consultations.createdAt), asc(consultations.id));
    const answered = rows.filter((row) => row.consultation.status === 'answered').map((row) => row.consultation.id);
    const suggestions = await suggestedProducts(db, answered);
    const now = clock.now();
    return rows.map((row) => {
      const c = row.consultation;
      const parameters = parametersSchema.safeParse(row.parameters);
      const scores = concernScoresSchema.safeParse(row.scores);
      // Stored with the scores since they exist (null: not measured); an analysis without scores has no skin tone either.
      const skinTone = skinToneOrNone.safeParse(row.skinTone);
      const view: ClinicQueueItem = {
        id: c.id,
        status: c.status,
        analysis: {
          image_url: row.imageKey === null ? null : photoLinks.sign(row.imageKey),
          parameters: parameters.success ? parameters.data : {},
          result: row.diagnosis,
          analysed_at: row.analysedAt.toISOString(),
          ...(row.headline !== null ? { headline: row.headline } : {}),
          ...(scores.success ? { scores: scores.data, skin_tone: skinTone.success ? skinTone.data : null } : {}),
        },
        question: c.question,
        intake: c.intake ?? null,
        created_at: c.createdAt.toISOString(),
        due_at: c.dueAt.toISOString(),
        overdue: isOverdue(c, now),
        claimed_by: row.claimer && c.claimedBy !== null ? { id: row.claimer.id, name: nameOf(row.claimer) } : null,
        claimed_at: c.claimedAt ? c.claimedAt.toISOString() : null,
        reply:
          c.status === 'answered' && c.reply !== null && c.answeredAt !== null
            ? {
                text: c.reply,
                dermatologist_name: c.answeredByName ?? '',
                answered_at: c.answeredAt.toISOString(),
                products: (suggestions.get(c.id) ?? []).map((product) => ({ id: product.product_id, name: product.product_name })),
              }
            : null,
      };
      return { view, patientId: c.userId, analysisId: c.analysisId };
    });
  }

  /** Every unanswered request, oldest first; overdue ones stay until answered (nothing drops out). */
  async function queue(): Promise<ClinicQueueItem[]> {
    return (await items(ne(consultations.status, 'answered'))).map((found) => found.view);
  }

  async function item(id: number): Promise<ClinicQueueItem> {
    const [found] = await items(eq(consultations.id, id));
    if (!found) throw notFound();
    return found.view;
  }

  /**
   * One request with its patient's history, for a dermatologist who may see it: any unanswered
   * request (the queue is shared), an answered one only by who answered it (404 otherwise).
   */
  async function request(dermatologist: AuthUser, id: number): Promise<ClinicRequest> {
    const visible = or(ne(consultations.status, 'answered'), eq(consultations.answeredBy, dermatologist.id));
    const [found] = await items(and(eq(consultations.id, id), visible)!);
    if (!found) throw notFound();
    return { ...found.view, history: await patientHistory(found) };
  }

  /**
   * The patient's other analyses (the latest few) and every request about them, in one query;
   * newest first. The request's own analysis is shown with it, so it is not listed again.
   */
  async function patientHistory({ patientId, analysisId, view: current }: Found): Promise<ClinicPatientHistory> {
    const latest = db
      .select({ id: analyses.id })
      .from(analyses)
      .where(eq(analyses.userId, patientId))
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(clinicHistoryAnalyses);
    const rows = await db
      .select({
        analysis: { id: analyses.id, createdAt: analyses.createdAt, diagnosis: analyses.diagnosis, headline: analyses.headline },
        scores: sql<unknown>`${analyses.result} -> 'scores'`,
        consultation: consultations,
      })
      .from(analyses)
      .leftJoin(consultations, eq(consultations.analysisId, analyses.id))
      .where(and(eq(analyses.userId, patientId), inArray(analyses.id, latest)))
      .orderBy(desc(analyses.createdAt), desc(analyses.id), desc(consultations.createdAt), desc(consultations.id));
    const history: ClinicPatientHistory = { analyses: [], consultations: [] };
    const listed = new Set<number>();
    for (const row of rows) {
      const { analysis, consultation: c } = row;
      if (!listed.has(analysis.id) && analysis.id !== analysisId) {
        listed.add(analysis.id);
        const scores = concernScoresSchema.safeParse(row.scores);
        history.analyses.push({
          id: analysis.id,
          analysed_at: analysis.createdAt.toISOString(),
          result: analysis.diagnosis,
          ...(analysis.headline !== null ? { headline: analysis.headline } : {}),
          ...(scores.success ? { scores: scores.data } : {}),
        });
      }
      if (c && c.id !== current.id) {
        history.consultations.push({
          id: c.id,
          analysis_id: c.analysisId,
          question: c.question,
          intake: c.intake ?? null,
          status: c.status,
          created_at: c.createdAt.toISOString(),
          reply:
            c.status === 'answered' && c.reply !== null && c.answeredAt !== null
              ? { text: c.reply, dermatologist_name: c.answeredByName ?? '', answered_at: c.answeredAt.toISOString() }
              : null,
        });
      }
    }
    history.consultations.sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    return history;
  }

  /** The requests this dermatologist answered, the latest answer first, a page at a time. */
  async function answered(dermatologist: AuthUser, query: { page: number; limit: number }): Promise<{ data: ClinicQueueItem[]; pagination: Pagination }> {
    const where = and(eq(consultations.status, 'answered'), eq(consultations.answeredBy, dermatologist.id))!;
    const [counted] = await db.select({ total: count() }).from(consultations).where(where);
    const found = await items(where, { order: [desc(consultations.answeredAt), desc(consultations.id)], limit: query.limit, offset: offsetOf(query) });
    return { data: found.map((entry) => entry.view), pagination: pageOf(query, counted?.total ?? 0) };
  }

  /** Why a request could not move as asked, from its current state. */
  async function refusal(id: number, me: number, wanted: 'claim' | 'release' | 'reply'): Promise<Error> {
    const [row] = await db.select().from(consultations).where(eq(consultations.id, id));
    if (!row) return notFound();
    if (row.status === 'answered') return httpError(409, consultationMessages.alreadyAnswered, 'CONSULTATION_ANSWERED');
    if (row.status === 'claimed' && row.claimedBy !== me) {
      const message = wanted === 'release' ? consultationMessages.notClaimedByYou : consultationMessages.claimedByAnother;
      return httpError(409, message, 'CONSULTATION_CLAIMED');
    }
    if (wanted === 'reply') return httpError(409, consultationMessages.claimFirst, 'CONSULTATION_NOT_CLAIMED');
    return httpError(409, consultationMessages.notClaimedByYou, 'CONSULTATION_NOT_CLAIMED');
  }

  /** Takes an open request (claiming one's own claim again changes nothing). */
  async function claim(dermatologist: AuthUser, id: number): Promise<ClinicQueueItem> {
    const now = clock.now();
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(consultations)
        .set({ status: 'claimed', claimedBy: dermatologist.id, claimedAt: now, updatedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.status, 'open')))
        .returning({ id: consultations.id });
      if (row) {
        await recordAudit(tx, dermatologist, { action: 'consultation.claim', target: { type: 'consultation', id }, before: { status: 'open' }, after: { status: 'claimed' } });
      }
      return row !== undefined;
    });
    if (!claimed) {
      const [row] = await db.select({ status: consultations.status, claimedBy: consultations.claimedBy }).from(consultations).where(eq(consultations.id, id));
      if (!(row?.status === 'claimed' && row.claimedBy === dermatologist.id)) throw await refusal(id, dermatologist.id, 'claim');
    }
    return item(id);
  }

  /** Gives a claimed request back to the queue for another dermatologist. */
  async function release(dermatologist: AuthUser, id: number): Promise<ClinicQueueItem> {
    const now = clock.now();
    const released = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(consultations)
        .set({ status: 'open', claimedBy: null, claimedAt: null, updatedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.status, 'claimed'), eq(consultations.claimedBy, dermatologist.id)))
        .returning({ id: consultations.id });
      if (row) {
        await recordAudit(tx, dermatologist, { action: 'consultation.release', target: { type: 'consultation', id }, before: { status: 'claimed' }, after: { status: 'open' } });
      }
      return row !== undefined;
    });
    if (!released) throw await refusal(id, dermatologist.id, 'release');
    return item(id);
  }

  /**
   * Answers a request the dermatologist claimed: the reply (kept as written, shown as text), the
   * suggested products, the audit row and a note in the customer's chat in one transaction; then
   * the customer is mailed.
   */
  async function reply(dermatologist: AuthUser, id: number, text: string, productIds: number[]): Promise<Consultation> {
    const unique = [...new Set(productIds)];
    if (unique.length > 0) {
      const known = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, unique), inCatalog));
      if (known.length !== unique.length) {
        throw httpError(400, consultationMessages.unknownProducts, 'UNKNOWN_PRODUCTS', [{ field: 'product_ids', message: consultationMessages.unknownProducts }]);
      }
    }
    const [me] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, dermatologist.id));
    const name = me ? nameOf(me) : dermatologist.email;
    const now = clock.now();
    const answered = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(consultations)
        .set({ status: 'answered', reply: text, answeredBy: dermatologist.id, answeredByName: name, answeredAt: now, updatedAt: now })
        .where(and(eq(consultations.id, id), eq(consultations.status, 'claimed'), eq(consultations.claimedBy, dermatologist.id)))
        .returning();
      if (!row) return null;
      if (unique.length > 0) {
        await tx.insert(consultationProducts).values(unique.map((productId, position) => ({ consultationId: id, productId, position })));
      }
      await recordAudit(tx, dermatologist, {
        action: 'consultation.reply',
        target: { type: 'consultation', id },
        before: { status: 'claimed' },
        after: { status: 'answered', product_ids: unique },
      });
      await noteInChat(tx, row, name);
      return row;
    });
    if (!answered) throw await refusal(id, dermatologist.id, 'reply');
    const [view] = await toConsultations(db, [answered], now);
    await mailCustomer(answered, view!);
    return view!;
  }

  /** The reply in the customer's chat, so the assistant knows of it when they ask next. */
  async function noteInChat(tx: AppDb, row: ConsultationRow, name: string): Promise<void> {
    const content = `Dermatologist ${name} answered your question about your skin analysis:\n${row.reply ?? ''}`;
    await tx.insert(chatMessages).values({ userId: row.userId, role: 'bot', content });
  }

  async function mailCustomer(row: ConsultationRow, view: Consultation): Promise<void> {
    try {
      const [customer] = await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, row.userId));
      const [analysis] = await db.select({ createdAt: analyses.createdAt }).from(analyses).where(eq(analyses.id, row.analysisId));
      if (!customer || !view.reply) return;
      await mailer.send(replyMail({ to: customer.email, firstName: customer.firstName, reply: view.reply, analysedAt: analysis?.createdAt ?? null, link: `${publicUrl}/skin-analysis`, currency }));
    } catch (error) {
      // The reply stands and shows on the analysis; only the mail is missing.
      log.error({ err: error, consultationId: row.id }, 'the reply mail could not be sent');
    }
  }

  return { queue, request, answered, claim, release, reply };
}
