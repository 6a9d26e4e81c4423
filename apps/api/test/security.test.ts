import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { giveAiPlan, multipart, type FormPart } from './backoffice';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from './helpers';

type Injected = Awaited<ReturnType<TestApp['inject']>>;

function expectSecurityHeaders(res: Injected, what: string): void {
  const csp = String(res.headers['content-security-policy'] ?? '');
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('no-referrer');
  expect(res.headers['x-frame-options'], what).toBe('SAMEORIGIN');
}

const rateLimited = { success: false, message: 'Too many requests. Please slow down and try again shortly.', code: 'RATE_LIMITED' };

describe('security', () => {
  let app: TestApp;
  let dist: string;
  // Each rate-limit test comes from its own address, so the limits of one do not touch the others.
  let addressCounter = 10;
  const nextAddress = () => `10.0.0.${(addressCounter += 1)}`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Nyansa shop</title><script type="module" src="/assets/app-1.js"></script>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-1.js'), 'console.log(1)');
    app = await createTestApp({ shopDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  describe('headers', () => {
    it('go out on API answers, errors, images, the dev mailbox and the shop files alike', async () => {
      const requests: [string, InjectOptions][] = [
        ['health', { method: 'GET', url: '/api/health' }],
        ['validation error', { method: 'GET', url: '/api/products?limit=0' }],
        ['unknown api path', { method: 'GET', url: '/api/nope' }],
        ['401', { method: 'GET', url: '/api/user/profile' }],
        ['413', { method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'x'.repeat(101 * 1024) }) }],
        ['bad url', { method: 'GET', url: '/api/products/%E0%A4%A' }],
        ['image', { method: 'GET', url: '/images/products/body-glow.webp?w=32' }],
        ['dev mailbox', { method: 'GET', url: '/dev/mailbox' }],
        ['shop asset', { method: 'GET', url: '/assets/app-1.js' }],
        ['shop page', { method: 'GET', url: '/products/3' }],
        ['docs', { method: 'GET', url: '/api/docs' }],
      ];
      for (const [what, request] of requests) expectSecurityHeaders(await app.inject(request), what);
    });

    it('serve a shop page whose only script is a file of this site', async () => {
      const page = await app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    });
  });

  describe('CORS', () => {
    it('answers preflights from PUBLIC_URL only', async () => {
      const preflight = (origin: string) =>
        app.inject({
          method: 'OPTIONS',
          url: '/api/cart/add',
          headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
        });
      const shop = await preflight('http://shop.test');
      expect(shop.statusCode).toBe(204);
      expect(shop.headers['access-control-allow-origin']).toBe('http://shop.test');
      expect(String(shop.headers['access-control-allow-methods'])).toContain('POST');
      const evil = await preflight('https://evil.example');
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      const lookalike = await preflight('http://shop.test.evil.example');
      expect(lookalike.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('JSON bodies', () => {
    const post = (url: string, payload: string, token?: string) =>
      app.inject({ method: 'POST', url, payload, remoteAddress: nextAddress(), headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) } });

    it('refuses a body nested deeper than any request needs, before it reaches a route', async () => {
      const member = await registerVerifiedUser(app);
      const deep = `${'['.repeat(33)}${']'.repeat(33)}`;
      const res = await post('/api/cart/checkout', deep, member.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'The request body is nested too deeply', code: 'BODY_TOO_DEEP' });
      // Brackets inside a text are words, not nesting.
      const login = await post('/api/auth/login', JSON.stringify({ email: 'nobody@example.com', password: '['.repeat(200) }));
      expect(login.statusCode).toBe(401);
    });

    it('reads an empty JSON body as none, and refuses prototype keys', async () => {
      const member = await registerVerifiedUser(app);
      const empty = await post('/api/cart/checkout', '', member.token);
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Your cart is empty');
      const poisoned = await post('/api/cart/add', '{"product_id":1,"__proto__":{"quantity":99}}', member.token);
      expect(poisoned.statusCode).toBe(400);
      expect(poisoned.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });
    });
  });

  describe('NUL characters', () => {
    it('are refused in paths, queries and bodies with a 400, never reaching the database', async () => {
      const member = await registerVerifiedUser(app);
      const requests: Array<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> = [
        { method: 'GET', url: '/api/products?search=%00' },
        { method: 'GET', url: '/pay/nya-ord-%00' },
        { method: 'POST', url: '/api/chatbot/message', payload: { message: 'dry\u0000skin' } },
        { method: 'POST', url: '/api/auth/register', payload: { email: 'nul@example.com', password: 'Passw0rd!x', first_name: 'A\u0000', last_name: 'B' } },
        { method: 'PUT', url: '/api/user/profile', payload: { first_name: 'Ama\u0000', last_name: 'Mensah' } },
      ];
      for (const request of requests) {
        const res = await app.inject({ ...request, remoteAddress: nextAddress(), headers: bearer(member.token) });
        expect(res.statusCode, request.url).toBe(400);
        expect(res.json(), request.url).toEqual({ success: false, message: 'Text must not contain NUL characters', code: 'NUL_CHARACTER' });
      }
    });

    it('are refused in every multipart form (product forms, the photo analysis) with the same 400', async () => {
      const admin = await registerVerifiedUser(app, { role: 'admin' });
      const shopper = await registerVerifiedUser(app);
      await giveAiPlan(app, shopper.user.id);
      const created = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin.token), payload: { product_name: 'Clean Balm', price: 3 } });
      const productId = created.json().product.product_id as number;
      const forms: Array<{ method: 'POST' | 'PUT'; url: string; token: string; parts: FormPart[] }> = [
        { method: 'POST', url: '/api/products', token: admin.token, parts: [{ name: 'product_name', value: 'Shea\u0000Butter' }, { name: 'price', value: '3' }] },
        { method: 'PUT', url: `/api/products/${productId}`, token: admin.token, parts: [{ name: 'description', value: 'Rich\u0000' }] },
        { method: 'PUT', url: `/api/products/${productId}`, token: admin.token, parts: [{ name: 'details', value: '{"how_to_use":"Apply\\u0000"}' }] },
        { method: 'PUT', url: `/api/products/${productId}`, token: admin.token, parts: [{ name: 'category\u0000', value: 'lip' }] },
        { method: 'POST', url: '/api/ml/analyze', token: shopper.token, parts: [{ name: 'image_url', value: '/uploads/x\u0000.jpg' }] },
      ];
      for (const form of forms) {
        const { payload, headers } = multipart(form.parts);
        const res = await app.inject({ method: form.method, url: form.url, payload, remoteAddress: nextAddress(), headers: { ...headers, ...bearer(form.token) } });
        expect(res.statusCode, form.url).toBe(400);
        expect(res.json(), form.url).toEqual({ success: false, message: 'Text must not contain NUL characters', code: 'NUL_CHARACTER' });
      }
      const unchanged = await app.inject({ method: 'GET', url: `/api/products/${productId}` });
      expect(unchanged.json().product).toMatchObject({ product_name: 'Clean Balm', description: '', category: 'skincare' });
    });
  });

  describe('rate limits', () => {
    async function exhaust(request: InjectOptions, max: number): Promise<Injected> {
      const remoteAddress = nextAddress();
      for (let i = 0; i < max; i += 1) {
        const res = await app.inject({ ...request, remoteAddress });
        expect(res.statusCode, `request ${i + 1}`).not.toBe(429);
      }
      const limited = await app.inject({ ...request, remoteAddress });
      // Another address is not affected.
      const other = await app.inject({ ...request, remoteAddress: nextAddress() });
      expect(other.statusCode).not.toBe(429);
      return limited;
    }

    it.each([
      ['registration', { method: 'POST', url: '/api/auth/register', payload: { email: 'not-an-email' } }, 60],
      ['resend verification', { method: 'POST', url: '/api/auth/resend-verification', payload: { email: 'nobody@example.com' } }, 10],
      ['forgot password', { method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.com' } }, 10],
      ['password reset', { method: 'POST', url: '/api/auth/reset-password', payload: { token: 'guess', new_password: 'Secret12!' } }, 10],
      ['newsletter', { method: 'POST', url: '/api/newsletter', payload: { email: 'not-an-email' } }, 10],
    ] as const)('limits %s per address with 429', async (_name, request, max) => {
      const limited = await exhaust({ ...request, payload: { ...request.payload } }, max);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      expect(limited.headers['retry-after']).toBeDefined();
      expectSecurityHeaders(limited, '429');
    });

    it('limits login failures per address and email, apart from other addresses', async () => {
      const remoteAddress = nextAddress();
      const attempt = (address: string) =>
        app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email: 'victim@example.com', password: 'Wrong1234!' } });
      for (let i = 0; i < 10; i += 1) expect((await attempt(remoteAddress)).statusCode).toBe(401);
      const limited = await attempt(remoteAddress);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: 'Too many login attempts. Please try again in a minute.', code: 'TOO_MANY_ATTEMPTS' });
      expect((await attempt(nextAddress())).statusCode).toBe(401);
      app.testing.clock.advance(61_000);
      expect((await attempt(remoteAddress)).statusCode).toBe(401);
    });

    it('limits login attempts per address whatever the email, 30 a minute', async () => {
      // Each email fails once only, so the per address + email counter never trips: this is the other limit.
      const attempt = (address: string, i: number) =>
        app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { email: `guess${i}@example.com`, password: 'Wrong1234!' } });
      const remoteAddress = nextAddress();
      for (let i = 0; i < 30; i += 1) expect((await attempt(remoteAddress, i)).statusCode, `attempt ${i + 1}`).toBe(401);
      const refused = await attempt(remoteAddress, 30);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(rateLimited);
      expect(refused.headers['retry-after']).toBeDefined();
      expect((await attempt(nextAddress(), 31)).statusCode).toBe(401);
    });

    it('limits password changes per account, so a stolen session cannot guess the current password', async () => {
      const victim = await registerVerifiedUser(app);
      const other = await registerVerifiedUser(app);
      const change = (token: string, currentPassword: string) =>
        app.inject({ method: 'PUT', url: '/api/user/profile/password', remoteAddress: nextAddress(), headers: bearer(token), payload: { currentPassword, newPassword: 'Another12!' } });
      for (let i = 0; i < 10; i += 1) {
        const wrong = await change(victim.token, `Guess${i}abc!`);
        expect(wrong.statusCode, `guess ${i + 1}`).toBe(400);
        expect(wrong.json().message).toBe('Current password is incorrect');
      }
      // Even the right password waits now; each guess came from another address.
      const limited = await change(victim.token, victim.password);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual(rateLimited);
      expect((await change(other.token, other.password)).statusCode).toBe(200);
    });
  });
});
