import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Database, ScriptRunner } from './database';

/** What drizzle-kit generates from src/db/schema (`npm run db:generate`): NNNN_name.sql files and their journal. */
export const migrationsDir = path.join(import.meta.dirname, 'migrations');
/**
 * The hand-written migrations that made databases before the schema was the source (frozen).
 * Such a database is brought to their end and then counts as at the generated baseline.
 */
export const legacyMigrationsDir = path.join(import.meta.dirname, 'legacy-migrations');

export interface Migration {
  /** drizzle-kit's tag (`0000_baseline`), recorded in schema_migrations once applied. */
  name: string;
  statements: string[];
}

const journalSchema = z.object({ entries: z.array(z.object({ tag: z.string().regex(/^\d{4}_[\w-]+$/) })) });
const breakpoint = '--> statement-breakpoint';

/** The migrations of a drizzle-kit folder, in the journal's order. */
export function readMigrations(dir = migrationsDir): Migration[] {
  const journal = journalSchema.parse(JSON.parse(fs.readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')));
  return journal.entries.map(({ tag }) => ({
    name: tag,
    statements: fs
      .readFileSync(path.join(dir, `${tag}.sql`), 'utf8')
      .split(breakpoint)
      .map((statement) => statement.trim())
      .filter((statement) => statement !== ''),
  }));
}

function legacyFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort();
}

const createLedger = 'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())';

async function appliedNames(tx: ScriptRunner): Promise<Set<string>> {
  await tx.exec(createLedger);
  return new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((row) => row.name));
}

/**
 * drizzle-kit qualifies references with the schema "public"; they go to the connection's own
 * schema instead (the first of its search_path), where unqualified tables are created too.
 */
function inSchema(statement: string, schema: string): string {
  return schema === 'public' ? statement : statement.replaceAll('"public".', `"${schema.replaceAll('"', '""')}".`);
}

/**
 * A database the legacy migrations made (they are recorded, the baseline is not): its missing
 * legacy files run, and the baseline is recorded as applied instead of creating the tables again.
 */
async function adoptLegacyDatabase(tx: ScriptRunner, baseline: string, legacyDir: string): Promise<void> {
  const done = await appliedNames(tx);
  const legacy = legacyFiles(legacyDir);
  if (done.has(baseline) || !legacy.some((file) => done.has(file))) return;
  for (const file of legacy) {
    if (done.has(file)) continue;
    await tx.exec(fs.readFileSync(path.join(legacyDir, file), 'utf8'));
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
  }
  await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [baseline]);
}

/** Applies every migration not yet recorded, in order, each in its own transaction; returns the names applied. */
export async function migrate(database: Database, dir = migrationsDir, legacyDir = legacyMigrationsDir): Promise<string[]> {
  const migrations = readMigrations(dir);
  const baseline = migrations[0]?.name;
  if (baseline) await database.exclusive((tx) => adoptLegacyDatabase(tx, baseline, legacyDir));
  const applied: string[] = [];
  for (const migration of migrations) {
    // The lock is taken before the check, so a second process waits and then sees the migration applied.
    const ran = await database.exclusive(async (tx) => {
      if ((await appliedNames(tx)).has(migration.name)) return false;
      const [{ schema } = { schema: 'public' }] = await tx.query<{ schema: string }>('SELECT current_schema() AS schema');
      for (const statement of migration.statements) await tx.exec(inSchema(statement, schema));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
