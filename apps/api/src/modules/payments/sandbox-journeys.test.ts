import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@nyansa/contract/money';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import {
  addToCart,
  cartLines,
  catalog,
  checkout,
  orderStatus,
  paymentRows,
  returnedReference,
  subscriptionRows,
  useSandboxPage,
  verifyPayment,
  type CatalogProduct,
} from '../../../test/payment-journeys';

let app: TestApp;
let products: CatalogProduct[];
beforeAll(async () => {
  app = await createTestApp();
  products = await catalog(app);
});
afterAll(() => app.close());

const product = (i: number) => {
  const p = products[i];
  if (!p) throw new Error('catalog too small');
  return p;
};

async function shopperWithCart(i: number, quantity: number) {
  const shopper = await registerVerifiedUser(app);
  await addToCart(app, shopper.token, product(i).product_id, quantity);
  return shopper;
}

describe('the sandbox hosted page', () => {
  it('is marked TEST MODE, shows the amount, and has no script', async () => {
    const { token } = await shopperWithCart(0, 2);
    const answer = await checkout(app, token);
    const page = await app.inject({ method: 'GET', url: new URL(answer.payment_url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('TEST MODE');
    expect(page.body).toContain(formatPrice(answer.total_amount, 'USD'));
    expect(page.body).toMatch(/>Pay \$[\d.]+</);
    expect(page.body).toContain('>Cancel<');
    expect(page.body).not.toContain('<script');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toContain("form-action 'self' http://shop.test");
  });

  it('answers an unknown reference with a 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/pay/nya-ord-000000000000000000000000' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Payment not found');
    const post = await app.inject({ method: 'POST', url: '/pay/nya-ord-000000000000000000000000/pay', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(post.statusCode).toBe(404);
  });

  it.each([
    ['decline', 'failed'],
    ['cancel', 'abandoned'],
  ] as const)('%s returns like Paystack, the order fails and the cart stays', async (action, paymentStatus) => {
    const { token } = await shopperWithCart(1, 1);
    const answer = await checkout(app, token);
    const landing = await useSandboxPage(app, answer.payment_url, action);
    expect(landing.origin + landing.pathname).toBe('http://shop.test/checkout');
    const { reference } = returnedReference(landing.toString());
    expect((await verifyPayment(app, token, reference)).json().data).toMatchObject({ status: paymentStatus, order_id: answer.order_id });
    expect(await orderStatus(app, token, answer.order_id)).toBe('failed');
    expect(await cartLines(app, token)).toHaveLength(1);
  });

  it('the status call checks a pending order with the provider: paid without any verify call', async () => {
    const { token } = await shopperWithCart(2, 1);
    const answer = await checkout(app, token);
    expect(await orderStatus(app, token, answer.order_id)).toBe('pending');
    await useSandboxPage(app, answer.payment_url, 'pay');
    expect(await orderStatus(app, token, answer.order_id)).toBe('paid');
    expect(await cartLines(app, token)).toEqual([]);
  });

  it('keeps the generated API document whole with the payment routes in it', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/cart/checkout', '/api/orders/{id}/status', '/api/subscription/create', '/api/payments/verify/{reference}']));
  });

  it('refuses any webhook: the sandbox sends none', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/payments/webhook',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': 'abc' },
      payload: JSON.stringify({ event: 'charge.success', data: { reference: 'x', status: 'success', amount: 1, currency: 'USD' } }),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('subscriptions on the sandbox', () => {
  it('a yearly premium plan is paid on the page, returns to the dashboard and runs twelve months', async () => {
    const { token, email } = await registerVerifiedUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: bearer(token),
      payload: { package_type: 'premium', email, amount: 43.09, billing_cycle: 'yearly' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { payment_url: paymentUrl, reference } = created.json<{ payment_url: string; reference: string }>();
    expect(created.json()).toEqual({ success: true, payment_url: paymentUrl, reference });

    const page = await app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
    expect(page.body).toContain('$43.09');
    const landing = await useSandboxPage(app, paymentUrl, 'pay');
    expect(landing.origin + landing.pathname).toBe('http://shop.test/dashboard');
    expect(returnedReference(landing.toString()).reference).toBe(reference);

    const verified = await verifyPayment(app, token, reference);
    const subscription = verified.json().data.subscription;
    expect(subscription).toMatchObject({ package_type: 'premium', billing_cycle: 'yearly', status: 'active', is_active: true });
    const start = new Date(subscription.start_date);
    const end = new Date(subscription.end_date);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(end.getUTCMonth()).toBe(start.getUTCMonth());
    expect(await subscriptionRows(app, email)).toHaveLength(1);
    expect((await paymentRows(app, email))[0]).toMatchObject({ purpose: 'subscription', status: 'success' });
  });

  it('a cancelled plan payment activates nothing', async () => {
    const { token, email } = await registerVerifiedUser(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/subscription/create',
      headers: bearer(token),
      payload: { package_type: 'ai_analysis', email, amount: 29.99, billing_cycle: 'monthly' },
    });
    const landing = await useSandboxPage(app, created.json().payment_url, 'cancel');
    const verified = await verifyPayment(app, token, returnedReference(landing.toString()).reference);
    expect(verified.json().data).toMatchObject({ status: 'abandoned', purpose: 'subscription' });
    expect(verified.json().data.subscription).toBeUndefined();
    expect(await subscriptionRows(app, email)).toEqual([]);
    const current = await app.inject({ method: 'GET', url: '/api/subscription/current', headers: bearer(token) });
    expect(current.json()).toEqual({ success: true, subscription: null });
  });
});
