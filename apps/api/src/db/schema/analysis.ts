import { sql } from 'drizzle-orm';
import { bigserial, check, foreignKey, index, integer, jsonb, pgTable, real, serial, text } from 'drizzle-orm/pg-core';
import type { ScoredConcern } from '@nyansa/contract';
import type { TurnContext } from '../../modules/chat/assistant/memory';
import { createdAt, oneOf } from './columns';
import { users } from './core';

// Skin analyses with their private photos, and the chat assistant's recent conversation per user.

export const chatRoles = ['user', 'bot'] as const;

export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    // Key of the re-encoded photo in upload storage, shared by the analyses of one photo (analysed
    // again); the file goes with the last of them. NULL once the photo was deleted and the
    // measurements kept (the owner's choice, or the retention period passed).
    imageKey: text('image_key'),
    diagnosis: text('diagnosis').notNull(),
    // The whole analysis answer (parameters, recommendations, concerns, summary, face map regions,
    // scores, skin tone) as returned.
    result: jsonb('result').notNull(),
    // The finding in one sentence and each concern's score (null: not measured), read by the history
    // list and its trend charts without the whole result; null on analyses stored before them.
    headline: text('headline'),
    scores: jsonb('scores').$type<Record<ScoredConcern, number | null>>(),
    confidence: real('confidence'),
    model: text('model').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('analyses_confidence_check', sql`${t.confidence} IS NULL OR (${t.confidence} >= 0 AND ${t.confidence} <= 1)`),
    foreignKey({ name: 'analyses_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('analyses_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('analyses_image_key_idx').on(t.imageKey),
  ],
);

/** Recent chat turns, so follow-up questions make sense on any API instance; trimmed per user. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').notNull(),
    role: text('role', { enum: chatRoles }).notNull(),
    content: text('content').notNull(),
    /** On a question: what it meant (intent, constraints, what was suggested), so a follow-up builds on it. */
    context: jsonb('context').$type<TurnContext>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('chat_messages_role_check', oneOf(t.role, chatRoles)),
    check('chat_messages_content_check', sql`length(${t.content}) <= 20000`),
    foreignKey({ name: 'chat_messages_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('chat_messages_user_idx').on(t.userId, t.id.desc().nullsFirst()),
  ],
);
