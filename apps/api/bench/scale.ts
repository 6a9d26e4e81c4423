// The scale figure of `npm run bench`: listing and cart-write throughput through a loopback
// failover proxy (test/failover-proxy.ts, standing in for deploy/'s Caddy) with one and with two
// API server processes on one PostgreSQL schema (and Redis when it answers), and the ratio.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { createDatabase, dropPgSchema } from '../src/db/database';
import { users } from '../src/db/schema/index';
import { connectRedis } from '../src/lib/shared-cache';
import { createPasswordHasher } from '../src/lib/passwords';
import { startFailoverProxy } from '../test/failover-proxy';
import { startInstance, type Instance } from '../test/instances';

async function redisAnswers(url: string): Promise<boolean> {
  try {
    (await connectRedis(url)).disconnect();
    return true;
  } catch {
    return false;
  }
}

async function throughput(url: string, connections: number, seconds: number, request: { method?: 'GET' | 'PUT'; headers?: Record<string, string>; body?: string } = {}) {
  const options = { url, connections, method: request.method ?? 'GET', headers: request.headers ?? {}, ...(request.body ? { body: request.body } : {}) };
  await autocannon({ ...options, duration: 1 }); // warm-up
  const result = await autocannon({ ...options, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

export async function scaleFigure(databaseUrl: string, options: { connections: number; seconds: number }): Promise<void> {
  const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const withRedis = await redisAnswers(redisUrl);
  const pgSchema = `bench_scale_${randomBytes(4).toString('hex')}`;
  const keyPrefix = `nyansa-bench-${randomBytes(4).toString('hex')}:`;
  const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE SCHEMA "${pgSchema}"`);
  await admin.end();
  const proxy = await startFailoverProxy([]);
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: proxy.url,
    TRUST_PROXY: 'true',
    DATABASE_URL: `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}search_path=${pgSchema}`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ...(withRedis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix } : {}),
  };
  const instances: Instance[] = [];
  const database = await createDatabase({ databaseUrl, pgSchema, maxConnections: 2 });
  try {
    instances.push(await startInstance('A', env), await startInstance('B', env));
    // A verified shopper, signed in through the proxy like a browser.
    const password = randomBytes(12).toString('hex');
    const passwordHash = await createPasswordHasher({ memoryCost: 19_456, timeCost: 2 }).hash(password);
    await database.db.insert(users).values({ email: 'bench-scale@example.com', passwordHash, firstName: 'Bench', lastName: 'Scale', emailVerifiedAt: sql`now()` });
    proxy.setUpstreams([instances[0]!.url]);
    const login = await fetch(`${proxy.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'bench-scale@example.com', password }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const products = (await (await fetch(`${proxy.url}/api/products?limit=1`)).json()) as { products: Array<{ product_id: number }> };
    const productId = products.products[0]!.product_id;
    const added = await fetch(`${proxy.url}/api/cart/add`, { method: 'POST', headers: auth, body: JSON.stringify({ product_id: productId, quantity: 1 }) });
    const lineId = ((await added.json()) as { data: { items: Array<{ id: number }> } }).data.items[0]!.id;

    const rows: Array<{ name: string; one: number; two: number }> = [];
    const measure = async (name: string, path: string, request: Parameters<typeof throughput>[3] = {}) => {
      proxy.setUpstreams([instances[0]!.url]);
      const one = await throughput(`${proxy.url}${path}`, options.connections, options.seconds, request);
      proxy.setUpstreams(instances.map((i) => i.url));
      const two = await throughput(`${proxy.url}${path}`, options.connections, options.seconds, request);
      rows.push({ name, one, two });
    };
    await measure('GET /api/products (listing)', '/api/products?page=1&limit=12');
    await measure('PUT /api/cart/:line (cart write)', `/api/cart/${lineId}`, { method: 'PUT', headers: auth, body: JSON.stringify({ quantity: 3 }) });

    console.log(`\nScale: 1 and 2 API processes on PostgreSQL${withRedis ? ' and Redis' : ' (no Redis answered: limits and caches per process)'}, behind a loopback failover proxy; ${options.connections} connections, ${options.seconds}s each`);
    console.log('endpoint'.padEnd(34), '1 inst req/s'.padStart(13), '2 inst req/s'.padStart(13), 'ratio'.padStart(7));
    for (const row of rows) console.log(row.name.padEnd(34), row.one.toFixed(0).padStart(13), row.two.toFixed(0).padStart(13), (row.two / row.one).toFixed(2).padStart(7));
    console.log(
      `Note: this machine has ${os.availableParallelism()} cores shared by autocannon, the proxy, PostgreSQL, Redis and both instances: the ratio is not the speed-up of instances on machines of their own. On 2 cores it measures the overhead of a second instance (more processes and connections on the same cores), plus, for cheap reads, that one Node process alone leaves a core idle.`,
    );
  } finally {
    for (const instance of instances) {
      instance.process.kill('SIGTERM');
      await instance.exitCode;
    }
    await proxy.close();
    await database.close();
    await dropPgSchema(databaseUrl, pgSchema);
    if (withRedis) {
      const redis = await connectRedis(redisUrl, keyPrefix);
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.unlink(...keys.map((k) => k.slice(keyPrefix.length)));
      await redis.quit();
    }
  }
}
