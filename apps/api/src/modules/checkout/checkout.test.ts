import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import {
  addToCart,
  cartLines,
  catalog,
  checkout,
  orderOf,
  orderRows,
  orderStatus,
  returnedReference,
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
const cents = (dollars: number) => Math.round(dollars * 100);

describe('POST /api/cart/checkout', () => {
  it('refuses an empty cart with the spec text, also for a body-less JSON post', async () => {
    const { token } = await registerVerifiedUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/cart/checkout', headers: { ...bearer(token), 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'Your cart is empty' });
    const anonymous = await app.inject({ method: 'POST', url: '/api/cart/checkout' });
    expect(anonymous.statusCode).toBe(401);
    expect(await orderRows(app, (await registerVerifiedUser(app)).email)).toEqual([]);
  });

  it('snapshots the cart at server prices, pays on the TEST MODE page and empties the cart once', async () => {
    const { token, email } = await registerVerifiedUser(app);
    await addToCart(app, token, product(0).product_id, 2);
    await addToCart(app, token, product(1).product_id, 1);
    const expectedCents = cents(product(0).price) * 2 + cents(product(1).price);

    const answer = await checkout(app, token);
    expect(answer).toMatchObject({ success: true, total_amount: expectedCents / 100 });
    expect(answer.payment_url).toMatch(/^http:\/\/shop\.test\/pay\/nya-ord-/);

    const order = (await orderOf(app, token, answer.order_id)).json();
    expect(order.data).toMatchObject({
      order_id: answer.order_id,
      status: 'pending',
      total_amount: expectedCents / 100,
      currency: 'USD',
      paid_at: null,
      items: [
        { product_id: product(0).product_id, product_name: product(0).product_name, unit_price: product(0).price, quantity: 2, line_total: (cents(product(0).price) * 2) / 100 },
        { product_id: product(1).product_id, product_name: product(1).product_name, unit_price: product(1).price, quantity: 1 },
      ],
    });

    const landing = await useSandboxPage(app, answer.payment_url, 'pay');
    expect(landing.origin + landing.pathname).toBe('http://shop.test/checkout');
    const { reference } = returnedReference(landing.toString());

    const verified = await verifyPayment(app, token, reference);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ success: true, data: { reference, status: 'success', purpose: 'order', order_id: answer.order_id } });
    expect(await orderStatus(app, token, answer.order_id)).toBe('paid');
    expect(await cartLines(app, token)).toEqual([]);
    expect((await verifyPayment(app, token, reference)).json().data.status).toBe('success');
    const rows = await orderRows(app, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paid_at).toBeInstanceOf(Date);
    expect((await orderOf(app, token, answer.order_id)).json().data.paid_at).toEqual(expect.any(String));
  });

  it('charges the price of the moment: a later price change does not touch the order', async () => {
    const { token } = await registerVerifiedUser(app);
    await addToCart(app, token, product(2).product_id, 1);
    const answer = await checkout(app, token);
    await app.testing.database.query('UPDATE products SET price_cents = price_cents + 500 WHERE id = $1', [product(2).product_id]);
    try {
      expect((await orderOf(app, token, answer.order_id)).json().data.total_amount).toBe(product(2).price);
      // The same lines at a new price are another cart: a new order at the new price.
      const repriced = await checkout(app, token);
      expect(repriced.order_id).not.toBe(answer.order_id);
      expect(repriced.total_amount).toBe((cents(product(2).price) + 500) / 100);
    } finally {
      await app.testing.database.query('UPDATE products SET price_cents = price_cents - 500 WHERE id = $1', [product(2).product_id]);
    }
  });

  it('reuses the pending order for the same cart and replaces it when the cart changes', async () => {
    const { token, email } = await registerVerifiedUser(app);
    await addToCart(app, token, product(0).product_id, 1);
    const first = await checkout(app, token);
    const second = await checkout(app, token);
    expect(second).toMatchObject({ order_id: first.order_id, payment_url: first.payment_url, total_amount: first.total_amount });

    await addToCart(app, token, product(3).product_id, 1);
    const third = await checkout(app, token);
    expect(third.order_id).not.toBe(first.order_id);
    expect(third.payment_url).not.toBe(first.payment_url);
    expect(third.total_amount).toBe((cents(product(0).price) + cents(product(3).price)) / 100);
    const rows = await orderRows(app, email);
    expect(rows.map((r) => r.status)).toEqual(['cancelled', 'pending']);
  });

  it('ten parallel checkouts of one cart make one pending order with one payment link', async () => {
    const { token, email } = await registerVerifiedUser(app);
    await addToCart(app, token, product(4).product_id, 3);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({ method: 'POST', url: '/api/cart/checkout', headers: { ...bearer(token), 'content-type': 'application/json' } }),
      ),
    );
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const bodies = answers.map((r) => r.json<{ order_id: number; payment_url: string }>());
    expect(new Set(bodies.map((b) => b.order_id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.payment_url)).size).toBe(1);
    const rows = await orderRows(app, email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('pending');
    const [count] = await app.testing.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM payments p JOIN users u ON u.id = p.user_id WHERE u.email = $1',
      [email],
    );
    expect(count?.n).toBe(1);
  });

  it('empties only what was bought: lines added after checkout stay in the cart', async () => {
    const { token } = await registerVerifiedUser(app);
    await addToCart(app, token, product(5).product_id, 2);
    const answer = await checkout(app, token);
    await addToCart(app, token, product(5).product_id, 1);
    await addToCart(app, token, product(6).product_id, 1);
    const landing = await useSandboxPage(app, answer.payment_url, 'pay');
    await verifyPayment(app, token, returnedReference(landing.toString()).reference);
    expect(await cartLines(app, token)).toEqual([
      { product_id: product(5).product_id, quantity: 1 },
      { product_id: product(6).product_id, quantity: 1 },
    ]);
  });
});
