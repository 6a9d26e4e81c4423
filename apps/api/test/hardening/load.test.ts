import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerifiedUser, type TestApp } from '../helpers';
import { newShopper, newStats, percentile, serverCart, shop, type LoadShopper } from './shoppers';

// The short load test: 50 shoppers at once for 5 s over real HTTP. The long one (200 shoppers,
// 60 s, from another process) is in `npm run bench -w @nyansa/e2e`.
const shopperCount = 50;
const durationMs = 5_000;

describe('under load', () => {
  let app: TestApp;
  let baseUrl: string;
  let shoppers: LoadShopper[];
  let productIds: number[];

  beforeAll(async () => {
    app = await createTestApp();
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    shoppers = [];
    for (let i = 0; i < shopperCount; i += 1) {
      const { token } = await registerVerifiedUser(app);
      shoppers.push(newShopper(token));
    }
    const res = await app.inject({ method: 'GET', url: '/api/products?limit=100' });
    productIds = res.json<{ products: Array<{ product_id: number }> }>().products.map((p) => p.product_id);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it(`serves ${shopperCount} concurrent shoppers for ${durationMs / 1000} s without a 5xx and keeps every accepted cart write`, async () => {
    const stats = newStats();
    const until = Date.now() + durationMs;
    await Promise.all(shoppers.map((shopper) => shop(baseUrl, shopper, productIds, until, stats, { checkout: true, minSteps: 8 })));

    const paid = shoppers.flatMap((s) => s.paidOrders);
    console.log(`load: ${stats.requests} requests, ${stats.cartWrites} cart writes accepted, ${paid.length} orders paid, p50 ${percentile(stats.latenciesMs, 50).toFixed(0)} ms, p99 ${percentile(stats.latenciesMs, 99).toFixed(0)} ms`);
    expect(stats.serverErrors).toEqual([]);
    expect(stats.unanswered).toBe(0);
    // At least 8 steps each, however loaded the machine (a step is one request or more).
    expect(stats.requests).toBeGreaterThanOrEqual(shopperCount * 8);
    // The shoppers really shopped: a run where every write was refused would keep "every accepted write" trivially.
    expect(stats.cartWrites).toBeGreaterThan(shopperCount);
    expect(paid.length).toBeGreaterThan(0);
    expect(shoppers.flatMap((s) => s.unverified)).toEqual([]);
    for (const shopper of shoppers) {
      expect(await serverCart(baseUrl, shopper.token)).toEqual(shopper.expectedCart);
    }
    // Every paid order is paid, in full.
    const rows = await app.testing.database.query<{ id: number; status: string; paid_at: Date | null; payment: string }>(
      `SELECT o.id, o.status, o.paid_at, p.status AS payment FROM orders o JOIN payments p ON p.order_id = o.id WHERE o.id = ANY($1::int[]) ORDER BY o.id`,
      [paid],
    );
    expect(rows.map((r) => [r.status, r.payment, r.paid_at !== null])).toEqual(paid.map(() => ['paid', 'success', true]));
  }, 60_000);
});
