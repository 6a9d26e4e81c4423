import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Drizzle over either driver: services use only what both share. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;
type Row = Record<string, unknown>;

/** What the migration runner may run: a multi-statement script, and single parameterised statements. */
export interface ScriptRunner {
  exec(script: string): Promise<void>;
  query<T extends object = Row>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  /** Every query of the app: Drizzle's builder, or its typed `sql` template, in services. */
  db: AppDb;
  /** Rejects when the database does not answer (the health check). */
  ping(): Promise<void>;
  /** The migration runner's: fn in one transaction holding a cluster-wide lock, so parallel starts migrate once. */
  exclusive<T>(fn: (tx: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * Runs fn unless another process (any instance on this database and schema) is running fn under
   * the same name: a PostgreSQL session advisory lock, tried, never waited for. False when skipped.
   */
  whileLocked(name: string, fn: () => Promise<void>): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; unset means PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite folder; unset means in memory (tests). */
  dataDir?: string | undefined;
  /** PostgreSQL schema to use (tests get one each); created when missing. */
  pgSchema?: string | undefined;
  /** postgres.js pool size. */
  maxConnections?: number;
}

/**
 * The client as Drizzle sees it, its statements kept (prepared) on each connection: Drizzle sends
 * every query through `unsafe`, which postgres.js does not prepare, so a statement with parameters
 * took two round trips (its parameters' types described first, then run) and was parsed each time.
 * Kept, a statement already run on a connection takes one round trip.
 */
function keptStatements(client: postgres.Sql): postgres.Sql {
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'unsafe') return Reflect.get(target, property, receiver) as unknown;
      return (query: string, parameters?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) => target.unsafe(query, parameters, { prepare: true, ...options });
    },
  });
}

/** The advisory lock of `exclusive`; the catalog seed takes it too, so parallel starts seed once. */
export const exclusiveLockKey = 4_242_0001;

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return createPostgres(options.databaseUrl, options);
  // PGlite (about 40 MB resident once imported) loads only for a shop without DATABASE_URL.
  const { createPglite } = await import('./pglite');
  return createPglite(options.dataDir);
}

async function createPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  const pgSchema = options.pgSchema;
  if (pgSchema && !/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`Bad schema name ${pgSchema}`);
  if (pgSchema) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE SCHEMA IF NOT EXISTS "${pgSchema}"`);
    await admin.end();
  }
  const client = postgres(url, {
    max: options.maxConnections ?? 10,
    onnotice: () => {},
    connection: {
      ...(pgSchema ? { search_path: pgSchema } : {}),
      // Many small statements at once on a few cores: a parallel plan's workers cost more to start
      // than they save, and start even for a branch the statement then skips (a relevance search's
      // second tier: 19.6 ms of its 28 ms on PostgreSQL with 100,000 products).
      max_parallel_workers_per_gather: '0',
      // Kept statements are planned for their values every time, as unnamed ones were (a generic
      // plan cannot tell how many products a search word matches).
      plan_cache_mode: 'force_custom_plan',
    },
  });
  const db = drizzlePostgres(keptStatements(client), { schema }) as unknown as AppDb;
  return {
    kind: 'postgres',
    db,
    ping: () => ping(db),
    async exclusive<T>(fn: (tx: ScriptRunner) => Promise<T>) {
      const result = await client.begin(async (tx) => {
        await tx.unsafe('SELECT pg_advisory_xact_lock($1)', [exclusiveLockKey]);
        return fn({
          exec: async (script) => {
            await tx.unsafe(script);
          },
          query: async <R extends object>(text: string, params: unknown[] = []) =>
            (await tx.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as R[],
        });
      });
      return result as T;
    },
    async whileLocked(name, fn) {
      // Session locks live on one connection: hold one for the whole run. The key includes the
      // schema, so shops (or tests) sharing a database in schemas of their own never block each other.
      const connection = await client.reserve();
      const key = `nyansa:${name}`;
      try {
        const [row] = await connection<{ locked: boolean }[]>`SELECT pg_try_advisory_lock(hashtext(current_schema() || ${key})) AS locked`;
        if (!row?.locked) return false;
        try {
          await fn();
        } finally {
          await connection`SELECT pg_advisory_unlock(hashtext(current_schema() || ${key}))`;
        }
        return true;
      } finally {
        connection.release();
      }
    },
    async close() {
      await client.end({ timeout: 5 });
    },
  };
}

/** `whileLocked` for a database only this process uses. */
export function inProcessLocks(): Database['whileLocked'] {
  const running = new Set<string>();
  return async (name, fn) => {
    if (running.has(name)) return false;
    running.add(name);
    try {
      await fn();
      return true;
    } finally {
      running.delete(name);
    }
  };
}

/**
 * The rows of a statement the builder cannot say (a CTE chain, INSERT ... SELECT with defaults),
 * written with the typed `sql` template: keys are the SQL names; timestamps come as text.
 */
export async function rowsOf<T extends Row>(db: AppDb, statement: SQL): Promise<T[]> {
  const result: unknown = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Bare column names (no table), for INSERT column lists and SET targets written with the `sql` template. */
export function bare(...columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
}

/** The health check's query. */
export async function ping(db: AppDb): Promise<void> {
  await db.execute(sql`SELECT 1`);
}

/** Drops a test schema and everything in it. */
export async function dropPgSchema(url: string, pgSchema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(pgSchema)) throw new Error(`Bad schema name ${pgSchema}`);
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`DROP SCHEMA IF EXISTS "${pgSchema}" CASCADE`);
  } finally {
    await admin.end();
  }
}
