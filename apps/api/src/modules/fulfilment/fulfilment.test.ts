import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, createStaff, mailsTo, type Staff } from '../../../test/backoffice';
import { signPaystack, startFakePaystack } from '../../../test/fake-paystack';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { addToCart, catalog, checkout, usePaystackPage, verifyPayment } from '../../../test/payment-journeys';

let app: TestApp;
let staff: Staff;
let brandProductId: number;
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app);
  const [row] = await app.testing.database.query<{ id: number }>(
    `INSERT INTO products (name, price_cents, image_url, category, brand_id, stock) VALUES ('Baobab Body Butter', 2000, '/images/products/placeholder.webp', 'body', $1, 10) RETURNING id`,
    [staff.brandA],
  );
  brandProductId = row!.id;
});
afterAll(() => app.close());

const post = (url: string, caller: Parameters<Staff['headers']>[0], payload: unknown) => app.inject({ method: 'POST', url, headers: staff.headers(caller), payload: payload as Record<string, unknown> });
const orderOfShopperIn = async (target: TestApp, token: string, id: number) => (await target.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) })).json().data;
const orderOfShopper = async (token: string, id: number) => (await app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: bearer(token) })).json().data;

describe('the fulfilment queue and steps', () => {
  it('moves a paid order forward only, ships with carrier and tracking link, mails the shopper at each step, audits each', async () => {
    const shopper = await registerVerifiedUser(app);
    const orderId = await buy(app, shopper.token, brandProductId, 2);

    const queue = (await app.inject({ method: 'GET', url: '/api/admin/fulfilment', headers: staff.headers('admin') })).json();
    expect(queue.data.map((o: { order_id: number }) => o.order_id)).toContain(orderId);
    const own = (await app.inject({ method: 'GET', url: '/api/admin/fulfilment', headers: staff.headers('brand_admin_a') })).json().data.find((o: { order_id: number }) => o.order_id === orderId);
    expect(own).toMatchObject({ customer: null, delivery: null, items: [{ product_id: brandProductId, quantity: 2 }] });
    expect((await app.inject({ method: 'GET', url: '/api/admin/fulfilment', headers: staff.headers('brand_admin_b') })).json().data.map((o: { order_id: number }) => o.order_id)).not.toContain(orderId);
    expect((await app.inject({ method: 'GET', url: '/api/admin/fulfilment', headers: staff.headers('consumer') })).statusCode).toBe(403);
    expect((await post(`/api/admin/orders/${orderId}/fulfilment`, 'brand_admin_a', { status: 'processing' })).statusCode).toBe(403);

    const noCarrier = await post(`/api/admin/orders/${orderId}/fulfilment`, 'admin', { status: 'shipped' });
    expect(noCarrier.statusCode).toBe(400);
    expect(noCarrier.json().errors).toEqual([
      { field: 'carrier', message: 'Choose the carrier' },
      { field: 'tracking_number', message: 'Enter the tracking number' },
    ]);
    expect((await post(`/api/admin/orders/${orderId}/fulfilment`, 'admin', { status: 'processing' })).statusCode).toBe(200);
    const shipped = await post(`/api/admin/orders/${orderId}/fulfilment`, 'admin', { status: 'shipped', carrier: 'dhl', tracking_number: 'JD014600006281', note: 'Two jars' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json().data.fulfilment).toMatchObject({
      status: 'shipped',
      carrier: 'dhl',
      tracking_number: 'JD014600006281',
      tracking_url: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=JD014600006281',
      events: [{ status: 'processing' }, { status: 'shipped', note: 'Two jars' }],
    });
    const back = await post(`/api/admin/orders/${orderId}/fulfilment`, 'admin', { status: 'processing' });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is shipped cannot be marked processing');
    expect((await post(`/api/admin/orders/${orderId}/cancel`, 'admin', {})).json().message).toBe('A shipped order cannot be cancelled; refund it instead');
    expect((await post(`/api/admin/orders/${orderId}/fulfilment`, 'admin', { status: 'delivered' })).statusCode).toBe(200);

    const mine = await orderOfShopper(shopper.token, orderId);
    expect(mine.fulfilment.status).toBe('delivered');
    const subjects = (await mailsTo(app, shopper.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([`We are preparing your Nyansa order #${orderId}`, `Your Nyansa order #${orderId} is ready`, `Your Nyansa order #${orderId} was delivered`]),
    );
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=order.fulfilment', headers: staff.headers('admin') })).json().data;
    expect(audit.filter((entry: { target: { id: number } }) => entry.target.id === orderId)).toHaveLength(3);
    expect((await post('/api/admin/orders/999999/fulfilment', 'admin', { status: 'processing' })).statusCode).toBe(404);
  });

  it('cancels a paid unshipped order: full refund through the sandbox, stock back, a mail; refunds never go above what was paid', async () => {
    const shopper = await registerVerifiedUser(app);
    const [before] = await app.testing.database.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [brandProductId]);
    const orderId = await buy(app, shopper.token, brandProductId, 1);
    const total = (await orderOfShopper(shopper.token, orderId)).total_amount as number;

    const tooMuch = await post(`/api/admin/orders/${orderId}/refunds`, 'admin', { amount: total + 1, reason: 'Damaged', restock: false });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().errors[0]).toMatchObject({ field: 'amount' });
    expect((await post(`/api/admin/orders/${orderId}/refunds`, 'admin', { amount: 1, reason: '', restock: false })).json().errors).toEqual([{ field: 'reason', message: 'Please give a reason' }]);
    expect((await post(`/api/admin/orders/${orderId}/refunds`, 'brand_admin_a', { amount: 1, reason: 'x', restock: false })).statusCode).toBe(403);

    const part = await post(`/api/admin/orders/${orderId}/refunds`, 'admin', { amount: 5, reason: 'Lid was cracked', restock: false });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ refundable: Math.round((total - 5) * 100) / 100, refunds: [{ amount: 5, reason: 'Lid was cracked', status: 'processed', restock: false }] });
    const [ledger] = await app.testing.database.query<{ total: number }>('SELECT coalesce(sum(amount_cents), 0)::int AS total FROM sandbox_refunds');
    expect(ledger!.total).toBeGreaterThanOrEqual(500);

    const cancelled = await post(`/api/admin/orders/${orderId}/cancel`, 'admin', { reason: 'Customer asked' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ refundable: 0, fulfilment: { status: 'cancelled' } });
    expect(cancelled.json().data.refunds.map((r: { amount: number }) => r.amount)).toEqual([5, Math.round((total - 5) * 100) / 100]);
    const [after] = await app.testing.database.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [brandProductId]);
    expect(after!.stock).toBe(before!.stock);
    expect((await post(`/api/admin/orders/${orderId}/refunds`, 'admin', { amount: 0.01, reason: 'More', restock: false })).json().message).toBe('This order has been refunded in full');
    expect((await post(`/api/admin/orders/${orderId}/cancel`, 'admin', {})).statusCode).toBe(409);
    expect((await mailsTo(app, shopper.email)).map((m) => m.subject)).toEqual(expect.arrayContaining([`Your Nyansa order #${orderId} was cancelled`]));
    expect((await app.inject({ method: 'GET', url: '/api/admin/audit?action=order.cancel', headers: staff.headers('admin') })).json().data[0]).toMatchObject({ target: { type: 'order', id: orderId } });
  });

  it('restocks the returned lines of a partial refund, never more than was bought', async () => {
    const shopper = await registerVerifiedUser(app);
    const orderId = await buy(app, shopper.token, brandProductId, 2);
    const [before] = await app.testing.database.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [brandProductId]);
    const tooMany = await post(`/api/admin/orders/${orderId}/refunds`, 'admin', { amount: 20, reason: 'Returned', restock: true, items: [{ product_id: brandProductId, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(400);
    expect((await post(`/api/admin/orders/${orderId}/refunds`, 'admin', { amount: 20, reason: 'Returned', restock: true })).json().errors).toEqual([{ field: 'items', message: 'Choose the items to put back in stock' }]);
    const ok = await post(`/api/admin/orders/${orderId}/refunds`, 'admin', { amount: 20, reason: 'Returned', restock: true, items: [{ product_id: brandProductId, quantity: 1 }] });
    expect(ok.statusCode, ok.body).toBe(200);
    const [after] = await app.testing.database.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [brandProductId]);
    expect(after!.stock).toBe(before!.stock + 1);
  });

  it("gives the packing slip to admins only, and the PDF receipt to its owner, an admin or a signed link; 404 for anyone else", async () => {
    const shopper = await registerVerifiedUser(app);
    const orderId = await buy(app, shopper.token, brandProductId, 1);
    const slip = await app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/packing-slip`, headers: staff.headers('admin') });
    expect(slip.json().data).toMatchObject({ order_id: orderId, items: [{ product_name: 'Baobab Body Butter', quantity: 1 }], delivery: { option: { kind: 'pickup' } } });
    expect((await app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/packing-slip`, headers: staff.headers('brand_admin_a') })).statusCode).toBe(403);

    const pdf = await app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt.pdf`, headers: bearer(shopper.token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt.pdf`, headers: staff.headers('admin') })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt.pdf`, headers: staff.headers('consumer') })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipt.pdf` })).statusCode).toBe(401);
    const link = (await orderOfShopper(shopper.token, orderId)).receipt_url as string;
    expect((await app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: link.replace(/sig=./, 'sig=A') })).statusCode).toBe(401);
  });

  it('answers "where is my order" in the chat from the shopper\'s latest order', async () => {
    const shopper = await registerVerifiedUser(app);
    const ask = (message: string, token?: string) => app.inject({ method: 'POST', url: '/api/chatbot/message', headers: token ? bearer(token) : {}, payload: { message } });
    expect((await ask('Where is my order?', shopper.token)).json().content).toBe('You have no orders yet. Once you place one, ask me and I will tell you where it is.');
    const orderId = await buy(app, shopper.token, brandProductId, 1);
    await post(`/api/admin/orders/${orderId}/fulfilment`, 'admin', { status: 'shipped', carrier: 'ups', tracking_number: '1Z999AA10123456784' });
    for (const question of ['where is my order', 'Can you track my parcel?', 'has my package shipped yet', "what's my delivery status"]) {
      const answer = (await ask(question, shopper.token)).json().content as string;
      expect(answer, question).toContain(`order #${orderId}`);
    }
    // Picked up at the studio (no delivery chosen): ready to collect, with where and when.
    expect((await ask('track my order', shopper.token)).json().content).toContain(`Your order #${orderId} is ready to collect at 14 Oxford Street, Osu, Accra (open Mon-Fri 9:00-18:00, Sat 10:00-16:00)`);
    expect((await ask('where is my order')).json().content).toMatch(/Please log in to access all features\.$/);
  });
});

