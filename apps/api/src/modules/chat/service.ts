import type { PackageType, Product } from '@nyansa/contract';
import { and, desc, eq, lt, min, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../auth/guard';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { analyses, chatMessages, users } from '../../db/schema/index';
import { uploadKeyFromUrl } from '../../storage/signed-urls';
import { findCurrentSubscription, isCurrentlyActive } from '../subscriptions/service';
import { analysisConcerns, type AssistantInput, type AssistantReply, type ChatTurn, type LatestAnalysis } from './assistant/assistant';
import { readTurnContext } from './assistant/memory';
import { asksOrderStatus, describeLatestOrder, orderStatusForVisitor } from '../orders/order-status-answer';
import { answerFromCatalog, type ProductFinder } from './product-finder';

/** Turns given to the assistant as context, and turns kept per user in the database. */
export const contextTurns = 12;
export const keptTurns = 40;

export interface ChatReply {
  content: string;
  products: Product[];
}

/** A language model writing the answer for a signed-in user from the local one (CHAT_PROVIDER=openai). */
export interface ChatModel {
  /** `findProducts`: the catalog search its search_catalog tool goes through (the assistant's own seam). */
  answer(input: AssistantInput, local: AssistantReply, findProducts: ProductFinder): Promise<string>;
}

export interface ChatServiceDeps {
  database: Database;
  clock: Clock;
  /** null: the local assistant answers alone. */
  model: ChatModel | null;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Finds, in the whole catalog, the products the assistant may show for a message (the catalog search). */
  findProducts: ProductFinder;
}

export function createChatService({ database: { db }, clock, model, publicUrl, log, findProducts }: ChatServiceDeps) {
  async function history(userId: number): Promise<ChatTurn[]> {
    const rows = await db
      .select({ role: chatMessages.role, content: chatMessages.content, context: chatMessages.context })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.id))
      .limit(contextTurns);
    return rows.reverse().map(({ role, content, context: stored }) => {
      const context = role === 'user' ? readTurnContext(stored) : null;
      return { role, content, intent: context?.intent ?? null, context };
    });
  }

  /** Stores a question (with what it meant: its context) and its answer in one statement, so a conversation never keeps half an exchange. */
  async function remember(userId: number, question: ChatTurn, answer: ChatTurn): Promise<void> {
    await db.insert(chatMessages).values([
      { userId, role: question.role, content: question.content, context: question.context ?? null },
      { userId, role: answer.role, content: answer.content, context: null },
    ]);
    // Only recent turns matter for follow-ups; older ones are dropped rather than kept forever.
    const recent = db
      .select({ id: chatMessages.id })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId))
      .orderBy(desc(chatMessages.id))
      .limit(keptTurns)
      .as('recent');
    await db
      .delete(chatMessages)
      .where(and(eq(chatMessages.userId, userId), lt(chatMessages.id, db.select({ oldest: min(recent.id) }).from(recent))));
  }

  /** The analysis the message refers to (its photo link), else the user's latest one. */
  async function latestAnalysis(userId: number, imageUrl: string | null | undefined): Promise<LatestAnalysis | null> {
    const key = imageUrl ? uploadKeyFromUrl(imageUrl, publicUrl) : null;
    const [row] = await db
      .select({ diagnosis: analyses.diagnosis, concerns: sql<unknown>`${analyses.result} -> 'concerns'`, createdAt: analyses.createdAt })
      .from(analyses)
      .where(and(eq(analyses.userId, userId), key === null ? undefined : eq(analyses.imageKey, key)))
      .orderBy(desc(analyses.createdAt), desc(analyses.id))
      .limit(1);
    if (!row) return key ? latestAnalysis(userId, null) : null;
    return { diagnosis: row.diagnosis, concerns: analysisConcerns(row.concerns), date: row.createdAt.toISOString().slice(0, 10) };
  }

  /** The caller's active plan, so a subscriber of AI + Dermatologist hears how to ask one. */
  async function activePlan(userId: number): Promise<PackageType | null> {
    const row = await findCurrentSubscription(db, userId);
    return row && isCurrentlyActive(row, clock.now()) ? row.packageType : null;
  }

  async function reply(user: AuthUser | null, message: string, imageUrl?: string | null): Promise<ChatReply> {
    // "Where is my order?" is answered from the shopper's real latest order, before the assistant.
    if (asksOrderStatus(message)) {
      if (!user) return { content: orderStatusForVisitor(), products: [] };
      const content = await describeLatestOrder(db, user.id, publicUrl);
      await remember(user.id, { role: 'user', content: message, context: null }, { role: 'bot', content });
      return { content, products: [] };
    }

    const input: Omit<AssistantInput, 'catalog'> = { message, signedIn: user !== null };
    if (user) {
      const [turns, analysis, names, plan] = await Promise.all([
        history(user.id),
        latestAnalysis(user.id, imageUrl),
        db.select({ firstName: users.firstName }).from(users).where(eq(users.id, user.id)),
        activePlan(user.id),
      ]);
      input.history = turns;
      input.latestAnalysis = analysis;
      input.firstName = names[0]?.firstName ?? null;
      input.plan = plan;
    }
    // The products of this message's query, from the whole catalog: the assistant answers from them alone.
    const { reply: local, catalog } = await answerFromCatalog(input, findProducts);
    const byId = new Map(catalog.map((product) => [product.product_id, product]));
    let content = local.content;
    // Visitors get the short local answer; a model is only asked on behalf of a signed-in user.
    if (user && model) {
      try {
        content = await model.answer({ ...input, catalog }, local, findProducts);
      } catch (error) {
        log.warn({ err: error }, 'chat provider failed; answering with the local assistant');
      }
    }
    if (user) {
      await remember(user.id, { role: 'user', content: message, context: local.context }, { role: 'bot', content });
    }
    const shown = local.products.map((match) => byId.get(match.product_id)).filter((product): product is Product => product !== undefined);
    return { content, products: shown };
  }

  return { reply };
}
export type ChatService = ReturnType<typeof createChatService>;
