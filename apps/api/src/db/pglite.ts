// PGlite, the embedded PostgreSQL of a shop without DATABASE_URL: its own module, so a shop on
// PostgreSQL never loads it (createDatabase imports it when it is needed).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inProcessLocks, ping, type AppDb, type Database, type ScriptRunner } from './database';
import * as schema from './schema/index';

/**
 * The contrib extensions the migrations create (catalog search: pg_trgm for typos and autocomplete);
 * every PGlite the app or its tests start passes these, or `CREATE EXTENSION` fails.
 */
export const pgliteExtensions = { pg_trgm } satisfies PGliteOptions['extensions'];

export async function createPglite(dataDir: string | undefined): Promise<Database> {
  let dir: string | undefined;
  if (dataDir) {
    dir = path.join(dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
  }
  return wrapPglite(await PGlite.create({ ...(dir ? { dataDir: dir } : {}), extensions: pgliteExtensions }));
}

/** A Database over a PGlite instance the caller created (tests start theirs from a prepared copy). */
export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as AppDb;
  return {
    kind: 'pglite',
    db,
    ping: () => ping(db),
    // One PGlite instance is one process and one connection: a transaction is exclusive already.
    async exclusive<T>(fn: (tx: ScriptRunner) => Promise<T>) {
      return client.transaction(async (tx) =>
        fn({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <R extends object>(text: string, params: unknown[] = []) => (await tx.query<R>(text, params)).rows,
        }),
      );
    },
    // One PGlite database belongs to one process: a lock within it is enough.
    whileLocked: inProcessLocks(),
    async close() {
      await client.close();
    },
  };
}
