import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopJobs, reservationMs } from '../../jobs/shop-jobs';
import { createStaff, type Staff } from '../../../test/backoffice';
import { bearer, createTestApp, onPostgres, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { addToCart, catalog, checkout, useSandboxPage, verifyPayment } from '../../../test/payment-journeys';
import { createDevMailbox } from '../../mail/mailer';
import { createReceipts } from '../orders/receipt';
import { createPhotoRetention } from '../privacy/photos';
import { createLocalUploadStorage } from '../../storage/uploads';
import { createPaymentProvider } from '../payments/providers/index';
import { createPaymentsService } from '../payments/service';
import { createFulfilmentService } from './service';

let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app);
});
afterAll(() => app.close());

async function setStock(target: TestApp, productId: number, stock: number | null): Promise<void> {
  await target.testing.database.query('UPDATE products SET stock = $1 WHERE id = $2', [stock, productId]);
}
async function stockOf(target: TestApp, productId: number): Promise<number | null> {
  const [row] = await target.testing.database.query<{ stock: number | null }>('SELECT stock FROM products WHERE id = $1', [productId]);
  return row!.stock;
}
async function brandProduct(brandId: number, name: string): Promise<number> {
  const [row] = await app.testing.database.query<{ id: number }>(
    `INSERT INTO products (name, price_cents, image_url, category, brand_id) VALUES ($1, 1200, '/images/products/placeholder.webp', 'lip', $2) RETURNING id`,
    [name, brandId],
  );
  return row!.id;
}

describe('stock for shoppers', () => {
  it('shows in stock, "only N left" at 5 or fewer, and out of stock, never the exact count above that', async () => {
    const [product] = await catalog(app);
    const id = product!.product_id;
    const seen = async () => (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json().product;
    await setStock(app, id, 40);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the listing cache lives one second
    expect(await seen()).toMatchObject({ stock_status: 'in_stock', stock_left: null });
    await setStock(app, id, 3);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await seen()).toMatchObject({ stock_status: 'low_stock', stock_left: 3 });
    await setStock(app, id, 0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await seen()).toMatchObject({ stock_status: 'out_of_stock', stock_left: 0 });
    await setStock(app, id, null);
  });

  it("refuses adding more than is left with the contract's 409, keeping the cart as it was", async () => {
    const { token, user } = await registerVerifiedUser(app);
    const [, product] = await catalog(app);
    const id = product!.product_id;
    await setStock(app, id, 3);
    await addToCart(app, token, id, 2);
    const over = await app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload: { product_id: id, quantity: 2 } });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ success: false, message: `Only 3 left of ${product!.product_name}` });
    const cart = (await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(token) })).json().data;
    expect(cart.items).toMatchObject([{ product_id: id, quantity: 2 }]);
    const line = cart.items[0].id as number;
    expect((await app.inject({ method: 'PUT', url: `/api/cart/${line}`, headers: bearer(token), payload: { quantity: 4 } })).statusCode).toBe(409);
    await setStock(app, id, 0);
    const out = await app.inject({ method: 'POST', url: '/api/cart/add', headers: bearer(token), payload: { product_id: id, quantity: 1 } });
    expect(out.statusCode).toBe(409);
    expect(out.json().message).toBe(`${product!.product_name} is out of stock`);
    // Checkout of a cart whose stock ran out meanwhile: the same 409, nothing reserved, nothing charged.
    const refused = await app.inject({ method: 'POST', url: '/api/cart/checkout', headers: bearer(token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`${product!.product_name} is out of stock`);
    const [orders] = await app.testing.database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [user.id]);
    expect(orders!.n).toBe(0);
    await setStock(app, id, null);
  });
});

describe('stock for staff', () => {
  it('is set by an admin or its own brand_admin (exact counts, audited), 403 for another brand or a consumer, 400 for bad input', async () => {
    const own = await brandProduct(staff.brandA, `Shea Lip Balm ${randomBytes(2).toString('hex')}`);
    const put = (caller: Parameters<Staff['headers']>[0], stock: unknown) => app.inject({ method: 'PUT', url: `/api/products/${own}`, headers: staff.headers(caller), payload: { stock } });
    expect((await put('brand_admin_b', 5)).statusCode).toBe(403);
    expect((await put('consumer', 5)).statusCode).toBe(403);
    const bad = await put('brand_admin_a', -1);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'stock', message: 'Stock must be 0 or more' }]);
    expect((await put('brand_admin_a', 2.5)).json().errors).toEqual([{ field: 'stock', message: 'Stock must be a whole number' }]);
    const ok = await put('brand_admin_a', 4);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().product).toMatchObject({ stock: 4, stock_status: 'low_stock', stock_left: 4 });
    expect((await put('admin', 120)).json().product).toMatchObject({ stock: 120, stock_status: 'in_stock', stock_left: null });
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=product.update', headers: staff.headers('admin') })).json().data;
    expect(audit[0]).toMatchObject({ target: { id: own }, before: { stock: 4 }, after: { stock: 120 } });

    await put('admin', 2);
    const low = (await app.inject({ method: 'GET', url: '/api/admin/products?stock=low', headers: staff.headers('brand_admin_a') })).json().data;
    expect(low).toEqual([expect.objectContaining({ product_id: own, stock: 2 })]);
    const overview = (await app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers('admin') })).json().data;
    expect(overview.low_stock).toContainEqual(expect.objectContaining({ product_id: own, stock: 2 }));
    expect((await app.inject({ method: 'GET', url: '/api/admin/overview', headers: staff.headers('brand_admin_a') })).statusCode).toBe(403);
  });
});

