// What each catalog request costs the server, one request at a time (`npm run bench:catalog-cost`):
// the catalog bench's scenarios (bench/catalog.ts, a different URL per request) sent in-process
// (app.inject, no sockets, no autocannon) one after another, so the figures barely depend on what
// else loads the machine, unlike throughput under 20 connections. PostgreSQL with 100,000 more
// products (BENCH_CATALOG_SIZE, 0 to skip), PGlite with 10,000 (BENCH_PGLITE_CATALOG_SIZE, 0 to skip).
// BENCH_COST_SCHEMA keeps the seeded PostgreSQL schema between runs (seeded once, never dropped);
// BENCH_REQUESTS requests per scenario (default 200); BENCH_SCENARIO only the scenarios whose name
// contains it.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, dropPgSchema, rowsOf } from '../src/db/database';
import { seedLargeCatalog } from './catalog-data';
import { scenarios } from './catalog';
import { findPostgres } from './start-server';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const only = process.env.BENCH_SCENARIO ?? '';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function measureCost(label: string, databaseUrl: string | undefined, size: number, keptSchema: string | undefined): Promise<void> {
  const pgSchema = databaseUrl ? (keptSchema ?? `bench_cost_${randomBytes(4).toString('hex')}`) : undefined;
  const config = loadConfig({ LOG_LEVEL: 'warn', RENDER_AHEAD: 'off', DATA_DIR: path.join(os.tmpdir(), `nyansa-cost-${randomBytes(4).toString('hex')}`), JWT_SECRET: randomBytes(32).toString('hex'), PORT: '0' });
  const database = await createDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : config.dataDir, pgSchema, maxConnections: config.databasePoolSize });
  const app = await buildApp(config, { database, logger: false });
  try {
    const [row] = await rowsOf<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM products`);
    if ((row?.n ?? 0) < size) {
      const started = performance.now();
      await seedLargeCatalog(database, size);
      console.log(`seeded ${size} products on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    console.log(`\ncatalog cost, ${label} with ${size.toLocaleString('en')} more products: ${requests} requests one at a time, in-process, a different URL each`);
    console.log('request'.padEnd(38), 'mean ms'.padStart(8), 'p50 ms'.padStart(7), 'p95 ms'.padStart(7), 'p99 ms'.padStart(7), 'max ms'.padStart(7));
    for (const scenario of scenarios.filter((s) => s.name.includes(only))) {
      for (let i = 0; i < 20; i += 1) await app.inject({ method: 'GET', url: scenario.path() }); // warm-up
      const times: number[] = [];
      for (let i = 0; i < requests; i += 1) {
        const url = scenario.path();
        const started = performance.now();
        const res = await app.inject({ method: 'GET', url });
        times.push(performance.now() - started);
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      }
      const sorted = [...times].sort((a, b) => a - b);
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      console.log(scenario.name.padEnd(38), mean.toFixed(2).padStart(8), ...[50, 95, 99, 100].map((p) => percentile(sorted, p).toFixed(1).padStart(7)));
    }
  } finally {
    await app.close();
    await database.close();
    if (databaseUrl && pgSchema && !keptSchema) await dropPgSchema(databaseUrl, pgSchema);
  }
}

const postgresSize = Number(process.env.BENCH_CATALOG_SIZE ?? 100_000);
const postgresUrl = postgresSize > 0 ? await findPostgres() : undefined;
if (postgresUrl) await measureCost('PostgreSQL', postgresUrl, postgresSize, process.env.BENCH_COST_SCHEMA || undefined);
else if (postgresSize > 0) console.log('catalog cost: no PostgreSQL answers (BENCH_DATABASE_URL), PostgreSQL part skipped');
const pgliteSize = Number(process.env.BENCH_PGLITE_CATALOG_SIZE ?? 10_000);
if (pgliteSize > 0) await measureCost('PGlite', undefined, pgliteSize, undefined);
