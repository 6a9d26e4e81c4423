import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedAnalysis } from '../../test/backoffice';
import { createTestApp, onPostgres, registerVerifiedUser, type TestApp } from '../../test/helpers';
import { addToCart, cartLines, catalog, checkout, orderRows, paymentRows, useSandboxPage } from '../../test/payment-journeys';
import { createDatabase, dropPgSchema } from '../db/database';
import { createReceipts } from '../modules/orders/receipt';
import { createPaymentProvider } from '../modules/payments/providers/index';
import { createPaymentsService } from '../modules/payments/service';
import { createPhotoRetention } from '../modules/privacy/photos';
import { activatePlan } from '../modules/subscriptions/service';
import { createLocalUploadStorage } from '../storage/uploads';
import { startScheduler, type Job } from './scheduler';
import { reconcileAfterMs, shopJobs, staleClaimMs } from './shop-jobs';

const log = pino({ level: 'silent' });

/** The jobs as an instance of `app` would run them (its provider, clock and database). */
function jobsOf(app: TestApp): Job[] {
  const { config, database, clock } = app.testing;
  const receipts = createReceipts({ database, mailer: { kind: 'dev-mailbox', send: async () => {}, close: async () => {} }, publicUrl: config.publicUrl, log });
  const payments = createPaymentsService({ database, provider: createPaymentProvider(config, database), clock, log, receipts });
  const photos = createPhotoRetention({ db: database.db, uploads: createLocalUploadStorage(path.join(config.dataDir, 'uploads')), clock, log });
  return shopJobs({ db: database.db, clock, payments, photos });
}

async function run(app: TestApp, name: string): Promise<string | null> {
  const job = jobsOf(app).find((j) => j.name === name);
  if (!job) throw new Error(name);
  return job.run();
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('scheduled work', () => {
  it('ends plans whose end date has passed, and only those', async () => {
    const expiring = await registerVerifiedUser(app);
    const current = await registerVerifiedUser(app);
    const db = app.testing.database.db;
    const monthAgo = new Date(app.testing.clock.now().getTime() - 40 * 24 * 3600_000);
    await activatePlan(db, expiring.user.id, 'ai_analysis', 'monthly', monthAgo);
    await activatePlan(db, current.user.id, 'ai_analysis', 'monthly', app.testing.clock.now());
    expect(await run(app, 'expire-subscriptions')).toMatch(/^\d+ plan\(s\) ended$/);
    const active = async (userId: number) =>
      (await app.testing.database.query<{ is_active: boolean }>('SELECT is_active FROM subscriptions WHERE user_id = $1', [userId])).map((r) => r.is_active);
    expect(await active(expiring.user.id)).toEqual([false]);
    expect(await active(current.user.id)).toEqual([true]);
    expect(await run(app, 'expire-subscriptions')).toBeNull();
  });

  it('applies once a payment made on the provider whose return and webhook never came', async () => {
    const shopper = await registerVerifiedUser(app);
    const [product] = await catalog(app);
    await addToCart(app, shopper.token, product!.product_id, 2);
    const started = await checkout(app, shopper.token);
    // Paid on the provider's page; the browser never came back.
    await useSandboxPage(app, started.payment_url, 'pay');
    expect((await paymentRows(app, shopper.email))[0]).toMatchObject({ status: 'pending' });
    // Too young yet: the return may still come.
    expect(await run(app, 'reconcile-payments')).toBeNull();

    app.testing.clock.advance(reconcileAfterMs + 60_000);
    // Two instances' turns racing: the order is paid once, its cart emptied once.
    const results = await Promise.all([run(app, 'reconcile-payments'), run(app, 'reconcile-payments')]);
    expect(results.some((r) => r?.includes('1 found paid'))).toBe(true);
    expect((await paymentRows(app, shopper.email)).map((p) => p.status)).toEqual(['success']);
    expect((await orderRows(app, shopper.email)).map((o) => o.status)).toEqual(['paid']);
    expect(await cartLines(app, shopper.token)).toEqual([]);
  });

  it('gives back to the queue an overdue request claimed long ago, neither a fresh claim nor one not yet due', async () => {
    const db = app.testing.database;
    const customer = await registerVerifiedUser(app);
    const dermatologist = await registerVerifiedUser(app, { role: 'dermatologist' });
    const now = app.testing.clock.now();
    const past = (ms: number) => new Date(now.getTime() - ms).toISOString();
    const analysis = async () => (await storedAnalysis(app, customer.user.id)).id;
    const request = async (dueAgoMs: number, claimedAgoMs: number) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO consultations (user_id, analysis_id, status, due_at, claimed_by, claimed_at) VALUES ($1, $2, 'claimed', $3, $4, $5) RETURNING id`,
          [customer.user.id, await analysis(), past(dueAgoMs), dermatologist.user.id, past(claimedAgoMs)],
        )
      )[0]!.id;
    const stale = await request(3600_000, staleClaimMs + 60_000);
    const fresh = await request(3600_000, 60_000);
    const notDue = await request(-3600_000, staleClaimMs + 60_000);
    expect(await run(app, 'release-overdue-consultations')).toBe(`1 overdue request(s) back in the queue: ${stale}`);
    const statuses = await db.query<{ id: number; status: string; claimed_by: number | null }>('SELECT id, status, claimed_by FROM consultations WHERE id = ANY($1) ORDER BY id', [[stale, fresh, notDue]]);
    expect(statuses).toEqual([
      { id: stale, status: 'open', claimed_by: null },
      { id: fresh, status: 'claimed', claimed_by: dermatologist.user.id },
      { id: notDue, status: 'claimed', claimed_by: dermatologist.user.id },
    ]);
  });
});

describe('one instance at a time', () => {
  it('runs a job on one of two schedulers sharing the database, the other skips that turn', async () => {
    const databaseUrl = process.env.TEST_DATABASE_URL;
    const pgSchema = `jobs_${randomBytes(6).toString('hex')}`;
    // Two pools on PostgreSQL are two instances; on PGlite the database is one process's.
    const databases = onPostgres && databaseUrl
      ? [await createDatabase({ databaseUrl, pgSchema, maxConnections: 2 }), await createDatabase({ databaseUrl, pgSchema, maxConnections: 2 })]
      : [app.testing.database, app.testing.database];
    let running = 0;
    let most = 0;
    let runs = 0;
    const slow: Job = {
      name: 'slow',
      everyMs: 3_600_000,
      async run() {
        running += 1;
        most = Math.max(most, running);
        runs += 1;
        await new Promise((resolve) => setTimeout(resolve, 300));
        running -= 1;
        return null;
      },
    };
    const schedulers = databases.map((database) => startScheduler(database, [slow], log));
    try {
      const turns = await Promise.all([schedulers[0]!.runNow('slow'), schedulers[1]!.runNow('slow'), schedulers[0]!.runNow('slow')]);
      expect(turns.filter(Boolean)).toHaveLength(1);
      expect({ runs, most }).toEqual({ runs: 1, most: 1 });
      // The lock is given back: the next turn runs.
      expect(await schedulers[1]!.runNow('slow')).toBe(true);
    } finally {
      for (const scheduler of schedulers) await scheduler.stop();
      if (onPostgres && databaseUrl) {
        for (const database of databases) await database.close();
        await dropPgSchema(databaseUrl, pgSchema);
      }
    }
  });
});
