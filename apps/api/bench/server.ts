// The server side of the benchmark: the real app (and a bare Fastify for reference) in its own process.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, dropPgSchema } from '../src/db/database';
import { cartItems, products, subscriptions, users } from '../src/db/schema/index';
import { createPasswordHasher } from '../src/lib/passwords';
import { seedLargeCatalog } from './catalog-data';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const pgSchema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const config = loadConfig({
  LOG_LEVEL: 'warn',
  // Pictures drawn ahead would load the machine while it is measured (and the image bench wants uncached ones).
  RENDER_AHEAD: 'off',
  ...(process.env.DATABASE_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE } : {}),
  DATA_DIR: path.join(os.tmpdir(), `nyansa-bench-${randomBytes(4).toString('hex')}`),
  JWT_SECRET: randomBytes(32).toString('hex'),
  PORT: '0',
});
const database = await createDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : config.dataDir, pgSchema, maxConnections: config.databasePoolSize });
const app = await buildApp(config, { database, logger: false });
// The catalog bench: this many products more than the seed (bench/catalog-data.ts), before the first request.
const catalogSize = Number(process.env.BENCH_CATALOG_SIZE ?? 0);
if (catalogSize > 0) {
  const started = performance.now();
  await seedLargeCatalog(database, catalogSize);
  process.stderr.write(`seeded ${catalogSize} products on ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
const bare = Fastify();
bare.get('/bare', async () => ({ success: true, value: 42 }));

// A real password at production cost: the image bench logs in while photos render.
const password = randomBytes(12).toString('hex');
const passwordHash = await createPasswordHasher(config.passwordHashing).hash(password);
const { db } = database;
const [user] = await db
  .insert(users)
  .values({ email: 'bench@example.com', passwordHash, firstName: 'Bench', lastName: 'User', emailVerifiedAt: sql`now()` })
  .returning({ id: users.id });
// On the AI plan, for the photo analysed end to end.
await db
  .insert(subscriptions)
  .values({ userId: user!.id, packageType: 'ai_analysis', billingCycle: 'monthly', startDate: sql`now()`, endDate: sql`now() + interval '30 days'` });
const inCart = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(3);
for (const p of inCart) await db.insert(cartItems).values({ userId: user!.id, productId: p.id, quantity: 2 });
const token = await app.auth.signer.sign({ userId: user!.id, tokenVersion: 0 });

const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
// The hero renders once the server listens; measure after it, as a shopper arriving later would.
for (const width of [800, 400, 1200]) {
  for (const accept of ['image/avif', 'image/webp']) await fetch(`${appUrl}/images/scenes/hero.webp?w=${width}`, { headers: { accept } }).then((res) => res.arrayBuffer());
}
process.stdout.write(`${JSON.stringify({ appUrl, bareUrl, token, productId: inCart[0]!.id, email: 'bench@example.com', password })}\n`);

async function shutDown(): Promise<void> {
  await app.close();
  await bare.close();
  await database.close();
  if (databaseUrl && pgSchema) await dropPgSchema(databaseUrl, pgSchema);
  process.exit(0);
}
process.once('SIGTERM', () => void shutDown());
