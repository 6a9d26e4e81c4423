import { bigserial, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './core';

// Mirrors migrations/0003_analysis.sql and 0004 (the SQL files are the source of truth for constraints).

export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Shared by the analyses of one photo (an earlier photo analysed again).
    imageKey: text('image_key').notNull(),
    diagnosis: text('diagnosis').notNull(),
    result: jsonb('result').notNull(),
    confidence: real('confidence'),
    model: text('model').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analyses_user_idx').on(table.userId, table.createdAt, table.id), index('analyses_image_key_idx').on(table.imageKey)],
);

export const chatTurns = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'bot'] }).notNull(),
    content: text('content').notNull(),
    intent: text('intent'),
    query: text('query'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_user_idx').on(table.userId, table.id)],
);
