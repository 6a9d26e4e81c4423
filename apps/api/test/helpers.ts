import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Role, User } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { buildApp, type App, type BuildOverrides } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config';
import { createDatabase, dropPgSchema, rowsOf, type Database } from '../src/db/database';
import { pgliteExtensions, wrapPglite } from '../src/db/pglite';
import type { Clock } from '../src/lib/clock';
import { setRole } from '../src/modules/admin/service';

/** A clock tests can move forward (token expiry, rate-limit windows). */
export interface TestClock extends Clock {
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

/** The app's database, plus plain SQL for tests to set up and inspect rows (the app itself has none). */
export type TestDatabase = Database & {
  /** One statement with $1, $2... parameters; rows as the driver returns them (timestamps may be text). */
  query<T extends object = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
};

export type TestApp = App & { testing: { config: AppConfig; database: TestDatabase; clock: TestClock } };

/** `database` with `query`: the text's $n become the statement's parameters. */
export function withQuery(database: Database): TestDatabase {
  const query = async <T extends object>(text: string, params: unknown[] = []): Promise<T[]> => {
    const parts = text.split(/\$(\d+)/);
    const statement = sql.join(parts.map((part, i) => (i % 2 === 1 ? sql.param(params[Number(part) - 1]) : sql.raw(part))));
    return (await rowsOf(database.db, statement)) as T[];
  };
  return Object.assign(database, { query });
}

export interface TestAppOptions extends BuildOverrides {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  /** A built shop to serve (default: none). */
  shopDistDir?: string;
  /** Its server renderer (default: none, every page is the browser shell). */
  shopRendererFile?: string;
}

/** True when this run targets PostgreSQL (vitest project "postgres"). */
export const onPostgres = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

/**
 * A fresh app on a fresh database: in-memory PGlite, or (project "postgres") a PostgreSQL schema of
 * its own, dropped on app.close(). Mails go to the dev mailbox unless env.SMTP_URL is given.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { env, shopDistDir, shopRendererFile, ...overrides } = options;
  const config = loadConfig({
    NODE_ENV: 'test',
    // Drawing every product picture ahead would only load the machine; images.test.ts turns it on.
    RENDER_AHEAD: 'off',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://shop.test',
    DATA_DIR: path.join(os.tmpdir(), `nyansa-test-${randomBytes(6).toString('hex')}`),
    JWT_SECRET: randomBytes(32).toString('hex'),
    ARGON2_MEMORY_COST: '1024',
    ARGON2_TIME_COST: '1',
    ...env,
  });
  config.shopDistDir = shopDistDir ?? path.join(config.dataDir, 'no-shop');
  config.shopRendererFile = shopRendererFile ?? path.join(config.dataDir, 'no-shop-renderer.js');
  const pgSchema = onPostgres ? `test_${randomBytes(6).toString('hex')}` : undefined;
  const databaseUrl = onPostgres ? process.env.TEST_DATABASE_URL : undefined;
  const database = overrides.database ?? (databaseUrl ? await createDatabase({ databaseUrl, pgSchema, maxConnections: 5 }) : await freshPglite());
  const clock = createTestClock();
  const app = await buildApp(config, { ...(overrides.logStream ? {} : { logger: false }), clock, ...overrides, database });
  app.addHook('onClose', async () => {
    if (overrides.database) return;
    await database.close();
    if (databaseUrl && pgSchema) await dropPgSchema(databaseUrl, pgSchema);
  });
  return Object.assign(app, { testing: { config, database: withQuery(database), clock } });
}

/** In-memory PGlite started from the run's migrated, seeded copy (test/pglite-template.ts), when there is one. */
async function freshPglite(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (!template || !fs.existsSync(template)) return createDatabase({});
  return wrapPglite(await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(template)]), extensions: pgliteExtensions }));
}

export interface TestUser {
  token: string;
  user: User;
  email: string;
  password: string;
}

let userCounter = 0;

/**
 * Registers, follows the mailed verification link, optionally grants a role, and logs in, from an
 * address of its own (as separate people would), so many users stay under the per-address limits.
 */
export async function registerVerifiedUser(
  app: TestApp,
  opts: { email?: string; password?: string; first_name?: string; last_name?: string; role?: Role; brandId?: number } = {},
): Promise<TestUser> {
  userCounter += 1;
  const email = opts.email ?? `shopper${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = opts.password ?? 'Secret12!';
  const remoteAddress = `192.168.${(userCounter >> 8) & 255}.${userCounter & 255}`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress,
    payload: { email, password, first_name: opts.first_name ?? 'Ama', last_name: opts.last_name ?? 'Mensah' },
  });
  if (register.statusCode !== 201) throw new Error(`register failed: ${register.body}`);
  const token = await lastMailToken(app, email, 'verify-email');
  const verify = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  if (opts.role) {
    await setRole(app.testing.database, null, await userId(app, email), opts.role, opts.brandId);
  }
  const login = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const body = login.json<{ data: { token: string; user: User } }>();
  return { token: body.data.token, user: body.data.user, email, password };
}

async function userId(app: TestApp, email: string): Promise<number> {
  const [row] = await app.testing.database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** The token of the newest dev-mailbox link of a kind ('verify-email' or 'reset-password') sent to email. */
export async function lastMailToken(app: TestApp, email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const [mail] = await app.testing.database.query<{ text_body: string }>(
    'SELECT text_body FROM dev_mails WHERE to_address = $1 ORDER BY id DESC LIMIT 1',
    [email.toLowerCase()],
  );
  const match = mail?.text_body.match(new RegExp(`/${kind}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${kind} mail for ${email}`);
  return match[1];
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
