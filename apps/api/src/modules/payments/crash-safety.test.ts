import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase, dropPgSchema, type Database } from '../../db/database';
import { signPaystack, startFakePaystack } from '../../../test/fake-paystack';
import { createTestApp, onPostgres, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { addToCart, cartLines, catalog, checkout, orderRows, paymentRows, useSandboxPage, verifyPayment } from '../../../test/payment-journeys';

/** One stored database that outlives the apps (and their connections) built on it. */
function durableStore() {
  const dir = path.join(os.tmpdir(), `nyansa-crash-${randomBytes(6).toString('hex')}`);
  const pgSchema = `crash_${randomBytes(6).toString('hex')}`;
  const databaseUrl = process.env.TEST_DATABASE_URL;
  return {
    open: (): Promise<Database> =>
      onPostgres && databaseUrl ? createDatabase({ databaseUrl, pgSchema, maxConnections: 5 }) : createDatabase({ dataDir: dir }),
    async remove() {
      if (onPostgres && databaseUrl) await dropPgSchema(databaseUrl, pgSchema);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('crash safety', () => {
  it('a sandbox payment made before a crash is verified and applied once after the restart', async () => {
    const store = durableStore();
    cleanups.push(() => store.remove());
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };

    let database = await store.open();
    let app: TestApp = await createTestApp({ database, env });
    const { token, email } = await registerVerifiedUser(app);
    const [first] = await catalog(app);
    await addToCart(app, token, first?.product_id ?? 0, 3);
    const answer = await checkout(app, token);
    const landing = await useSandboxPage(app, answer.payment_url, 'pay');
    const reference = landing.searchParams.get('reference') ?? '';
    // The shopper paid; the server goes down before anyone verifies.
    await app.close();
    await database.close();

    database = await store.open();
    app = await createTestApp({ database, env });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    expect((await orderRows(app, email))[0]?.status).toBe('pending');
    const verified = await verifyPayment(app, token, reference);
    expect(verified.json().data).toMatchObject({ status: 'success', order_id: answer.order_id });
    expect((await verifyPayment(app, token, reference)).json().data.status).toBe('success');
    expect((await orderRows(app, email)).map((o) => o.status)).toEqual(['paid']);
    expect(await cartLines(app, token)).toEqual([]);
    expect((await paymentRows(app, email)).filter((p) => p.applied_at !== null)).toHaveLength(1);
  });

  it('a Paystack payment confirmed while the server was down is applied once by the webhook retry after restart', async () => {
    const store = durableStore();
    const fake = await startFakePaystack();
    cleanups.push(async () => {
      await fake.close();
      await store.remove();
    });
    const env = { JWT_SECRET: randomBytes(32).toString('hex'), PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.baseUrl };

    let database = await store.open();
    let app: TestApp = await createTestApp({ database, env });
    const { token, email } = await registerVerifiedUser(app);
    const [first] = await catalog(app);
    await addToCart(app, token, first?.product_id ?? 0, 1);
    const answer = await checkout(app, token);
    const reference = [...fake.transactions.values()].at(-1)?.reference ?? '';
    await app.close();
    await database.close();
    fake.settle(reference, 'success');

    database = await store.open();
    app = await createTestApp({ database, env });
    cleanups.push(async () => {
      await app.close();
      await database.close();
    });
    const body = fake.eventBody(reference);
    const deliver = () =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signPaystack(fake.secretKey, body) },
        payload: body,
      });
    const [a, b] = await Promise.all([deliver(), verifyPayment(app, token, reference)]);
    expect(a.statusCode).toBe(200);
    expect(b.json().data).toMatchObject({ status: 'success', order_id: answer.order_id });
    expect((await deliver()).statusCode).toBe(200);
    expect((await orderRows(app, email)).map((o) => o.status)).toEqual(['paid']);
    expect((await paymentRows(app, email)).filter((p) => p.applied_at !== null)).toHaveLength(1);
  });
});
