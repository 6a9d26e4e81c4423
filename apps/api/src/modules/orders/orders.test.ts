import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { addToCart, catalog, checkout, orderOf, useSandboxPage, type CatalogProduct } from '../../../test/payment-journeys';

let app: TestApp;
let products: CatalogProduct[];
beforeAll(async () => {
  app = await createTestApp();
  products = await catalog(app);
});
afterAll(() => app.close());

const productId = (i: number) => products[i]?.product_id ?? 0;

describe('orders', () => {
  it('lists the caller’s orders newest first, each with its lines and status', async () => {
    const { token } = await registerVerifiedUser(app);
    await addToCart(app, token, productId(0), 1);
    const first = await checkout(app, token);
    await useSandboxPage(app, first.payment_url, 'pay');
    expect((await app.inject({ method: 'GET', url: `/api/orders/${first.order_id}/status`, headers: bearer(token) })).json()).toEqual({
      success: true,
      data: { order_id: first.order_id, status: 'paid' },
    });
    await addToCart(app, token, productId(1), 2);
    const second = await checkout(app, token);

    const res = await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const orders = res.json().data as Array<{ order_id: number; status: string; items: Array<{ product_id: number; quantity: number }> }>;
    expect(orders.map((o) => [o.order_id, o.status])).toEqual([
      [second.order_id, 'pending'],
      [first.order_id, 'paid'],
    ]);
    expect(orders[0]?.items).toMatchObject([{ product_id: productId(1), quantity: 2 }]);
    expect(orders[1]?.items).toMatchObject([{ product_id: productId(0), quantity: 1 }]);

    // The order's page: lines, total, status, the payment's reference and when it was paid.
    const paid = await orderOf(app, token, first.order_id);
    expect(paid.json().data).toEqual({
      order_id: first.order_id,
      status: 'paid',
      total_amount: first.total_amount,
      currency: 'USD',
      items: [{ product_id: productId(0), product_name: products[0]?.product_name, unit_price: products[0]?.price, quantity: 1, line_total: products[0]?.price }],
      created_at: expect.any(String),
      paid_at: expect.any(String),
      payment_reference: expect.stringMatching(/^nya-ord-[0-9a-f]{24}$/),
      // No delivery chosen: pickup at the shop's default point, free.
      delivery: { option: expect.objectContaining({ kind: 'pickup', name: 'Pickup at Nyansa Studio, Osu', fee: 0 }), address: null, fee: 0 },
      items_total: first.total_amount,
      fulfilment: { status: 'unfulfilled', carrier: null, tracking_number: null, tracking_url: null, events: [] },
      refunds: [],
      refundable: first.total_amount,
      receipt_url: expect.stringMatching(new RegExp(`^/api/orders/${first.order_id}/receipt\\.pdf\\?exp=\\d+&sig=`)),
    });
    expect(Date.parse(paid.json().data.paid_at)).toBeGreaterThanOrEqual(Date.parse(paid.json().data.created_at));
    const withoutLink = ({ receipt_url: _link, ...order }: { receipt_url: string }) => order;
    expect(withoutLink(res.json().data[1])).toEqual(withoutLink(paid.json().data));
    expect((await orderOf(app, token, second.order_id)).json().data).toMatchObject({ status: 'pending', paid_at: null, payment_reference: expect.stringMatching(/^nya-ord-/) });
  });

  it("answers 404 for another shopper's order", async () => {
    const { token } = await registerVerifiedUser(app);
    await addToCart(app, token, productId(2), 1);
    const mine = await checkout(app, token);
    const other = await registerVerifiedUser(app);
    expect((await orderOf(app, other.token, mine.order_id)).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/orders', headers: bearer(other.token) })).json().data).toEqual([]);
  });

  it('answers 404 for an unknown order, 400 for a malformed id and 401 without a token', async () => {
    const { token } = await registerVerifiedUser(app);
    const missing = await orderOf(app, token, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Order not found' });
    expect((await app.inject({ method: 'GET', url: '/api/orders/abc', headers: bearer(token) })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/orders/1/status' })).statusCode).toBe(401);
  });
});
