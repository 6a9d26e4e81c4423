import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, onPostgres, withQuery, type TestDatabase } from '../../test/helpers';
import { createDatabase, dropPgSchema, type Database } from './database';
import { legacyMigrationsDir, migrate, migrationsDir, readMigrations } from './migrate';
import * as schema from './schema/index';
import { products, users } from './schema/index';
import { seedProducts } from '../modules/catalog/seed-data';

/** A fresh, empty database: in-memory PGlite, or a PostgreSQL schema of its own (dropped after the test). */
const opened: Array<() => Promise<void>> = [];
async function emptyDatabase(): Promise<TestDatabase & { another(): Promise<Database> }> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const pgSchema = `migrate_${randomBytes(6).toString('hex')}`;
  const database = withQuery(onPostgres && databaseUrl ? await createDatabase({ databaseUrl, pgSchema, maxConnections: 2 }) : await createDatabase({}));
  opened.push(async () => {
    await database.close();
    if (onPostgres && databaseUrl) await dropPgSchema(databaseUrl, pgSchema);
  });
  // A second instance on the same database (PostgreSQL); PGlite has one connection, so the same one.
  const another = async (): Promise<Database> => {
    if (!onPostgres || !databaseUrl) return database;
    const second = await createDatabase({ databaseUrl, pgSchema, maxConnections: 2 });
    opened.push(() => second.close());
    return second;
  };
  return Object.assign(database, { another });
}
afterEach(async () => {
  for (const close of opened.splice(0).reverse()) await close();
});

const legacyFiles = fs.readdirSync(legacyMigrationsDir).filter((file) => file.endsWith('.sql')).sort();
const generated = readMigrations(migrationsDir).map((migration) => migration.name);
/** What a taken-over database runs: everything generated after the baseline. */
const afterBaseline = generated.slice(1);
const ledgerAfterUpgrade = [...generated, ...legacyFiles].sort();