describe('refunds through Paystack', () => {
  it("sends POST /refund with the transaction and the amount in subunits, and refuses more than is left", async () => {
    const fake = await startFakePaystack();
    const paystack = await createTestApp({ env: { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.baseUrl, JWT_SECRET: randomBytes(32).toString('hex') } });
    try {
      const admin = await registerVerifiedUser(paystack, { role: 'admin' });
      const shopper = await registerVerifiedUser(paystack);
      const [product] = await catalog(paystack);
      await addToCart(paystack, shopper.token, product!.product_id, 1);
      const answer = await checkout(paystack, shopper.token);
      const landing = await usePaystackPage(answer.payment_url, 'pay');
      await verifyPayment(paystack, shopper.token, landing.searchParams.get('reference') ?? '');
      const refund = (amount: number) => paystack.inject({ method: 'POST', url: `/api/admin/orders/${answer.order_id}/refunds`, headers: bearer(admin.token), payload: { amount, reason: 'Late delivery', restock: false } });
      const res = await refund(1.5);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.refunds).toEqual([expect.objectContaining({ amount: 1.5, status: 'pending' })]);
      expect(fake.refunds).toEqual([expect.objectContaining({ transaction: landing.searchParams.get('reference'), amount: 150, currency: 'USD' })]);
      expect((await refund(answer.total_amount)).statusCode).toBe(400);
      expect(fake.refunds).toHaveLength(1);
    } finally {
      await paystack.close();
      await fake.close();
    }
  });

  it("moves a pending refund to processed or failed on Paystack's signed refund webhook, once, never backwards", async () => {
    const fake = await startFakePaystack();
    const paystack = await createTestApp({ env: { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_BASE_URL: fake.baseUrl, JWT_SECRET: randomBytes(32).toString('hex') } });
    try {
      const admin = await registerVerifiedUser(paystack, { role: 'admin' });
      const shopper = await registerVerifiedUser(paystack);
      const [product] = await catalog(paystack);
      await addToCart(paystack, shopper.token, product!.product_id, 2);
      const answer = await checkout(paystack, shopper.token);
      const landing = await usePaystackPage(answer.payment_url, 'pay');
      await verifyPayment(paystack, shopper.token, landing.searchParams.get('reference') ?? '');
      const refund = (amount: number) => paystack.inject({ method: 'POST', url: `/api/admin/orders/${answer.order_id}/refunds`, headers: bearer(admin.token), payload: { amount, reason: 'Late delivery', restock: false } });
      expect((await refund(1.5)).statusCode).toBe(200);
      expect((await refund(2)).statusCode).toBe(200);
      const [first, second] = fake.refunds;
      const hook = (body: string, signature = signPaystack(fake.secretKey, body)) =>
        paystack.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json', 'x-paystack-signature': signature }, payload: body });
      const statuses = async () => (await orderOfShopperIn(paystack, shopper.token, answer.order_id)).refunds.map((r: { amount: number; status: string }) => [r.amount, r.status]);
      const refundable = async () => (await paystack.inject({ method: 'GET', url: '/api/admin/fulfilment?status=unfulfilled', headers: bearer(admin.token) })).json().data[0].refundable as number;
      expect(await statuses()).toEqual([[1.5, 'pending'], [2, 'pending']]);

      // Not signed by Paystack: refused, nothing moves.
      fake.settleRefund(first!.id, 'processed');
      expect((await hook(fake.refundEventBody(first!.id), signPaystack('sk_test_forged', fake.refundEventBody(first!.id)))).statusCode).toBe(401);
      expect(await statuses()).toEqual([[1.5, 'pending'], [2, 'pending']]);

      // refund.processed for the 1.50: that refund only; the replay changes nothing.
      for (let delivery = 0; delivery < 2; delivery += 1) expect((await hook(fake.refundEventBody(first!.id))).statusCode).toBe(200);
      expect(await statuses()).toEqual([[1.5, 'processed'], [2, 'pending']]);

      // refund.failed for the 2.00: the money did not go back, so it is refundable again.
      const before = await refundable();
      fake.settleRefund(second!.id, 'failed');
      expect((await hook(fake.refundEventBody(second!.id))).statusCode).toBe(200);
      expect(await statuses()).toEqual([[1.5, 'processed'], [2, 'failed']]);
      expect(await refundable()).toBeCloseTo(before + 2, 2);

      // A late or stray event moves nothing backwards: processed stays processed, failed stays failed.
      expect((await hook(fake.refundEventBody(second!.id, 'refund.processed'))).statusCode).toBe(200);
      expect((await hook(fake.refundEventBody(first!.id, 'refund.failed'))).statusCode).toBe(200);
      expect(await statuses()).toEqual([[1.5, 'processed'], [2, 'failed']]);
      // A refund event for a transaction the shop does not know is acknowledged and ignored.
      const stray = JSON.stringify({ event: 'refund.processed', data: { status: 'processed', transaction_reference: 'nya-unknown-0000', amount: '150', currency: 'USD' } });
      expect((await hook(stray)).statusCode).toBe(200);
      expect(await statuses()).toEqual([[1.5, 'processed'], [2, 'failed']]);
    } finally {
      await paystack.close();
      await fake.close();
    }
  });
});
