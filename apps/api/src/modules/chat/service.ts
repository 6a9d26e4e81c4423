import type { PackageType, Product } from '@nyansa/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../auth/guard';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { LiveCatalog } from '../../lib/live-catalog';
import { uploadKeyFromUrl } from '../../storage/signed-urls';
import { findCurrentSubscription, isCurrentlyActive } from '../subscriptions/service';
import { analysisConcerns, answerLocally, type AssistantInput, type ChatTurn, type LatestAnalysis } from './assistant/assistant';
import { readTurnContext, storeTurnContext } from './assistant/memory';
import { withDetails } from './catalog-details';
import { answerWithOpenAi } from './openai-chat';

/** Turns given to the assistant as context, and turns kept per user in the database. */
export const contextTurns = 12;
export const keptTurns = 40;

export interface ChatReply {
  content: string;
  products: Product[];
}

export interface ChatServiceDeps {
  database: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** The products the assistant may recommend. */
  catalog: LiveCatalog;
}

export function createChatService({ database, config, log, catalog: liveCatalog }: ChatServiceDeps) {
  async function history(userId: number): Promise<ChatTurn[]> {
    const rows = await database.query<{ role: 'user' | 'bot'; content: string; intent: string | null; query: string | null }>(
      `SELECT role, content, intent, query FROM chat_messages WHERE user_id = $1 ORDER BY id DESC LIMIT $2`,
      [userId, contextTurns],
    );
    return rows.reverse().map(({ role, content, intent, query }) => {
      const context = role === 'user' ? readTurnContext(intent, query) : null;
      return { role, content, intent: context?.intent ?? null, context };
    });
  }

  /**
   * Stores a question and its answer in one statement, so a conversation never keeps half an exchange.
   * The question's context (JSON) goes in `query` until chat_messages has a column of its own for it.
   */
  async function remember(userId: number, question: ChatTurn, answer: ChatTurn): Promise<void> {
    const context = question.context ? storeTurnContext(question.context) : null;
    await database.query(
      `INSERT INTO chat_messages (user_id, role, content, intent, query)
       VALUES ($1, $2, $3, $4, $5), ($1, $6, $7, NULL, NULL)`,
      [userId, question.role, question.content, question.intent ?? null, context, answer.role, answer.content],
    );
    // Only recent turns matter for follow-ups; older ones are dropped rather than kept forever.
    await database.query(
      `DELETE FROM chat_messages WHERE user_id = $1 AND id < (
         SELECT min(id) FROM (SELECT id FROM chat_messages WHERE user_id = $1 ORDER BY id DESC LIMIT $2) AS recent)`,
      [userId, keptTurns],
    );
  }

  /** The analysis the message refers to (its photo link), else the user's latest one. */
  async function latestAnalysis(userId: number, imageUrl: string | null | undefined): Promise<LatestAnalysis | null> {
    const key = imageUrl ? uploadKeyFromUrl(imageUrl, config.publicUrl) : null;
    const rows = await database.query<{ diagnosis: string; concerns: unknown; created_at: Date | string }>(
      `SELECT diagnosis, result -> 'concerns' AS concerns, created_at FROM analyses
        WHERE user_id = $1 AND ($2::text IS NULL OR image_key = $2)
        ORDER BY created_at DESC, id DESC LIMIT 1`,
      [userId, key],
    );
    const row = rows[0];
    if (!row) return key ? latestAnalysis(userId, null) : null;
    return { diagnosis: row.diagnosis, concerns: analysisConcerns(row.concerns), date: new Date(row.created_at).toISOString().slice(0, 10) };
  }

  /** The caller's active plan, so a subscriber of AI + Dermatologist hears how to ask one. */
  async function activePlan(userId: number): Promise<PackageType | null> {
    const row = await findCurrentSubscription(database.db, userId);
    return row && isCurrentlyActive(row, new Date()) ? row.packageType : null;
  }

  async function reply(user: AuthUser | null, message: string, imageUrl?: string | null): Promise<ChatReply> {
    const products = await liveCatalog();
    const byId = new Map(products.map((product) => [product.product_id, product]));
    const input: AssistantInput = { message, signedIn: user !== null, catalog: withDetails(products) };
    if (user) {
      const [turns, analysis, names, plan] = await Promise.all([
        history(user.id),
        latestAnalysis(user.id, imageUrl),
        database.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [user.id]),
        activePlan(user.id),
      ]);
      input.history = turns;
      input.latestAnalysis = analysis;
      input.firstName = names[0]?.first_name ?? null;
      input.plan = plan;
    }

    const local = answerLocally(input);
    let content = local.content;
    // Visitors get the short local answer; a model is only asked on behalf of a signed-in user.
    if (user && config.chatProvider === 'openai') {
      try {
        content = await answerWithOpenAi(config.openai, input, local);
      } catch (error) {
        log.warn({ err: error }, 'chat provider failed; answering with the local assistant');
      }
    }
    if (user) {
      await remember(user.id, { role: 'user', content: message, intent: local.intent, context: local.context }, { role: 'bot', content });
    }
    const shown = local.products.map((match) => byId.get(match.product_id)).filter((product): product is Product => product !== undefined);
    return { content, products: shown };
  }

  return { reply };
}
export type ChatService = ReturnType<typeof createChatService>;
