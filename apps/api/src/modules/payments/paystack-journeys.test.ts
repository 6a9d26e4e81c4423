// Over 300 lines on purpose: every Paystack journey (checkout, subscriptions, tampering, outage) runs against one fake Paystack and one app.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signPaystack, startFakePaystack, type FakePaystack } from '../../../test/fake-paystack';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import {
  addToCart,
  cartLines,
  catalog,
  checkout,
  orderOf,
  orderRows,
  orderStatus,
  paymentRows,
  returnedReference,
  subscriptionRows,
  usePaystackPage,
  verifyPayment,
  type CatalogProduct,
} from '../../../test/payment-journeys';

let fake: FakePaystack;
let fakeRunning = true;
let app: TestApp;
let products: CatalogProduct[];
let webhookUrl = '';
/** Error lines the app logged (refusals must leave a trace). */
const errorLog: string[] = [];

beforeAll(async () => {
  fake = await startFakePaystack();
  app = await createTestApp({
    env: { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.baseUrl },
    logger: { level: 'error', stream: { write: (line: string) => void errorLog.push(line) } },
  });
  products = await catalog(app);
  // Listening too, so the fake can deliver webhooks over real HTTP as Paystack does.
  webhookUrl = `${await app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/webhook`;
});
afterAll(async () => {
  await app.close();
  if (fakeRunning) await fake.close();
});

const product = (i: number) => {
  const p = products[i];
  if (!p) throw new Error('catalog too small');
  return p;
};

function referenceOf(paymentUrl: string): string {
  const accessCode = new URL(paymentUrl).pathname.split('/').pop();
  const t = [...fake.transactions.values()].find((x) => x.accessCode === accessCode);
  if (!t) throw new Error('no such fake transaction');
  return t.reference;
}

function webhook(body: string, signature: string) {
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
    payload: body,
  });
}

const signedWebhook = (reference: string) => {
  const body = fake.eventBody(reference);
  return webhook(body, signPaystack(fake.secretKey, body));
};

async function shopperWithCart(lines: Array<[number, number]>) {
  const shopper = await registerVerifiedUser(app);
  for (const [i, quantity] of lines) await addToCart(app, shopper.token, product(i).product_id, quantity);
  return shopper;
}

