import fs from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

export const migrationsDir = path.join(import.meta.dirname, 'migrations');

/** Applies every migrations/NNNN_name.sql not yet recorded, in order, each in its own transaction. */
export async function migrate(database: Database, dir = migrationsDir): Promise<string[]> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const script = fs.readFileSync(path.join(dir, file), 'utf8');
    // The lock is taken before the check, so a second process waits and then sees the file applied.
    const ran = await database.exclusive(async (tx) => {
      await tx.exec(
        'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.length > 0) return false;
      await tx.exec(script);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
