import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDatabase, dropPgSchema, rowsOf, type Database } from '../src/db/database';
import { connectRedis } from '../src/lib/shared-cache';
import { activatePlan } from '../src/modules/subscriptions/service';
import { startFailoverProxy, type FailoverProxy } from './failover-proxy';
import { startFakePaystack, type FakePaystack } from './fake-paystack';
import { startInstance, type Instance } from './instances';
import { startS3Server, type TestS3Server } from './s3-server';

// The proof of deploy/: two API processes on one PostgreSQL database (a schema of its own), one
// Redis (a key prefix of its own), one S3 server, no shared disk, behind a loopback proxy like
// the compose file's Caddy. Runs whenever PostgreSQL and Redis answer here (CI has both), once per
// suite (vitest.config.ts leaves it out of the postgres project).

const databaseUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const facePng = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));

async function whyNotHere(): Promise<string | null> {
  const sql = postgres(databaseUrl, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`SELECT 1`;
  } catch (error) {
    return `PostgreSQL does not answer at ${databaseUrl} (${(error as Error).message}); set TEST_DATABASE_URL`;
  } finally {
    await sql.end({ timeout: 1 });
  }
  try {
    (await connectRedis(redisUrl)).disconnect();
  } catch (error) {
    return `${(error as Error).message}; set TEST_REDIS_URL`;
  }
  return null;
}

const skipReason = await whyNotHere();
if (skipReason) console.warn(`[scale proof] skipped: ${skipReason}`);

async function call(base: string, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${url}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body), redirect: 'manual' });
  const text = await res.text();
  // Answers of many shapes, each checked by the test's expect.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {
    // not JSON: a page or an image
  }
  return { status: res.status, json, text };
}

