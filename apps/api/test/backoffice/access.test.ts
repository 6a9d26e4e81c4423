import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminCommand } from '../../src/cli/admin';
import { callers, buy, createStaff, giveAiPlan, storedAnalysis, type Caller, type Staff } from '../backoffice';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../helpers';
import { catalog } from '../payment-journeys';

// Who may call what: every back-office endpoint against every kind of caller, the role read
// fresh from the database on each request.

const forbidden = { success: false, message: 'You do not have permission to do this', code: 'FORBIDDEN' };

type Statuses = Record<Caller, number>;
const only = (allowed: Partial<Statuses>, otherwise = 403): Statuses => ({
  visitor: 401,
  consumer: otherwise,
  dermatologist: otherwise,
  brand_admin_a: otherwise,
  brand_admin_b: otherwise,
  admin: otherwise,
  ...allowed,
});
const signedIn = only({ consumer: 200, dermatologist: 200, brand_admin_a: 200, brand_admin_b: 200, admin: 200 });
const admins = only({ admin: 200 });
const managers = only({ brand_admin_a: 200, brand_admin_b: 200, admin: 200 });
const dermatologists = only({ dermatologist: 200 });

let app: TestApp;
let staff: Staff;
let consumerOrder: number;
let spareUserId: number;
let brandCounter = 0;

beforeAll(async () => {
  app = await createTestApp();
  staff = await createStaff(app);
  const [product] = await catalog(app);
  consumerOrder = await buy(app, staff.users.consumer.token, product!.product_id);
  await giveAiPlan(app, staff.users.consumer.user.id);
  spareUserId = (await registerVerifiedUser(app)).user.id;
});
afterAll(() => app.close());

/** A product of brand A, made by the admin; archived when it is in a paid order first. */
async function brandAProduct(archived = false): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/products',
    headers: staff.headers('admin'),
    payload: { product_name: 'Shea Cleansing Balm', price: 6.5, category: 'skincare', brand_id: staff.brandA },
  });
  const id = res.json<{ product: { product_id: number } }>().product.product_id;
  if (archived) {
    await buy(app, staff.users.consumer.token, id);
    await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: staff.headers('admin') });
  }
  return id;
}

/** An open request of the consumer's about a fresh analysis; claimed by the dermatologist when asked. */
async function consultation(claimed = false): Promise<number> {
  const analysis = await storedAnalysis(app, staff.users.consumer.user.id);
  const res = await app.inject({ method: 'POST', url: '/api/consultations', headers: staff.headers('consumer'), payload: { analysis_id: analysis.id } });
  const id = res.json<{ data: { id: number } }>().data.id;
  if (claimed) await app.inject({ method: 'POST', url: `/api/clinic/consultations/${id}/claim`, headers: staff.headers('dermatologist') });
  return id;
}

interface Row {
  what: string;
  expected: Statuses;
  /** The request, built for each caller (fixtures the call uses up are made fresh). */
  request(caller: Caller): Promise<InjectOptions> | InjectOptions;
  /** Whether a 403 here is the back office's refusal (else it is the plan's). */
  roleRefusal?: boolean;
}