describe('checkout through Paystack (fake on loopback)', () => {
  it('initializes in minor units, redirects back like Paystack and verifies the success', async () => {
    const { token, email } = await shopperWithCart([[0, 2]]);
    const answer = await checkout(app, token);
    expect(answer.payment_url.startsWith(`${fake.baseUrl}/checkout/`)).toBe(true);
    const reference = referenceOf(answer.payment_url);
    expect(fake.initializeRequests.at(-1)).toEqual({
      email,
      amount: Math.round(product(0).price * 100) * 2,
      currency: 'USD',
      reference,
      callback_url: 'http://shop.test/checkout',
      metadata: expect.objectContaining({ purpose: 'order', order_id: answer.order_id }),
    });

    const landing = await usePaystackPage(answer.payment_url, 'pay');
    expect(landing.origin + landing.pathname).toBe('http://shop.test/checkout');
    expect(returnedReference(landing.toString()).reference).toBe(reference);

    const verified = await verifyPayment(app, token, reference);
    expect(verified.json()).toEqual({ success: true, data: { reference, status: 'success', purpose: 'order', order_id: answer.order_id } });
    expect(await orderStatus(app, token, answer.order_id)).toBe('paid');
    expect(await cartLines(app, token)).toEqual([]);
  });

  it('a second checkout of the same cart reuses the open Paystack payment; one paid meanwhile is applied first', async () => {
    const { token, email } = await shopperWithCart([[5, 1]]);
    const first = await checkout(app, token);
    // Paystack calls a page nobody has paid on yet "abandoned": neither the shop's status call
    // nor a second checkout may end the order while the shopper is still on that page.
    expect(await orderStatus(app, token, first.order_id)).toBe('pending');
    const again = await checkout(app, token);
    expect(again).toMatchObject({ order_id: first.order_id, payment_url: first.payment_url });
    expect(fake.initializeRequests.filter((r) => r.reference === referenceOf(first.payment_url))).toHaveLength(1);

    // Paid in another tab, no webhook, no return: the next checkout notices and applies it.
    fake.settle(referenceOf(first.payment_url), 'success');
    const res = await app.inject({ method: 'POST', url: '/api/cart/checkout', headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your cart is empty');
    expect((await orderRows(app, email)).map((o) => o.status)).toEqual(['paid']);
  });

  it.each([
    ['decline', 'failed'],
    ['cancel', 'abandoned'],
  ] as const)('a %s on the hosted page marks the order failed and keeps the cart', async (action, paymentStatus) => {
    const { token } = await shopperWithCart([[1, 1]]);
    const answer = await checkout(app, token);
    const landing = await usePaystackPage(answer.payment_url, action);
    const { reference } = returnedReference(landing.toString());
    const verified = await verifyPayment(app, token, reference);
    expect(verified.json().data).toMatchObject({ reference, status: paymentStatus, purpose: 'order' });
    expect(await orderStatus(app, token, answer.order_id)).toBe('failed');
    expect(await cartLines(app, token)).toEqual([{ product_id: product(1).product_id, quantity: 1 }]);
    // The next checkout starts a fresh order rather than reviving the failed one.
    expect((await checkout(app, token)).order_id).not.toBe(answer.order_id);
  });

  it('applies a signed charge.success webhook once; a replay has no second effect', async () => {
    const { token, email } = await shopperWithCart([[2, 2]]);
    const answer = await checkout(app, token);
    const reference = referenceOf(answer.payment_url);
    fake.settle(reference, 'success');

    const first = await fake.sendWebhook(webhookUrl, reference);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    expect((await orderRows(app, email))[0]?.status).toBe('paid');
    expect(await cartLines(app, token)).toEqual([]);

    // Bought again after paying: a replayed event must not take it out of the cart.
    await addToCart(app, token, product(2).product_id, 2);
    const [before] = await paymentRows(app, email);
    const replay = await signedWebhook(reference);
    expect(replay.statusCode).toBe(200);
    expect(await cartLines(app, token)).toEqual([{ product_id: product(2).product_id, quantity: 2 }]);
    const [after] = await paymentRows(app, email);
    expect(after?.applied_at?.getTime()).toBe(before?.applied_at?.getTime());
  });

  it('refuses a webhook with a bad or missing signature with 401 and applies nothing', async () => {
    const { token, email } = await shopperWithCart([[3, 1]]);
    const answer = await checkout(app, token);
    const reference = referenceOf(answer.payment_url);
    fake.settle(reference, 'success');
    const body = fake.eventBody(reference);

    const forged = await webhook(body, signPaystack('sk_test_someone_else', body));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ success: false });
    const unsigned = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: body });
    expect(unsigned.statusCode).toBe(401);
    const altered = body.replace(`"amount":${fake.transactions.get(reference)?.amount}`, '"amount":1');
    expect((await webhook(altered, signPaystack(fake.secretKey, body))).statusCode).toBe(401);

    expect((await orderRows(app, email))[0]?.status).toBe('pending');
    expect((await paymentRows(app, email))[0]?.applied_at).toBeNull();
    expect(await cartLines(app, token)).toHaveLength(1);
  });

  it('webhook, return and status call at the same moment pay the order once', async () => {
    const { token, email } = await shopperWithCart([[4, 2]]);
    const answer = await checkout(app, token);
    await addToCart(app, token, product(4).product_id, 2);
    const reference = referenceOf(answer.payment_url);
    fake.settle(reference, 'success');
    const results = await Promise.all([
      signedWebhook(reference),
      verifyPayment(app, token, reference),
      app.inject({ method: 'GET', url: `/api/orders/${answer.order_id}/status`, headers: bearer(token) }),
      signedWebhook(reference),
      verifyPayment(app, token, reference),
    ]);
    for (const res of results) expect(res.statusCode, res.body).toBe(200);
    // Two bought, two added afterwards: a double application would leave nothing.
    expect(await cartLines(app, token)).toEqual([{ product_id: product(4).product_id, quantity: 2 }]);
    expect((await orderRows(app, email)).map((o) => o.status)).toEqual(['paid']);
  });
});