describe('reservations', () => {
  it('a declined payment gives the units back; a paid one keeps them taken', async () => {
    const [, , product] = await catalog(app);
    const id = product!.product_id;
    await setStock(app, id, 4);
    const { token } = await registerVerifiedUser(app);
    await addToCart(app, token, id, 3);
    const first = await checkout(app, token);
    expect(await stockOf(app, id)).toBe(1);
    const declined = await useSandboxPage(app, first.payment_url, 'decline');
    await verifyPayment(app, token, declined.searchParams.get('reference') ?? '');
    expect(await stockOf(app, id)).toBe(4);
    const second = await checkout(app, token);
    expect(await stockOf(app, id)).toBe(1);
    const paid = await useSandboxPage(app, second.payment_url, 'pay');
    await verifyPayment(app, token, paid.searchParams.get('reference') ?? '');
    expect(await stockOf(app, id)).toBe(1);
    await setStock(app, id, null);
  });

  it('a changed cart gives the old order units back before taking the new ones', async () => {
    const [, , , product] = await catalog(app);
    const id = product!.product_id;
    await setStock(app, id, 3);
    const { token } = await registerVerifiedUser(app);
    await addToCart(app, token, id, 2);
    await checkout(app, token);
    await addToCart(app, token, id, 1);
    await checkout(app, token);
    expect(await stockOf(app, id)).toBe(0);
    await setStock(app, id, null);
  });

  it('an order left unpaid past the reservation expires and restocks; paid later, it takes its units again or is refunded in full', async () => {
    const [, , , , product] = await catalog(app);
    const id = product!.product_id;
    await setStock(app, id, 2);
    const ama = await registerVerifiedUser(app);
    await addToCart(app, ama.token, id, 2);
    const answer = await checkout(app, ama.token);
    expect(await stockOf(app, id)).toBe(0);
    app.testing.clock.advance(reservationMs + 60_000);
    expect(await expiryJob(app).run()).toMatch(/\d+ expired and restocked/);
    expect(await stockOf(app, id)).toBe(2);
    const [order] = await app.testing.database.query<{ status: string }>('SELECT status FROM orders WHERE id = $1', [answer.order_id]);
    expect(order!.status).toBe('cancelled');

    // Someone else buys one meanwhile; the first shopper still pays on the page that stayed open.
    const kofi = await registerVerifiedUser(app);
    await addToCart(app, kofi.token, id, 1);
    await checkout(app, kofi.token);
    const late = await useSandboxPage(app, answer.payment_url, 'pay');
    await verifyPayment(app, ama.token, late.searchParams.get('reference') ?? '');
    const after = (await app.inject({ method: 'GET', url: `/api/orders/${answer.order_id}`, headers: bearer(ama.token) })).json().data;
    // Paid (the payment is never refused), but only one unit was left: cancelled and refunded in full.
    expect(after.status).toBe('paid');
    expect(after.fulfilment.status).toBe('cancelled');
    expect(after.refunds).toEqual([expect.objectContaining({ amount: answer.total_amount, status: 'processed' })]);
    expect(await stockOf(app, id)).toBe(1);
    await setStock(app, id, null);
  });
});

/** The expiry job as the jobs module builds it, on the app's database and clock. */
function expiryJob(target: TestApp) {
  const { database, clock, config } = target.testing;
  const provider = createPaymentProvider(config, database);
  const mailer = createDevMailbox(database, () => target.log);
  const fulfilment = createFulfilmentService({ database, provider, mailer, clock, publicUrl: config.publicUrl, log: target.log });
  const receipts = createReceipts({ database, mailer, publicUrl: config.publicUrl, log: target.log });
  const payments = createPaymentsService({ database, provider, clock, log: target.log, receipts, onSoldOut: (orderId, names) => fulfilment.cancelSoldOut(orderId, names) });
  const photos = createPhotoRetention({ db: database.db, uploads: createLocalUploadStorage(path.join(config.dataDir, 'uploads')), clock, log: target.log });
  return shopJobs({ db: database.db, clock, payments, photos }).find((job) => job.name === 'expire-unpaid-orders')!;
}

describe.runIf(onPostgres)('never sold twice (PostgreSQL, two instances)', () => {
  it('fifty shoppers checking out the last five units at once on two instances: five orders, the others 409, stock never below zero', async () => {
    const env = { JWT_SECRET: randomBytes(32).toString('hex') };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env, database: first.testing.database });
    try {
      const [product] = await catalog(first);
      const id = product!.product_id;
      const shoppers = await Promise.all(Array.from({ length: 50 }, () => registerVerifiedUser(first)));
      for (const shopper of shoppers) await addToCart(first, shopper.token, id, 1);
      await setStock(first, id, 5);
      const answers = await Promise.all(
        shoppers.map((shopper, index) => (index % 2 === 0 ? first : second).inject({ method: 'POST', url: '/api/cart/checkout', headers: bearer(shopper.token) })),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 409)).toHaveLength(45);
      for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().message).toBe(`${product!.product_name} is out of stock`);
      expect(await stockOf(first, id)).toBe(0);
      const [orders] = await first.testing.database.query<{ n: number; units: number }>(
        "SELECT count(DISTINCT o.id)::int AS n, coalesce(sum(i.reserved_quantity), 0)::int AS units FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.product_id = $1 AND o.status = 'pending'",
        [id],
      );
      expect(orders).toEqual({ n: 5, units: 5 });
    } finally {
      await second.close();
      await first.close();
    }
  }, 120_000);
});
