import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin';
import { buy, createStaff, storedAnalysis, type Staff } from '../backoffice';
import { bearer, createTestApp, lastMailToken, registerVerifiedUser, type TestApp } from '../helpers';
import { addToCart, checkout } from '../payment-journeys';

// The admin screens' data: the overview's figures, orders, people and roles, brands, the audit log.

let app: TestApp;
let staff: Staff;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const minute = 60 * 1000;
const day = 24 * 60 * minute;

describe('overview', () => {
  it('counts paid orders, revenue, active plans, open and overdue requests and role requests over a known fixture', async () => {
    const db = app.testing.database;
    const now = app.testing.clock.now().getTime();
    const at = (msAgo: number) => new Date(now - msAgo).toISOString();
    let people = 0;
    const person = async (requestedRole = 'consumer') => {
      people += 1;
      const [row] = await db.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, requested_role) VALUES ($1, 'x', 'Fixture', 'Person', $2) RETURNING id`,
        [`fixture${people}@example.com`, requestedRole],
      );
      return row!.id;
    };
    const order = async (status: string, cents: number, paidMsAgo: number | null, currency = 'USD') => {
      await db.query(
        `INSERT INTO orders (user_id, status, total_cents, currency, cart_key, created_at, paid_at) VALUES ($1, $2, $3, $4, 'fixture', $5, $6)`,
        [await person(), status, cents, currency, at((paidMsAgo ?? 0) + minute), paidMsAgo === null ? null : at(paidMsAgo)],
      );
    };
    // Today: 2 orders (10.00 + 5.50); 3 days ago: 1 (20.00); 20 days ago: 1 (7.25); 40 days ago: not counted.
    await order('paid', 1000, 1000);
    await order('paid', 550, 2000);
    await order('paid', 2000, 3 * day);
    await order('paid', 725, 20 * day);
    await order('paid', 9900, 40 * day);
    // Not paid: never counted. Paid in another currency: an order, but not in the USD revenue.
    await order('pending', 4000, null);
    await order('failed', 4000, null);
    await order('paid', 300, 3000, 'GHS');

    const plan = async (type: string, end: string | null, active = true) =>
      db.query(`INSERT INTO subscriptions (user_id, package_type, billing_cycle, start_date, end_date, is_active) VALUES ($1, $2, 'monthly', $3, $4, $5)`, [
        await person(),
        type,
        at(10 * day),
        end,
        active,
      ]);
    await plan('basic', null);
    await plan('premium', at(-20 * day));
    await plan('ai_analysis', at(-20 * day));
    await plan('ai_analysis', at(-5 * day));
    await plan('ai_analysis', at(1 * day)); // ran out yesterday
    await plan('premium', at(-20 * day), false); // cancelled

    // Plan payments: today 12.00, 10 days ago 8.50; not counted: pending, another currency, 40 days ago.
    let references = 0;
    const planPayment = async (status: string, cents: number, paidMsAgo: number | null, currency = 'USD') => {
      references += 1;
      await db.query(
        `INSERT INTO payments (reference, user_id, purpose, package_type, billing_cycle, amount_cents, currency, provider, status, paid_at)
         VALUES ($1, $2, 'subscription', 'premium', 'monthly', $3, $4, 'sandbox', $5, $6)`,
        [`fixture-plan-${references}`, await person(), cents, currency, status, paidMsAgo === null ? null : at(paidMsAgo)],
      );
    };
    await planPayment('success', 1200, 5000);
    await planPayment('success', 850, 10 * day);
    await planPayment('success', 9900, 40 * day);
    await planPayment('pending', 1200, null);
    await planPayment('success', 700, 5000, 'GHS');

    const customer = await person();
    const ask = async (status: string, dueMsFromNow: number) => {
      const analysis = await storedAnalysis(app, customer);
      const answered = status === 'answered';
      await db.query(
        `INSERT INTO consultations (user_id, analysis_id, status, due_at, reply, answered_at, answered_by_name) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [customer, analysis.id, status, at(-dueMsFromNow), answered ? 'Fine.' : null, answered ? at(0) : null, answered ? 'Dr Owusu' : null],
      );
    };
    await ask('open', 10 * 60 * minute);
    await ask('claimed', -1 * minute); // overdue
    await ask('open', -5 * 60 * minute); // overdue
    await ask('answered', -60 * minute); // answered: neither open nor overdue

    await person('dermatologist');
    await person('brand_admin');

    const admin = await registerVerifiedUser(app, { role: 'admin' });
    const res = await app.inject({ method: 'GET', url: '/api/admin/overview', headers: bearer(admin.token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        orders: { today: 3, last_7_days: 4, last_30_days: 5 },
        revenue: { today: 15.5, last_7_days: 35.5, last_30_days: 42.75 },
        plan_revenue: { today: 12, last_7_days: 12, last_30_days: 20.5 },
        total_revenue: { today: 27.5, last_7_days: 47.5, last_30_days: 63.25 },
        currency: 'USD',
        subscriptions: { basic: 1, premium: 1, ai_analysis: 2 },
        consultations: { open: 3, overdue: 2 },
        role_requests: 2,
      },
    });
  });
});