/** What the hand-written runner did before the schema was the source: each file run and recorded. */
async function migrateTheOldWay(database: TestDatabase, files: string[]): Promise<void> {
  await database.exclusive(async (tx) => {
    await tx.exec('CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    for (const file of files) {
      await tx.exec(fs.readFileSync(path.join(legacyMigrationsDir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    }
  });
}

/** Tables, columns, constraints and indexes of the current schema, as PostgreSQL describes them. */
async function structure(database: TestDatabase) {
  const ledger = 'schema_migrations';
  const columns = await database.query(
    `SELECT table_name, column_name, ordinal_position, data_type, is_nullable, column_default FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name <> $1 ORDER BY table_name, column_name`,
    [ledger],
  );
  const constraints = await database.query(
    `SELECT c.relname AS table_name, k.conname, pg_get_constraintdef(k.oid) AS definition
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid
      WHERE c.relnamespace = current_schema()::regnamespace AND c.relname <> $1 ORDER BY c.relname, k.conname`,
    [ledger],
  );
  const indexes = await database.query<{ indexname: string; indexdef: string }>(
    `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename <> $1 ORDER BY indexname`,
    [ledger],
  );
  // Index definitions name the schema, which differs between two test databases on PostgreSQL.
  return { columns, constraints, indexes: indexes.map((index) => ({ ...index, indexdef: index.indexdef.replace(/ ON \S+\./, ' ON ') })) };
}

describe('database migrations', () => {
  it('are what drizzle-kit generates from the schema: a schema change without its migration fails here', async () => {
    const last = generated.at(-1)!.slice(0, 4);
    const snapshot = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', `${last}_snapshot.json`), 'utf8')) as DrizzleSnapshotJSON;
    const current = generateDrizzleJson(schema, snapshot.id);
    // Run `npm run db:generate -w @nyansa/api -- --name <change>` and commit what it writes.
    expect(await generateMigration(snapshot, current)).toEqual([]);
  });

  it('run once when several instances start together on an empty database', async () => {
    const first = await emptyDatabase();
    const runs = await Promise.all([migrate(first), migrate(await first.another()), migrate(await first.another())]);
    // Each migration is applied by exactly one of them (each file takes the lock on its own, so two may share the work).
    expect(runs.flat().sort()).toEqual(generated);
    const names = (await first.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
    expect(names).toEqual(generated);
  });

  it('build from nothing the same tables, constraints and indexes as the hand-written migrations did', async () => {
    const legacy = await emptyDatabase();
    await migrateTheOldWay(legacy, legacyFiles);
    expect(await migrate(legacy)).toEqual(afterBaseline);
    const fresh = await emptyDatabase();
    await migrate(fresh);
    expect(await structure(fresh)).toEqual(await structure(legacy));
  });

  it('take over a database the hand-written migrations made: the baseline is recorded, not run, and the data stays', async () => {
    const database = await emptyDatabase();
    await migrateTheOldWay(database, legacyFiles);
    await database.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('kept@example.com', 'x', 'Kept', 'Shopper', now())`,
    );

    expect(await migrate(database)).toEqual(afterBaseline);
    const names = (await database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
    expect(names).toEqual(ledgerAfterUpgrade);
    expect(await database.db.select({ email: users.email }).from(users)).toEqual([{ email: 'kept@example.com' }]);

    // The upgraded database serves the shop: the catalog is seeded, a shopper signs up and shops.
    const app = await createTestApp({ database });
    try {
      const [seeded] = await database.db.select({ n: count() }).from(products);
      expect(seeded?.n).toBe(seedProducts.length);
      const register = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'new@example.com', password: 'Secret12!', first_name: 'Ama', last_name: 'Mensah' } });
      expect(register.statusCode).toBe(201);
      await database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, 'new@example.com'));
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'new@example.com', password: 'Secret12!' } });
      const token = login.json<{ data: { token: string } }>().data.token;
      const added = await app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload: { product_id: 1, quantity: 2 } });
      expect(added.json()).toMatchObject({ success: true, data: { items: [{ product_id: 1, quantity: 2 }] } });
    } finally {
      await app.close();
    }
  });

  it('give the products a database already has their words as written too (migration 0017), as a new product gets them', async () => {
    const database = await emptyDatabase();
    // The migrations before 0017, from a folder of their own.
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-migrations-'));
    try {
      const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: Array<{ tag: string }> };
      const entries = journal.entries.slice(0, journal.entries.findIndex((entry) => entry.tag.startsWith('0017_')));
      fs.mkdirSync(path.join(before, 'meta'));
      fs.writeFileSync(path.join(before, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
      for (const { tag } of entries) fs.copyFileSync(path.join(migrationsDir, `${tag}.sql`), path.join(before, `${tag}.sql`));
      await migrate(database, before);
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
    }
    // The same product before the migration and after it.
    const insert = () =>
      database.query(`INSERT INTO products (name, description, price_cents, image_url, category, key_ingredients) VALUES ('Hydrating Toner', 'Soothing and hydrating.', 500, '/images/products/x.webp', 'skincare', ARRAY['Niacinamide'])`);
    await insert();
    const documents = () => database.query<{ search: string; names: string }>('SELECT search_vector::text AS search, name_vector::text AS names FROM products ORDER BY id');
    expect((await documents())[0]!.names).not.toContain("'hydrating'");
    expect(await migrate(database)).toEqual(generated.filter((name) => name >= '0017'));
    await insert();
    const [old, recent] = await documents();
    expect(old).toEqual(recent);
    for (const word of ["'hydrating':", "'soothing':", "'niacinamide':", "'hydrat':"]) expect(old!.search).toContain(word);
    expect(old!.names).toBe("'hydrat':1 'hydrating':3 'toner':2,4");
  });

  it('bring an older hand-migrated database to the end of the hand-written files before taking it over', async () => {
    const older = await emptyDatabase();
    await migrateTheOldWay(older, legacyFiles.slice(0, -1));
    expect(await migrate(older)).toEqual(afterBaseline);
    const names = (await older.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).map((row) => row.name);
    expect(names).toEqual(ledgerAfterUpgrade);
    const fresh = await emptyDatabase();
    await migrate(fresh);
    expect(await structure(older)).toEqual(await structure(fresh));
  });
});
