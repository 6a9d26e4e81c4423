// The server side of the benchmark: the real app (and a bare Fastify for reference) in its own process.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase, dropPgSchema } from '../src/db/database';
import { createPasswordHasher } from '../src/lib/passwords';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const pgSchema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
const config = loadConfig({
  LOG_LEVEL: 'warn',
  DATA_DIR: path.join(os.tmpdir(), `nyansa-bench-${randomBytes(4).toString('hex')}`),
  JWT_SECRET: randomBytes(32).toString('hex'),
  PORT: '0',
});
const database = await createDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : config.dataDir, pgSchema, maxConnections: 10 });
const app = await buildApp(config, { database, logger: false });
const bare = Fastify();
bare.get('/bare', async () => ({ success: true, value: 42 }));

// A real password at production cost: the image bench logs in while photos render.
const password = randomBytes(12).toString('hex');
const hash = await createPasswordHasher(config.passwordHashing).hash(password);
const [user] = await database.query<{ id: number }>(
  `INSERT INTO users (email, password_hash, first_name, last_name, email_verified_at) VALUES ('bench@example.com', $1, 'Bench', 'User', now()) RETURNING id`,
  [hash],
);
// On the AI plan, for the photo analysed end to end.
await database.query(
  `INSERT INTO subscriptions (user_id, package_type, billing_cycle, start_date, end_date) VALUES ($1, 'ai_analysis', 'monthly', now(), now() + interval '30 days')`,
  [user!.id],
);
const products = await database.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 3');
for (const p of products) await database.query('INSERT INTO cart_items (user_id, product_id, quantity) VALUES ($1, $2, 2)', [user!.id, p.id]);
const token = await app.auth.signer.sign({ userId: user!.id, tokenVersion: 0 });

const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
// The hero renders once the server listens; measure after it, as a shopper arriving later would.
for (const width of [800, 400, 1200]) {
  for (const accept of ['image/avif', 'image/webp']) await fetch(`${appUrl}/images/scenes/hero.webp?w=${width}`, { headers: { accept } }).then((res) => res.arrayBuffer());
}
process.stdout.write(`${JSON.stringify({ appUrl, bareUrl, token, productId: products[0]!.id, email: 'bench@example.com', password })}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  await bare.close();
  await database.close();
  if (databaseUrl && pgSchema) await dropPgSchema(databaseUrl, pgSchema);
  process.exit(0);
});
