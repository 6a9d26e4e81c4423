import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { paymentRows, returnedReference, subscriptionRows, useSandboxPage, verifyPayment } from '../../../test/payment-journeys';
import { addCycle, amountMatchesPlan, hasAiAccess } from './service';

describe('plan arithmetic', () => {
  it('adds a calendar month or year, keeping the day where the month has it', () => {
    expect(addCycle(new Date('2026-01-15T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-15T10:00:00.000Z');
    expect(addCycle(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addCycle(new Date('2028-01-31T00:00:00Z'), 'monthly').toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(addCycle(new Date('2026-12-31T23:00:00Z'), 'monthly').toISOString()).toBe('2027-01-31T23:00:00.000Z');
    expect(addCycle(new Date('2028-02-29T08:00:00Z'), 'yearly').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });

  it('accepts only the exact price of the plan and cycle', () => {
    expect(amountMatchesPlan(3.99, 'premium', 'monthly')).toBe(true);
    expect(amountMatchesPlan(43.09, 'premium', 'yearly')).toBe(true);
    expect(amountMatchesPlan(323.89, 'ai_analysis', 'yearly')).toBe(true);
    expect(amountMatchesPlan(0, 'basic', 'monthly')).toBe(true);
    expect(amountMatchesPlan(3.98, 'premium', 'monthly')).toBe(false);
    expect(amountMatchesPlan(3.989, 'premium', 'monthly')).toBe(false);
    expect(amountMatchesPlan(29.99, 'ai_analysis', 'yearly')).toBe(false);
    expect(amountMatchesPlan(0.01, 'basic', 'monthly')).toBe(false);
  });
});

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

async function userIdOf(email: string): Promise<number> {
  const [row] = await app.testing.database.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  return row?.id ?? 0;
}

function create(token: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/subscription/create', headers: bearer(token), payload });
}

async function current(token: string) {
  return (await app.inject({ method: 'GET', url: '/api/subscription/current', headers: bearer(token) })).json();
}

/** Buys a paid plan on the sandbox page and verifies it, as the dashboard does on return. */
async function buy(token: string, email: string, packageType: 'premium' | 'ai_analysis', amount: number) {
  const created = await create(token, { package_type: packageType, email, amount, billing_cycle: 'monthly' });
  expect(created.statusCode, created.body).toBe(200);
  const landing = await useSandboxPage(app, created.json().payment_url, 'pay');
  const verified = await verifyPayment(app, token, returnedReference(landing.toString()).reference);
  expect(verified.json().data.status).toBe('success');
}

describe('subscriptions API', () => {
  it('serves the pricing table', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/subscription/pricing' });
    expect(res.json()).toEqual({
      success: true,
      data: {
        basic: { monthly: 0, yearly: 0 },
        premium: { monthly: 3.99, yearly: 43.09 },
        ai_analysis: { monthly: 29.99, yearly: 323.89 },
      },
    });
  });

  it('needs a token for the current plan and answers null before any plan', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/subscription/current' })).statusCode).toBe(401);
    const { token } = await registerVerifiedUser(app);
    expect(await current(token)).toEqual({ success: true, subscription: null });
  });

  it('activates basic at once, without payment, and keeps one basic plan', async () => {
    const { token, email } = await registerVerifiedUser(app);
    const res = await create(token, { package_type: 'basic', email, amount: 0, billing_cycle: 'monthly' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Basic subscription activated',
      subscription: { package_type: 'basic', end_date: null, is_active: true, status: 'active' },
    });
    expect(res.json().subscription.id).toBe(res.json().subscription.subscription_id);
    await create(token, { package_type: 'basic', email, amount: 0 });
    expect(await subscriptionRows(app, email)).toHaveLength(1);
    expect(await paymentRows(app, email)).toEqual([]);
    expect((await current(token)).subscription).toMatchObject({ package_type: 'basic', status: 'active' });
  });

  it('refuses an amount below the price, and an email that is not the caller’s, creating nothing', async () => {
    const { token, email } = await registerVerifiedUser(app);
    const other = await registerVerifiedUser(app);
    for (const amount of [3.98, 0, 3.989]) {
      const res = await create(token, { package_type: 'premium', email, amount, billing_cycle: 'monthly' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Amount does not match the plan price' });
    }
    const wrongCycle = await create(token, { package_type: 'ai_analysis', email, amount: 29.99, billing_cycle: 'yearly' });
    expect(wrongCycle.json().message).toBe('Amount does not match the plan price');
    const notMine = await create(token, { package_type: 'premium', email: other.email, amount: 3.99, billing_cycle: 'monthly' });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().success).toBe(false);
    const bad = await create(token, { package_type: 'gold', email, amount: 1 });
    expect(bad.statusCode).toBe(400);
    // Only numbers and numeric texts are amounts: null would otherwise read as 0, a free basic plan.
    for (const amount of [null, true, [0]]) {
      const odd = await create(token, { package_type: 'basic', email, amount });
      expect(odd.statusCode, JSON.stringify(amount)).toBe(400);
      expect(odd.json().message).toBe('Amount must be a number');
    }
    const broken = await app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: '{"package_type": "premium",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    expect(await paymentRows(app, email)).toEqual([]);
    expect(await subscriptionRows(app, email)).toEqual([]);
  });

  it('offers the same payment link again on a double click', async () => {
    const { token, email } = await registerVerifiedUser(app);
    const payload = { package_type: 'premium', email: email.toUpperCase(), amount: '3.99', billing_cycle: 'monthly' };
    const [a, b] = await Promise.all([create(token, payload), create(token, payload)]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(await paymentRows(app, email)).toHaveLength(1);
  });

  it('an upgrade ends the previous plan; cancel stops the renewal of a paid plan and refuses basic or nothing', async () => {
    const { token, email } = await registerVerifiedUser(app);
    const nothing = await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: { ...bearer(token), 'content-type': 'application/json' } });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().success).toBe(false);

    await create(token, { package_type: 'basic', email, amount: 0 });
    const basic = await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: bearer(token) });
    expect(basic.statusCode).toBe(400);

    await buy(token, email, 'premium', 3.99);
    const plans = await subscriptionRows(app, email);
    expect(plans.map((p) => [p.package_type, p.is_active])).toEqual([
      ['basic', false],
      ['premium', true],
    ]);
    const bought = (await current(token)).subscription;
    expect(bought).toMatchObject({ package_type: 'premium', status: 'active', cancelled_at: null });

    // Cancelled, the plan runs to the end of the period paid for and is not renewed.
    const cancelled = await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: bearer(token) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      success: true,
      message: 'Subscription cancelled successfully',
      subscription: { package_type: 'premium', status: 'active', is_active: true, end_date: bought.end_date, cancelled_at: expect.any(String) },
    });
    const cancelledAt = cancelled.json().subscription.cancelled_at as string;
    expect((await current(token)).subscription).toMatchObject({ package_type: 'premium', status: 'active', cancelled_at: cancelledAt });
    // Cancelling again changes nothing.
    const again = await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: bearer(token) });
    expect(again.json().subscription).toMatchObject({ status: 'active', cancelled_at: cancelledAt });
  });

  it('keeps AI access of a cancelled ai_analysis plan until its end date, then ends it', async () => {
    const ai = await registerVerifiedUser(app);
    const aiId = await userIdOf(ai.email);
    await buy(ai.token, ai.email, 'ai_analysis', 29.99);
    const cancel = await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: bearer(ai.token) });
    expect(cancel.statusCode).toBe(200);
    expect(await hasAiAccess(app.testing.database, aiId, app.testing.clock.now())).toBe(true);
    const plan = (await current(ai.token)).subscription;
    const end = new Date(plan.end_date).getTime();
    app.testing.clock.advance(end - app.testing.clock.now().getTime() - 60_000);
    expect(await hasAiAccess(app.testing.database, aiId, app.testing.clock.now())).toBe(true);
    app.testing.clock.advance(120_000);
    expect(await hasAiAccess(app.testing.database, aiId, app.testing.clock.now())).toBe(false);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ai.email, password: ai.password } });
    expect((await current(login.json().data.token as string)).subscription).toMatchObject({ package_type: 'ai_analysis', status: 'inactive', is_active: false });
  });

  it('gives AI access only to an active ai_analysis plan, until its end date', async () => {
    const premium = await registerVerifiedUser(app);
    await buy(premium.token, premium.email, 'premium', 3.99);
    expect(await hasAiAccess(app.testing.database, await userIdOf(premium.email), app.testing.clock.now())).toBe(false);

    const ai = await registerVerifiedUser(app);
    const aiId = await userIdOf(ai.email);
    expect(await hasAiAccess(app.testing.database, aiId, app.testing.clock.now())).toBe(false);
    await buy(ai.token, ai.email, 'ai_analysis', 29.99);
    expect(await hasAiAccess(app.testing.database, aiId, app.testing.clock.now())).toBe(true);
    const plan = (await current(ai.token)).subscription;
    expect(plan).toMatchObject({ package_type: 'ai_analysis', status: 'active' });

    // Past the end date the plan is inactive, though nobody cancelled it.
    const end = new Date(plan.end_date).getTime();
    app.testing.clock.advance(end - app.testing.clock.now().getTime() + 1000);
    expect(await hasAiAccess(app.testing.database, aiId, app.testing.clock.now())).toBe(false);
    // A month later the old token has expired too: sign in again.
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: ai.email, password: ai.password } });
    const token = login.json().data.token as string;
    expect((await current(token)).subscription).toMatchObject({ package_type: 'ai_analysis', status: 'inactive', is_active: false });
    const cancel = await app.inject({ method: 'POST', url: '/api/subscription/cancel', headers: bearer(token) });
    expect(cancel.statusCode).toBe(400);
  });
});
