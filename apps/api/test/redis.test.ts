import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis } from '../src/lib/shared-cache';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  try {
    const probe = await connectRedis(redisUrl);
    await probe.quit();
    return true;
  } catch {
    return false;
  }
}

// Skipped only when no Redis answers on this machine.
describe.skipIf(!(await redisAnswers()))('with REDIS_URL: two API instances share limits and caches', () => {
  // Its own key prefix, so parallel runs (PGlite and PostgreSQL projects) never see each other's keys.
  const keyPrefix = `nyansa-test-${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    clients.push(await connectRedis(redisUrl, keyPrefix), await connectRedis(redisUrl, keyPrefix));
    first = await createTestApp({ redis: clients[0] });
    // The second instance works on the same database, like a second process behind a load balancer.
    second = await createTestApp({ redis: clients[1], database: first.testing.database, seed: false });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    const keys = await clients[0]?.keys(`${keyPrefix}*`);
    if (keys && keys.length > 0) await clients[0]?.unlink(...keys.map((k) => k.slice(keyPrefix.length)));
    for (const client of clients) await client.quit();
  });

  it('counts requests to either instance against one limit', async () => {
    const remoteAddress = '10.9.0.1';
    const subscribe = (app: TestApp) => app.inject({ method: 'POST', url: '/api/newsletter', remoteAddress, payload: { email: 'shared@example.com' } });
    for (let i = 0; i < 5; i += 1) {
      expect((await subscribe(first)).statusCode).toBe(200);
      expect((await subscribe(second)).statusCode).toBe(200);
    }
    for (const app of [first, second]) {
      const limited = await subscribe(app);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' });
    }
    const counters = await clients[0]!.keys(`${keyPrefix}rate-limit:*`);
    expect(counters.length).toBeGreaterThan(0);
  });

  it('keeps listing pages in Redis, and a product write on one instance clears them for both', async () => {
    const admin = await registerVerifiedUser(first, { role: 'admin' });
    const search = '/api/products?search=Marula';
    const names = async (app: TestApp) => (await app.inject({ method: 'GET', url: search })).json().products.map((p: { product_name: string }) => p.product_name);
    expect(await names(first)).toEqual([]);
    expect(await names(second)).toEqual([]);
    expect(await clients[0]!.keys(`${keyPrefix}cache:catalog:list:*`)).not.toEqual([]);

    const created = await first.inject({
      method: 'POST',
      url: '/api/products',
      headers: bearer(admin.token),
      payload: { product_name: 'Marula Night Oil', price: 12.5, description: 'Cold-pressed marula oil for the night.', category: 'skincare' },
    });
    expect(created.statusCode).toBe(201);
    // Within the cache's lifetime, the other instance already shows the new product.
    expect(await names(second)).toEqual(['Marula Night Oil']);
  });

  it('stops the start with one clear line when REDIS_URL does not answer', async () => {
    await expect(createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' }, database: first.testing.database, seed: false })).rejects.toThrow(/^Cannot reach Redis at REDIS_URL/);
  });

  it('connects by itself from REDIS_URL and lets go on close', async () => {
    const app = await createTestApp({ env: { REDIS_URL: redisUrl }, database: first.testing.database, seed: false });
    expect((await app.inject({ method: 'GET', url: '/api/products?limit=1' })).statusCode).toBe(200);
    await app.close();
  });
});