describe.skipIf(skipReason !== null)('two instances on PostgreSQL, Redis and S3', () => {
  const pgSchema = `scale_${randomBytes(6).toString('hex')}`;
  const keyPrefix = `nyansa-scale-${randomBytes(6).toString('hex')}:`;
  let s3: TestS3Server;
  let paystack: FakePaystack;
  let proxy: FailoverProxy;
  let database: Database;
  let a: Instance;
  let b: Instance;
  const password = 'Secret12!';
  const email = `scale-${randomBytes(4).toString('hex')}@example.com`;
  let token = '';
  let userId = 0;

  beforeAll(async () => {
    s3 = await startS3Server();
    paystack = await startFakePaystack();
    // The public address is the proxy's: mailed links and payment returns come back through it.
    proxy = await startFailoverProxy([]);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: proxy.url,
      TRUST_PROXY: 'true',
      DATABASE_URL: `${databaseUrl}${databaseUrl.includes('?') ? '&' : '?'}search_path=${pgSchema}`,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      JWT_SECRET: randomBytes(32).toString('hex'),
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_BASE_URL: paystack.baseUrl,
      ARGON2_MEMORY_COST: '1024',
      ARGON2_TIME_COST: '1',
      ...s3.env,
    };
    const admin = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE SCHEMA "${pgSchema}"`);
    await admin.end();
    // Started together: they race to migrate and seed, which must happen once.
    [a, b] = await Promise.all([startInstance('A', env), startInstance('B', env)]);
    proxy.setUpstreams([a.url, b.url]);
    database = await createDatabase({ databaseUrl, pgSchema, maxConnections: 2 });
  }, 240_000);

  afterAll(async () => {
    for (const instance of [a, b]) if (instance && instance.process.exitCode === null) instance.process.kill('SIGKILL');
    await database?.close();
    await proxy?.close();
    await paystack?.close();
    await s3?.close();
    const redis = await connectRedis(redisUrl, keyPrefix).catch(() => null);
    if (redis) {
      const keys = await redis.keys(`${keyPrefix}*`);
      if (keys.length > 0) await redis.unlink(...keys.map((k) => k.slice(keyPrefix.length)));
      await redis.quit();
    }
    await dropPgSchema(databaseUrl, pgSchema);
  }, 60_000);

  it('seeds the catalog once though both started together, and both are ready', async () => {
    const [row] = await rowsOf<{ count: number }>(database.db, sql`SELECT count(*)::int AS count FROM products`);
    const count = Number(row?.count);
    expect(count).toBeGreaterThan(0);
    const listed = await call(b.url, 'GET', '/api/products?limit=100');
    expect(listed.json.pagination.total).toBe(count);
    for (const instance of [a, b]) {
      expect((await call(instance.url, 'GET', '/api/ready')).json).toMatchObject({ status: 'ready', db: 'ok', redis: 'ok', storage: 'ok' });
    }
  });

  it('registers on A; the mail, read from B, verifies on B; logs in on B; the token works on A', async () => {
    expect((await call(a.url, 'POST', '/api/auth/register', { body: { email, password, first_name: 'Ama', last_name: 'Mensah' } })).status).toBe(201);
    // The dev mailbox lives in the database: B lists the mail A sent.
    const mailbox = await call(b.url, 'GET', '/dev/mailbox.json');
    const mail = mailbox.json.data.find((m: { to: string }) => m.to === email);
    const link = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBeTruthy();
    expect((await call(b.url, 'GET', `/api/auth/verify-email/${link?.[1]}`)).status).toBe(200);
    const login = await call(b.url, 'POST', '/api/auth/login', { body: { email, password } });
    expect(login.status, login.text).toBe(200);
    token = login.json.data.token;
    userId = login.json.data.user.id;
    expect((await call(a.url, 'GET', '/api/user/profile', { token })).status).toBe(200);
  });

  it('analyses a photo on A; B shows it in the history and serves the photo from S3 through its signed link', async () => {
    await activatePlan(database.db, userId, 'ai_analysis', 'monthly', new Date());
    const form = new FormData();
    form.append('image', new Blob([await fs.readFile(facePng)], { type: 'image/png' }), 'face.png');
    const analysed = await fetch(`${a.url}/api/ml/analyze`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    expect(analysed.status, await analysed.clone().text()).toBe(200);

    const history = await call(b.url, 'GET', '/api/ml/history', { token });
    expect(history.json.data).toHaveLength(1);
    const link: string = history.json.data[0].image_url;
    const key = new URL(link, proxy.url).pathname.split('/').pop();
    expect(await s3.keys()).toContain(`uploads/${key}`);
    const photo = await fetch(new URL(new URL(link, proxy.url).pathname + new URL(link, proxy.url).search, b.url));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toMatch(/^image\//);
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it('checks out on A, pays on the provider, returns to B while the webhook reaches A: one paid order, applied once', async () => {
    const listed = await call(a.url, 'GET', '/api/products?limit=2');
    const product = listed.json.products[0];
    expect((await call(a.url, 'POST', '/api/cart/add', { token, body: { product_id: product.product_id, quantity: 2 } })).status).toBe(200);
    const started = await call(a.url, 'POST', '/api/cart/checkout', { token, body: {} });
    expect(started.status, started.text).toBe(200);
    const accessCode = new URL(started.json.payment_url).pathname.split('/').pop();
    const transaction = [...paystack.transactions.values()].find((t) => t.accessCode === accessCode);
    expect(transaction).toBeDefined();
    const reference = transaction!.reference;
    // The provider's page, paid; it sends the browser back to the shop (the proxy), which asks B.
    paystack.settle(reference, 'success');
    const [returned, webhook] = await Promise.all([
      call(b.url, 'GET', `/api/payments/verify/${reference}`, { token }),
      paystack.sendWebhook(`${a.url}/api/payments/webhook`, reference),
    ]);
    expect(returned.status, returned.text).toBe(200);
    expect(returned.json.data).toMatchObject({ status: 'success', order_id: started.json.order_id });
    expect(webhook.status).toBe(200);
    // A second return and a replayed webhook, each on the other instance, change nothing.
    await call(a.url, 'GET', `/api/payments/verify/${reference}`, { token });
    await paystack.sendWebhook(`${b.url}/api/payments/webhook`, reference);

    const rows = await rowsOf(
      database.db,
      sql`SELECT o.status, (SELECT count(*)::int FROM payments p WHERE p.order_id = o.id AND p.applied_at IS NOT NULL) AS applied,
                 (SELECT count(*)::int FROM order_receipts r WHERE r.order_id = o.id) AS receipts
            FROM orders o WHERE o.user_id = ${userId}`,
    );
    expect(rows).toEqual([{ status: 'paid', applied: 1, receipts: 1 }]);
    const mails = (await call(a.url, 'GET', '/dev/mailbox.json')).json.data.filter((m: { to: string; subject: string }) => m.to === email && m.subject.includes('is confirmed'));
    expect(mails).toHaveLength(1);
    expect((await call(b.url, 'GET', '/api/cart', { token })).json.data.items).toEqual([]);
  });

  it('counts login attempts on A and B against one limit (30 a minute per address)', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      const instance = i % 2 === 0 ? a : b;
      statuses.push((await call(instance.url, 'POST', '/api/auth/login', { headers: from, body: { email: `nobody${i}@example.com`, password: 'Wrong123!' } })).status);
    }
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    for (const instance of [a, b]) {
      const limited = await call(instance.url, 'POST', '/api/auth/login', { headers: from, body: { email, password } });
      expect(limited.status).toBe(429);
      expect(limited.json).toMatchObject({ code: 'RATE_LIMITED' });
    }
    // Another address is not limited.
    expect((await call(b.url, 'POST', '/api/auth/login', { headers: { 'x-forwarded-for': '203.0.113.78' }, body: { email, password } })).status).toBe(200);
  });

  it('SIGTERM on A under load: every request is answered (by A while it drains, then by B), no write is lost, A exits 0', async () => {
    const listed = await call(b.url, 'GET', '/api/products?limit=10');
    const products: number[] = listed.json.products.map((p: { product_id: number }) => p.product_id);
    const counted = new Map<number, number>();
    const failures: string[] = [];
    let requests = 0;
    let stop = false;
    const worker = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const productId = products[(n + i) % products.length]!;
        const res =
          i % 2 === 0
            ? await call(proxy.url, 'POST', '/api/cart/add', { token, body: { product_id: productId, quantity: 1 } })
            : await call(proxy.url, 'GET', `/api/products?page=${(i % 3) + 1}&limit=12`);
        requests += 1;
        if (res.status !== 200) failures.push(`${res.status} ${res.text.slice(0, 200)}`);
        else if (i % 2 === 0) counted.set(productId, (counted.get(productId) ?? 0) + 1);
      }
    };
    const workers = Array.from({ length: 6 }, (_, n) => worker(n));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const servedByABefore = proxy.served[0] ?? 0;
    const signalled = Date.now();
    a.process.kill('SIGTERM');
    const code = await a.exitCode;
    const closeMs = Date.now() - signalled;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stop = true;
    await Promise.all(workers);

    expect(failures).toEqual([]);
    expect(code).toBe(0);
    expect(closeMs).toBeLessThan(12_000);
    expect(servedByABefore).toBeGreaterThan(0);
    // Exit 0 is the drained path: a close still hanging after 15 s exits 1.
    console.info(`[scale proof] SIGTERM under load: ${requests} requests, A closed in ${closeMs} ms, ${proxy.retried} moved to B after A refused them`);
    // Every answered add is in the cart, counted once.
    const cart = await call(b.url, 'GET', '/api/cart', { token });
    const inCart = new Map<number, number>(cart.json.data.items.map((item: { product_id: number; quantity: number }) => [item.product_id, item.quantity]));
    expect(inCart).toEqual(counted);
    expect(requests).toBeGreaterThan(20);
    // B alone carries on.
    expect((await call(proxy.url, 'GET', '/api/ready')).status).toBe(200);
  }, 60_000);
});