describe('orders, people and brands', () => {
  let productA: number;
  let productB: number;
  let orderId: number;
  let waitingOrderId: number;

  beforeAll(async () => {
    staff = await createStaff(app);
    const make = async (caller: 'brand_admin_a' | 'brand_admin_b', name: string, price: number) =>
      (await app.inject({ method: 'POST', url: '/api/products', headers: staff.headers(caller), payload: { product_name: name, price, category: 'body' } })).json().product
        .product_id as number;
    productA = await make('brand_admin_a', 'Adinkra Body Butter', 8);
    productB = await make('brand_admin_b', 'Kente Body Wash', 3.25);
    await addToCart(app, staff.users.consumer.token, productB, 2);
    orderId = await buy(app, staff.users.consumer.token, productA, 1);
    // A second shopper leaves an order waiting for payment.
    await addToCart(app, staff.users.dermatologist.token, productA, 1);
    waitingOrderId = (await checkout(app, staff.users.dermatologist.token)).order_id;
  });

  it('lists orders with lines, customer and payment for an admin; a brand_admin sees only its lines and no customer', async () => {
    const list = async (caller: 'admin' | 'brand_admin_a' | 'brand_admin_b', query = 'status=paid') =>
      (await app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: staff.headers(caller) })).json();
    const forAdmin = (await list('admin')).data.find((o: { order_id: number }) => o.order_id === orderId);
    expect(forAdmin).toMatchObject({
      status: 'paid',
      total_amount: 14.5,
      customer: { id: staff.users.consumer.user.id, email: staff.users.consumer.email },
      payment: { status: 'success', provider: 'sandbox', reference: expect.stringMatching(/^nya-ord-/) },
    });
    expect(forAdmin.items.map((item: { product_id: number }) => item.product_id).sort()).toEqual([productA, productB].sort());
    expect(forAdmin.paid_at).toEqual(expect.any(String));

    const forA = await list('brand_admin_a');
    expect(forA.data).toEqual([expect.objectContaining({ order_id: orderId, total_amount: 8, customer: null, items: [expect.objectContaining({ product_id: productA, line_total: 8 })] })]);
    const forB = await list('brand_admin_b');
    expect(forB.data).toEqual([expect.objectContaining({ order_id: orderId, total_amount: 6.5, customer: null, items: [expect.objectContaining({ product_id: productB, quantity: 2 })] })]);
    expect(JSON.stringify(forB)).not.toContain(staff.users.consumer.email);
  });

  it('filters by status and date, and pages', async () => {
    const get = (query: string) => app.inject({ method: 'GET', url: `/api/admin/orders?${query}`, headers: staff.headers('admin') });
    const pending = (await get('status=pending')).json();
    expect(pending.data.map((o: { order_id: number; status: string }) => o.order_id)).toContain(waitingOrderId);
    expect(new Set(pending.data.map((o: { status: string }) => o.status))).toEqual(new Set(['pending']));
    const today = app.testing.clock.now().toISOString().slice(0, 10);
    const yesterday = new Date(app.testing.clock.now().getTime() - day).toISOString().slice(0, 10);
    const fromToday = (await get(`from=${today}&to=${today}&status=paid`)).json();
    expect(fromToday.data.map((o: { order_id: number }) => o.order_id)).toContain(orderId);
    expect((await get(`to=${yesterday}&status=paid`)).json().data.map((o: { order_id: number }) => o.order_id)).not.toContain(orderId);
    const paged = (await get('limit=1&page=2')).json();
    expect(paged.data).toHaveLength(1);
    expect(paged.pagination).toMatchObject({ page: 2, limit: 1, has_more: true });
    const backwards = await get(`from=${today}&to=${yesterday}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must not be after the end date');
    const badDate = await get('from=last-tuesday');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toBe('Dates must be written as YYYY-MM-DD or as an ISO date and time');
    const badStatus = await get('status=shipped');
    expect(badStatus.json().message).toBe('Status must be pending, paid, failed or cancelled');
  });

  it('lists people with their requested and effective roles; a pending request shows as such until granted or declined', async () => {
    const register = async (email: string, role: string) => {
      const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'Secret12!', first_name: 'Kojo', last_name: 'Asante', role } });
      expect(res.statusCode).toBe(201);
      await app.inject({ method: 'GET', url: `/api/auth/verify-email/${await lastMailToken(app, email, 'verify-email')}` });
    };
    await register('kojo.derm@example.com', 'dermatologist');
    await register('kojo.brand@example.com', 'brand_admin');
    const users = async (query: string) => (await app.inject({ method: 'GET', url: `/api/admin/users?${query}`, headers: staff.headers('admin') })).json();
    const pending = await users('pending=true&search=kojo');
    expect(pending.data.map((u: { email: string; role: string; requested_role: string; pending_role: string | null }) => [u.email, u.role, u.requested_role, u.pending_role])).toEqual([
      ['kojo.brand@example.com', 'consumer', 'brand_admin', 'brand_admin'],
      ['kojo.derm@example.com', 'consumer', 'dermatologist', 'dermatologist'],
    ]);
    expect((await users('search=Kojo%20Asante&limit=1')).pagination).toEqual({ page: 1, limit: 1, total: 2, total_pages: 2, has_more: true });

    const [brandUser, dermUser] = pending.data as Array<{ id: number }>;
    const setRole = (id: number, payload: object) => app.inject({ method: 'PUT', url: `/api/admin/users/${id}/role`, headers: staff.headers('admin'), payload });
    const granted = await setRole(dermUser!.id, { role: 'dermatologist' });
    expect(granted.json().data).toMatchObject({ role: 'dermatologist', requested_role: 'dermatologist', pending_role: null, brand: null });
    const noBrand = await setRole(brandUser!.id, { role: 'brand_admin' });
    expect(noBrand.json()).toMatchObject({ success: false, message: 'A brand_admin needs a brand_id' });
    const unknownBrand = await setRole(brandUser!.id, { role: 'brand_admin', brand_id: 999_999 });
    expect(unknownBrand.json()).toMatchObject({ success: false, message: 'Unknown brand' });
    const brandAdmin = await setRole(brandUser!.id, { role: 'brand_admin', brand_id: staff.brandB });
    expect(brandAdmin.json().data).toMatchObject({ role: 'brand_admin', pending_role: null, brand: { id: staff.brandB } });
    // Revoked: back to consumer, the brand let go, no request left pending.
    const revoked = await setRole(brandUser!.id, { role: 'consumer' });
    expect(revoked.json().data).toMatchObject({ role: 'consumer', requested_role: 'consumer', pending_role: null, brand: null });
    expect((await users('pending=true&search=kojo')).data).toEqual([]);

    const self = await setRole(staff.users.admin.user.id, { role: 'consumer' });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot change your own role');
  });

  it('creates brands once; a brand_admin sees only its own', async () => {
    const create = (name: string) => app.inject({ method: 'POST', url: '/api/admin/brands', headers: staff.headers('admin'), payload: { name } });
    const created = await create('  Sankofa Naturals ');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ success: true, message: 'Brand created', data: { name: 'Sankofa Naturals' } });
    const again = await create('Sankofa Naturals');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A brand with this name already exists');
    expect((await create('')).json().message).toBe('Brand name is required');
    const own = await app.inject({ method: 'GET', url: '/api/admin/brands', headers: staff.headers('brand_admin_a') });
    expect(own.json().data).toEqual([{ id: staff.brandA, name: expect.stringMatching(/^Adinkra Botanics/) }]);
    const all = await app.inject({ method: 'GET', url: '/api/admin/brands', headers: staff.headers('admin') });
    expect(all.json().data.map((b: { name: string }) => b.name)).toContain('Sankofa Naturals');
  });

  it('names each audit target: a brand, a product (a removed one by the name it had), a review, an order', async () => {
    const admin = staff.headers('admin');
    const audit = async () =>
      (await app.inject({ method: 'GET', url: '/api/admin/audit?limit=100', headers: admin })).json<{ data: Array<{ action: string; target: { type: string; id: number; label: string | null } }> }>().data;
    const brand = (await app.inject({ method: 'POST', url: '/api/admin/brands', headers: admin, payload: { name: 'Labelled Botanics' } })).json().data.id as number;
    const make = async (name: string) =>
      (await app.inject({ method: 'POST', url: '/api/products', headers: admin, payload: { product_name: name, price: 2, category: 'body' } })).json().product.product_id as number;
    const gone = await make('Short-lived Soap');
    await app.inject({ method: 'DELETE', url: `/api/products/${gone}`, headers: admin });
    const reviewed = await make('Reviewed Butter');
    const orderId = await buy(app, staff.users.consumer.token, reviewed, 1);
    const processing = await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/fulfilment`, headers: admin, payload: { status: 'processing' } });
    expect(processing.statusCode, processing.body).toBe(200);
    const review = (await app.inject({ method: 'PUT', url: `/api/products/${reviewed}/reviews/mine`, headers: staff.headers('consumer'), payload: { rating: 2, text: 'Too greasy' } })).json().review
      .review_id as number;
    const hidden = await app.inject({ method: 'PUT', url: `/api/admin/reviews/${review}`, headers: admin, payload: { hidden: true, reason: 'Off topic' } });
    expect(hidden.statusCode, hidden.body).toBe(200);

    const entries = await audit();
    const labelOf = (action: string, type: string, id: number) => entries.find((e) => e.action === action && e.target.type === type && e.target.id === id)?.target.label;
    expect(labelOf('brand.create', 'brand', brand)).toBe('Labelled Botanics');
    expect(labelOf('product.create', 'product', gone)).toBe('Short-lived Soap');
    expect(labelOf('product.delete', 'product', gone)).toBe('Short-lived Soap');
    expect(labelOf('product.create', 'product', reviewed)).toBe('Reviewed Butter');
    expect(labelOf('review.hide', 'review', review)).toBe(`Review of Reviewed Butter by ${staff.users.consumer.email}`);
    expect(labelOf('order.fulfilment', 'order', orderId)).toBe(`Order #${orderId} of ${staff.users.consumer.email}`);
  });

  it('keeps an audit log of role changes, from the screen and from the command line, newest first and paged', async () => {
    const person = await registerVerifiedUser(app);
    await app.inject({ method: 'PUT', url: `/api/admin/users/${person.user.id}/role`, headers: staff.headers('admin'), payload: { role: 'dermatologist' } });
    await runAdminCommand(app.testing.database, ['grant', person.email, 'consumer'], 'http://shop.test');
    const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?action=user.role&limit=2', headers: staff.headers('admin') })).json();
    expect(audit.data).toEqual([
      expect.objectContaining({ actor_id: null, actor_email: null, action: 'user.role', target: { type: 'user', id: person.user.id, label: person.email }, before: expect.objectContaining({ role: 'dermatologist' }), after: { role: 'consumer', brand_id: null } }),
      expect.objectContaining({ actor_id: staff.users.admin.user.id, actor_email: staff.users.admin.email, target: { type: 'user', id: person.user.id, label: person.email }, before: expect.objectContaining({ role: 'consumer' }), after: { role: 'dermatologist', brand_id: null } }),
    ]);
    expect(audit.pagination).toMatchObject({ page: 1, limit: 2, has_more: true });
    const [first, second] = audit.data as Array<{ created_at: string; id: number }>;
    expect(first!.id).toBeGreaterThan(second!.id);
    const badAction = await app.inject({ method: 'GET', url: '/api/admin/audit?action=everything', headers: staff.headers('admin') });
    expect(badAction.statusCode).toBe(400);
  });
});