describe('subscriptions through Paystack', () => {
  it('a paid plan returns to the dashboard and is activated once when webhook and return race', async () => {
    const { token, email } = await registerVerifiedUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: bearer(token),
      payload: { package_type: 'ai_analysis', email, amount: 29.99, billing_cycle: 'monthly' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { payment_url: paymentUrl, reference } = created.json<{ payment_url: string; reference: string }>();
    expect(fake.initializeRequests.at(-1)).toMatchObject({ amount: 2999, callback_url: 'http://shop.test/dashboard', reference });

    const landing = await usePaystackPage(paymentUrl, 'pay');
    expect(landing.origin + landing.pathname).toBe('http://shop.test/dashboard');
    expect(returnedReference(landing.toString()).reference).toBe(reference);

    const [hook, verified, again] = await Promise.all([
      signedWebhook(reference),
      verifyPayment(app, token, reference),
      verifyPayment(app, token, reference),
    ]);
    expect(hook.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({
      reference,
      status: 'success',
      purpose: 'subscription',
      subscription: { package_type: 'ai_analysis', billing_cycle: 'monthly', status: 'active', is_active: true },
    });
    expect(again.json().data.subscription.id).toBe(verified.json().data.subscription.id);
    const plans = await subscriptionRows(app, email);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({ package_type: 'ai_analysis', is_active: true });
    const current = await app.inject({ method: 'GET', url: '/api/subscription/current', headers: bearer(token) });
    expect(current.json().subscription).toMatchObject({ package_type: 'ai_analysis', status: 'active' });
  });
});

describe('tampering', () => {
  it('refuses a success whose amount is below the order total, logs it and applies nothing', async () => {
    const { token, email } = await shopperWithCart([[0, 1], [1, 1]]);
    const answer = await checkout(app, token);
    const reference = referenceOf(answer.payment_url);
    const total = fake.transactions.get(reference)?.amount ?? 0;
    fake.settle(reference, 'success', { amount: total - 1 });

    const verified = await verifyPayment(app, token, reference);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toMatchObject({ reference, status: 'failed' });
    expect(await orderStatus(app, token, answer.order_id)).toBe('failed');
    expect((await orderOf(app, token, answer.order_id)).json().data.paid_at).toBeNull();
    expect(await cartLines(app, token)).toHaveLength(2);
    const [payment] = await paymentRows(app, email);
    expect(payment).toMatchObject({ applied_at: null, status: 'failed' });
    expect(payment?.refusal).toContain('amount');
    expect(errorLog.some((line) => line.includes('payment refused') && line.includes(reference))).toBe(true);

    // The same lie, signed by the provider in a webhook, is refused too.
    expect((await signedWebhook(reference)).statusCode).toBe(200);
    expect((await paymentRows(app, email))[0]?.applied_at).toBeNull();
    expect(await cartLines(app, token)).toHaveLength(2);
  });

  it('refuses a success in another currency', async () => {
    const { token, email } = await shopperWithCart([[2, 1]]);
    const answer = await checkout(app, token);
    const reference = referenceOf(answer.payment_url);
    fake.settle(reference, 'success', { currency: 'NGN' });
    expect((await verifyPayment(app, token, reference)).json().data.status).toBe('failed');
    expect((await paymentRows(app, email))[0]?.refusal).toContain('currency');
    expect(await cartLines(app, token)).toHaveLength(1);
  });

  it("keeps another shopper's order and reference out of reach and unapplied", async () => {
    const owner = await shopperWithCart([[3, 1]]);
    const intruder = await registerVerifiedUser(app);
    const answer = await checkout(app, owner.token);
    const reference = referenceOf(answer.payment_url);
    fake.settle(reference, 'success');

    for (const url of [`/api/orders/${answer.order_id}`, `/api/orders/${answer.order_id}/status`, `/api/payments/verify/${reference}`]) {
      const res = await app.inject({ method: 'GET', url, headers: bearer(intruder.token) });
      expect(res.statusCode, url).toBe(404);
    }
    const history = await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(intruder.token) });
    expect(history.json()).toEqual({ success: true, data: [] });
    expect((await paymentRows(app, owner.email))[0]?.applied_at).toBeNull();
    expect((await orderRows(app, owner.email))[0]?.status).toBe('pending');
  });
});

describe('provider outage', () => {
  it('answers clearly while Paystack is unreachable and loses nothing', async () => {
    const { token, email } = await shopperWithCart([[6, 1]]);
    const answer = await checkout(app, token);
    const reference = referenceOf(answer.payment_url);
    fake.settle(reference, 'success');
    const body = fake.eventBody(reference);
    await fake.close();
    fakeRunning = false;

    const verified = await verifyPayment(app, token, reference);
    expect(verified.statusCode).toBe(502);
    expect(verified.json()).toMatchObject({ success: false, message: 'The payment could not be verified right now. Please try again.' });
    expect(await orderStatus(app, token, answer.order_id)).toBe('pending');
    // Checking out the same cart again still offers the open payment.
    expect((await checkout(app, token)).order_id).toBe(answer.order_id);
    // A new cart cannot start a payment: a clear error, and no order left pending without a link.
    await addToCart(app, token, product(7).product_id, 1);
    const failed = await app.inject({ method: 'POST', url: '/api/cart/checkout', headers: bearer(token) });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ success: false, message: 'Checkout failed. Please try again.' });
    expect((await orderRows(app, email)).map((o) => o.status)).toEqual(['cancelled', 'failed']);

    // The signed event still arrives: the first order is paid, and only its line leaves the cart.
    expect((await webhook(body, signPaystack(fake.secretKey, body))).statusCode).toBe(200);
    expect((await orderRows(app, email)).map((o) => o.status)).toEqual(['paid', 'failed']);
    expect(await cartLines(app, token)).toEqual([{ product_id: product(7).product_id, quantity: 1 }]);
  });
});