const rows: Row[] = [
  { what: 'GET /api/orders', expected: signedIn, request: () => ({ method: 'GET', url: '/api/orders' }) },
  { what: "GET /api/orders/:id (the consumer's order)", expected: only({ consumer: 200 }, 404), request: () => ({ method: 'GET', url: `/api/orders/${consumerOrder}` }) },
  { what: 'GET /api/admin/overview', expected: admins, request: () => ({ method: 'GET', url: '/api/admin/overview' }) },
  { what: 'GET /api/admin/orders', expected: managers, request: () => ({ method: 'GET', url: '/api/admin/orders?status=paid' }) },
  { what: 'GET /api/admin/users', expected: admins, request: () => ({ method: 'GET', url: '/api/admin/users?search=shopper' }) },
  {
    what: 'PUT /api/admin/users/:id/role',
    expected: admins,
    request: () => ({ method: 'PUT', url: `/api/admin/users/${spareUserId}/role`, payload: { role: 'consumer' } }),
  },
  { what: 'GET /api/admin/brands', expected: managers, request: () => ({ method: 'GET', url: '/api/admin/brands' }) },
  {
    what: 'POST /api/admin/brands',
    expected: only({ admin: 201 }),
    request: () => ({ method: 'POST', url: '/api/admin/brands', payload: { name: `Sankofa ${(brandCounter += 1)}` } }),
  },
  { what: 'GET /api/admin/audit', expected: admins, request: () => ({ method: 'GET', url: '/api/admin/audit' }) },
  { what: 'GET /api/admin/products', expected: managers, request: () => ({ method: 'GET', url: '/api/admin/products?status=all' }) },
  { what: 'GET /api/admin/reviews', expected: admins, request: () => ({ method: 'GET', url: '/api/admin/reviews?status=hidden' }) },
  {
    what: 'POST /api/products',
    expected: only({ brand_admin_a: 201, brand_admin_b: 201, admin: 201 }),
    request: () => ({ method: 'POST', url: '/api/products', payload: { product_name: 'Moringa Toner', price: 4.25, category: 'skincare' } }),
  },
  {
    what: "PUT /api/products/:id (brand A's product)",
    expected: only({ brand_admin_a: 200, admin: 200 }),
    request: async () => ({ method: 'PUT', url: `/api/products/${await brandAProduct()}`, payload: { price: 7 } }),
  },
  {
    what: "PUT /api/products/:id (brand A's archived product: another brand learns nothing)",
    expected: only({ brand_admin_a: 409, brand_admin_b: 404, admin: 409 }),
    request: async () => ({ method: 'PUT', url: `/api/products/${await brandAProduct(true)}`, payload: { price: 7 } }),
  },
  {
    what: "DELETE /api/products/:id (brand A's product)",
    expected: only({ brand_admin_a: 200, admin: 200 }),
    request: async () => ({ method: 'DELETE', url: `/api/products/${await brandAProduct()}` }),
  },
  {
    what: 'POST /api/consultations (an analysis of the caller; only the consumer holds ai_analysis)',
    expected: only({ consumer: 201 }),
    roleRefusal: false,
    request: async (caller) => {
      const owner = caller === 'visitor' ? staff.users.consumer : staff.users[caller];
      const analysis = await storedAnalysis(app, owner.user.id);
      return { method: 'POST', url: '/api/consultations', payload: { analysis_id: analysis.id, question: 'Is this redness?' } };
    },
  },
  { what: 'GET /api/consultations', expected: signedIn, request: () => ({ method: 'GET', url: '/api/consultations' }) },
  { what: 'GET /api/clinic/queue', expected: dermatologists, request: () => ({ method: 'GET', url: '/api/clinic/queue' }) },
  {
    what: 'POST /api/clinic/consultations/:id/claim',
    expected: dermatologists,
    request: async () => ({ method: 'POST', url: `/api/clinic/consultations/${await consultation()}/claim` }),
  },
  {
    what: 'POST /api/clinic/consultations/:id/release',
    expected: dermatologists,
    request: async () => ({ method: 'POST', url: `/api/clinic/consultations/${await consultation(true)}/release` }),
  },
  {
    what: 'POST /api/clinic/consultations/:id/reply',
    expected: dermatologists,
    request: async () => ({ method: 'POST', url: `/api/clinic/consultations/${await consultation(true)}/reply`, payload: { reply: 'Use a gentle cleanser.' } }),
  },
];

describe('back office: role x endpoint -> status', () => {
  it.each(rows.map((row) => [row.what, row] as const))('%s', async (_what, row) => {
    const actual = {} as Statuses;
    for (const caller of callers) {
      const request = await row.request(caller);
      const res = await app.inject({ ...request, headers: { ...(request.headers ?? {}), ...staff.headers(caller) } });
      actual[caller] = res.statusCode;
      if (res.statusCode === 403 && row.roleRefusal !== false) expect(res.json(), `${caller}: ${res.body}`).toEqual(forbidden);
      if (res.statusCode === 403 && row.roleRefusal === false) expect(res.json().message).toBe('Please upgrade to access AI skin analysis');
      if (res.statusCode >= 500) throw new Error(`${caller}: ${res.body}`);
    }
    expect(actual).toEqual(row.expected);
  });
});

