import { analysisParameterSchema, concernScoresSchema, consultationMessages, skinToneSchema, type ClinicQueueItem, type Consultation } from '@nyansa/contract';
import { aliasedTable, and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import * as z from 'zod/mini';
import type { AuthUser } from '../../auth/guard';
import type { AppDb, Database } from '../../db/database';
import { analyses, chatMessages, consultationProducts, consultations, products, users, type ConsultationRow } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { httpError } from '../../lib/errors';
import type { Mailer } from '../../mail/mailer';
import type { UploadUrlSigner } from '../../storage/signed-urls';
import { recordAudit } from '../admin/audit';
import { inCatalog } from '../catalog/service';
import { replyMail } from './mail';
import { isOverdue, toConsultations } from './service';

// The dermatologists' side: the queue of unanswered requests, claiming one, replying to it. A
// dermatologist sees the photo (a short-lived signed link), the measured parameters, the result with
// its headline, concern scores and skin tone as the shopper saw them, the question and the times;
// nothing else of the customer.

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

  async function items(where: SQL): Promise<ClinicQueueItem[]> {
    const rows = await db
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
      .orderBy(asc(consultations.createdAt), asc(consultations.id));
    const now = clock.now();
    return rows.map((row) => {
      const c = row.consultation;
      const parameters = parametersSchema.safeParse(row.parameters);
      const scores = concernScoresSchema.safeParse(row.scores);
      // Stored with the scores since they exist (null: not measured); an analysis without scores has no skin tone either.
      const skinTone = skinToneOrNone.safeParse(row.skinTone);
      return {
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
        created_at: c.createdAt.toISOString(),
        due_at: c.dueAt.toISOString(),
        overdue: isOverdue(c, now),
        claimed_by: row.claimer && c.claimedBy !== null ? { id: row.claimer.id, name: nameOf(row.claimer) } : null,
        claimed_at: c.claimedAt ? c.claimedAt.toISOString() : null,
      };
    });
  }

  /** Every unanswered request, oldest first; overdue ones stay until answered (nothing drops out). */
  function queue(): Promise<ClinicQueueItem[]> {
    return items(ne(consultations.status, 'answered'));
  }

  async function item(id: number): Promise<ClinicQueueItem> {
    const [found] = await items(eq(consultations.id, id));
    if (!found) throw notFound();
    return found;
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

  return { queue, claim, release, reply };
}