describe('roles read fresh on every request', () => {
  it('stops a revoked admin at once, whatever token they hold, and lets a new dermatologist in at once', async () => {
    const boss = await registerVerifiedUser(app, { role: 'admin' });
    const overview = () => app.inject({ method: 'GET', url: '/api/admin/overview', headers: bearer(boss.token) });
    expect((await overview()).statusCode).toBe(200);
    // Revoked through the command line (the same service as the route).
    await runAdminCommand(app.testing.database, ['grant', boss.email, 'consumer'], 'http://shop.test');
    const refused = await overview();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(forbidden);
    const role = await app.inject({ method: 'PUT', url: `/api/admin/users/${spareUserId}/role`, headers: bearer(boss.token), payload: { role: 'admin' } });
    expect(role.statusCode).toBe(403);

    const doctor = await registerVerifiedUser(app);
    const queue = () => app.inject({ method: 'GET', url: '/api/clinic/queue', headers: bearer(doctor.token) });
    expect((await queue()).statusCode).toBe(403);
    const granted = await app.inject({ method: 'PUT', url: `/api/admin/users/${doctor.user.id}/role`, headers: staff.headers('admin'), payload: { role: 'dermatologist' } });
    expect(granted.json()).toMatchObject({ success: true, message: 'Role updated', data: { role: 'dermatologist', pending_role: null } });
    expect((await queue()).statusCode).toBe(200);
  });

  it('refuses a wrong role before reading the input: no validation details leak to it', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/products', headers: staff.headers('consumer'), payload: { price: 'lots' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(forbidden);
    const queue = await app.inject({ method: 'POST', url: '/api/clinic/consultations/abc/reply', headers: staff.headers('admin'), payload: {} });
    expect(queue.statusCode).toBe(403);
  });
});

describe('API docs', () => {
  it('document every back-office route with its inputs, its answer and the bearer token it needs', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>; requestBody?: { content?: Record<string, unknown> }; parameters?: Array<{ name: string }> }>>;
    }>();
    const routes: Record<string, string[]> = {
      '/api/orders': ['get'],
      '/api/orders/{id}': ['get'],
      '/api/admin/overview': ['get'],
      '/api/admin/orders': ['get'],
      '/api/admin/users': ['get'],
      '/api/admin/users/{id}/role': ['put'],
      '/api/admin/brands': ['get', 'post'],
      '/api/admin/audit': ['get'],
      '/api/admin/products': ['get'],
      '/api/admin/reviews': ['get'],
      '/api/admin/reviews/{id}': ['put'],
      '/api/admin/products/{id}/restore': ['post'],
      '/api/products/{id}/reviews/mine': ['get', 'put'],
      '/api/products': ['post'],
      '/api/products/{id}': ['put', 'delete'],
      '/api/consultations': ['get', 'post'],
      '/api/clinic/queue': ['get'],
      '/api/clinic/consultations/{id}/claim': ['post'],
      '/api/clinic/consultations/{id}/release': ['post'],
      '/api/clinic/consultations/{id}/reply': ['post'],
    };
    for (const [path, methods] of Object.entries(routes)) {
      for (const method of methods) {
        const operation = doc.paths[path]?.[method];
        expect(operation, `${method} ${path}`).toBeDefined();
        expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
        const success = Object.entries(operation?.responses ?? {}).find(([status]) => status.startsWith('2'))?.[1];
        expect(success?.content?.['application/json']?.schema, `${method} ${path} answer`).toBeDefined();
      }
    }
    expect(Object.keys(doc.paths['/api/products']?.post?.requestBody?.content ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(doc.paths['/api/admin/orders']?.get?.parameters?.map((p) => p.name).sort()).toEqual(['from', 'limit', 'page', 'status', 'to']);
    expect(JSON.stringify(doc.paths['/api/ml/history'])).toContain('"consultation"');
    expect(JSON.stringify(doc.paths['/api/clinic/queue'])).not.toContain('email');
  });
});
