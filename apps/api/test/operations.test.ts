// Over 300 lines on purpose: the process-level checks (operations, configuration, logs, serving and rendering the shop) share their app builders.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import type { OutgoingMail } from '../src/mail/mailer';
import { migrate } from '../src/db/migrate';
import { bearer, createTestApp, lastMailToken, registerVerifiedUser, type TestApp } from './helpers';

describe('operations', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it('reports health with the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, status: 'ok', db: 'ok', version: '0.1.0' });
  });

  it('reports a database it cannot reach with 503', async () => {
    const database = app.testing.database;
    const ping = database.ping;
    database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, status: 'degraded', db: 'error', version: '0.1.0' });
    } finally {
      database.ping = ping;
    }
  });

  it('subscribes to the newsletter once, with the same answer twice', async () => {
    const first = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'News@Example.com' } });
    expect(first.json()).toEqual({ success: true, message: 'Thanks for subscribing!' });
    const again = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'news@example.com' } });
    expect(again.json()).toEqual(first.json());
    const rows = await app.testing.database.query('SELECT email FROM newsletter_subscribers');
    expect(rows).toEqual([{ email: 'news@example.com' }]);
    const bad = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'Please provide a valid email' });
  });

  it('answers unknown paths, oversized and malformed bodies with the error body', async () => {
    const unknown = await app.inject({ method: 'POST', url: '/api/does-not-exist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });

    const big = await app.inject({ method: 'POST', url: '/api/newsletter', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a@b.co', pad: 'x'.repeat(110 * 1024) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ success: false, message: 'The request is too large', code: 'BODY_TOO_LARGE' });

    const broken = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email": ' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON' });

    const wrongType = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(wrongType.statusCode).toBe(415);
    expect(wrongType.json()).toMatchObject({ success: false, message: 'Unsupported content type' });
  });

  it('answers malformed and over-long addresses in the contract shape', async () => {
    for (const url of ['/api/products/%E0%A4%A', `/api/auth/verify-email/${'x'.repeat(600)}`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toMatchObject({ success: false });
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('never leaks a stack trace', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products?page=%E0%A4%A' });
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
    expect(res.json().success).toBe(false);
  });

  it('sends security headers and allows only the shop origin', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'http://shop.test' } });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['access-control-allow-origin']).toBe('http://shop.test');
    const other = await app.inject({ method: 'GET', url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('publishes an OpenAPI document built from the contract', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of ['/api/products', '/api/products/{id}', '/api/cart', '/api/cart/add', '/api/auth/login', '/api/user/favorites']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
    expect(JSON.stringify(doc.paths['/api/auth/register'])).toContain('first_name');
  });

  it('lists sent mail in the dev mailbox, as JSON and as a page', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email: 'mailbox@example.com', password: 'Secret12!', first_name: '<b>Yaa</b>', last_name: 'Adjei' } });
    const json = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
    expect(json.success).toBe(true);
    expect(json.data[0]).toMatchObject({ to: 'mailbox@example.com', subject: 'Verify your Nyansa account' });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Dev mailbox');
    expect(page.body).toContain(`/verify-email/${await lastMailToken(app, 'mailbox@example.com', 'verify-email')}`);
    expect(page.body).not.toContain('<b>Yaa</b>');
  });

  it('migrates once, even when two starts race', async () => {
    const again = await Promise.all([migrate(app.testing.database), migrate(app.testing.database)]);
    expect(again).toEqual([[], []]);
    const rows = await app.testing.database.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows[0]).toEqual({ name: '0000_baseline' });
  });

  it('lets an admin grant roles; others get 403', async () => {
    const admin = await registerVerifiedUser(app, { role: 'admin' });
    const user = await registerVerifiedUser(app);
    const url = `/api/admin/users/${user.user.id}/role`;
    const denied = await app.inject({ method: 'PUT', url, headers: bearer(user.token), payload: { role: 'admin' } });
    expect(denied.statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, payload: { role: 'admin' } })).statusCode).toBe(401);
    const badRole = await app.inject({ method: 'PUT', url, headers: bearer(admin.token), payload: { role: 'emperor' } });
    expect(badRole.json()).toMatchObject({ success: false, message: 'Please choose a valid role' });
    const granted = await app.inject({ method: 'PUT', url, headers: bearer(admin.token), payload: { role: 'dermatologist' } });
    expect(granted.json()).toMatchObject({ success: true, message: 'Role updated', data: { id: user.user.id, role: 'dermatologist' } });
    const noBrand = await app.inject({ method: 'PUT', url, headers: bearer(admin.token), payload: { role: 'brand_admin' } });
    expect(noBrand.statusCode).toBe(400);
    expect(noBrand.json().message).toBe('A brand_admin needs a brand_id');
    const missing = await app.inject({ method: 'PUT', url: '/api/admin/users/999999/role', headers: bearer(admin.token), payload: { role: 'admin' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('User not found');
  });
});

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a port number from 0 to 65535 (got "abc")'],
    [{ DATABASE_URL: 'mysql://db' }, 'Invalid configuration: DATABASE_URL must be a URL starting with postgres:// or postgresql://'],
    [{ JWT_SECRET: 'short' }, 'Invalid configuration: JWT_SECRET must be at least 32 characters'],
    [{ NODE_ENV: 'prod' }, 'Invalid configuration: NODE_ENV must be one of "development", "production", "test" (got "prod")'],
    [{ NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_live_x' }, 'Invalid configuration: SMTP_URL is required when NODE_ENV is production (accounts are verified by mail)'],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' },
      'Invalid configuration: PAYSTACK_SECRET_KEY is required when NODE_ENV is production (the sandbox payment page takes no money)',
    ],
  ])('stops on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('needs no configuration at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', currency: 'USD', databaseUrl: undefined, smtpUrl: undefined });
  });
});

describe('production and logs', () => {
  const lines: string[] = [];
  const sent: OutgoingMail[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'info', SMTP_URL: 'smtp://mail.example.com', PAYSTACK_SECRET_KEY: 'sk_test_production' },
      // The SMTP server, as the app sees it: every mail it would send.
      mailer: { kind: 'smtp', send: async (mail) => void sent.push(mail), close: async () => {} },
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('hides the dev mailbox in production', async () => {
    for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
  });

  it('keeps passwords, tokens and mailed links out of the logs', async () => {
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.com', password: 'VerySecret1!' }, headers: { authorization: 'Bearer abc.def.ghi' } });
    await app.inject({ method: 'GET', url: '/api/auth/verify-email/secret-link-token' });
    const email = `logs-${Date.now()}@example.com`;
    await app.inject({ method: 'POST', url: '/api/auth/register', payload: { email, password: 'VerySecret1!', first_name: 'Ama', last_name: 'Mensah' } });
    await app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    const links = sent.filter((mail) => mail.to === email).flatMap((mail) => mail.text.match(/\/(verify-email|reset-password)\/[A-Za-z0-9_-]+/g) ?? []);
    expect(links).toHaveLength(2);
    // The shopper follows the mailed link: its token stays out of the request log.
    const verifyLink = links.find((link) => link.startsWith('/verify-email/'));
    expect((await app.inject({ method: 'GET', url: `/api/auth${verifyLink}` })).statusCode).toBe(200);
    const log = lines.join('');
    for (const link of links) expect(log).not.toContain(link);
    expect(log).toContain('/api/auth/login');
    expect(log).toContain('/api/auth/verify-email/[redacted]');
    expect(log).not.toContain('VerySecret1!');
    expect(log).not.toContain('abc.def.ghi');
    expect(log).not.toContain('secret-link-token');
  });
});

describe('serving the built shop', () => {
  it('serves assets with long cache and index.html for app routes, JSON 404 for the API', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Nyansa shop</title>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    // What the shop's build writes beside each text file.
    for (const file of ['index.html', 'assets/app-123.js']) {
      const body = fs.readFileSync(path.join(dist, file));
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(body));
    }
    const { buildApp } = await import('../src/app');
    const probe = await createTestApp();
    const config = { ...probe.testing.config, shopDistDir: dist };
    const app = await buildApp(config, { logger: false, database: probe.testing.database });
    try {
      const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.body).toBe('console.log(1)');
      const brotli = await app.inject({ method: 'GET', url: '/assets/app-123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');
      const route = await app.inject({ method: 'GET', url: '/products/3?x=1' });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>Nyansa shop</title>');
      expect(route.headers['cache-control']).toBe('no-cache');
      expect(route.headers['content-type']).toBe('text/html; charset=utf-8');
      const shell = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
      expect(shell.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(shell.rawPayload).toString()).toContain('<title>Nyansa shop</title>');
      const missingAsset = await app.inject({ method: 'GET', url: '/assets/gone-999.js' });
      expect(missingAsset.statusCode).toBe(404);
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.json()).toEqual({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    } finally {
      await app.close();
      await probe.close();
    }
  });
});

describe('rendering shop pages on the server', () => {
  let app: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-dist-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Nyansa shop</title><div id="root"></div><script type="module" src="/assets/app.js"></script>');
    // A renderer with the built one's interface: it shows the catalog answer it fetched inside the server.
    const rendererFile = path.join(dist, 'entry-server.mjs');
    fs.writeFileSync(
      rendererFile,
      `export const pageDataId = 'page-data';
      let renders = 0;
      export async function renderPage(url, fetch) {
        renders += 1;
        if (url === '/boom') throw new Error('render failed');
        if (url === '/stuck') return new Promise(() => {});
        if (url === '/nowhere') return { kind: 'redirect', location: '/' };
        if (url === '/dashboard') return { kind: 'browser' };
        if (url === '/products/999') return { kind: 'page', status: 404, html: '<h1>Product not found</h1>', data: '{}' };
        const answer = await (await fetch('/api/products?page=1&limit=1', { headers: { accept: 'application/json' } })).json();
        return { kind: 'page', status: 200, html: '<h1>' + answer.products[0].product_name + '</h1><p>rendering ' + renders + '</p>', data: JSON.stringify({ url }) };
      }`,
    );
    app = await createTestApp({ shopDistDir: dist, shopRendererFile: rendererFile });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a public page rendered with the live catalog, its answers as JSON data, compressed when asked', async () => {
    const newest = (await app.inject({ method: 'GET', url: '/api/products?page=1&limit=1' })).json().products[0].product_name as string;
    const page = await app.inject({ method: 'GET', url: '/products?page=2', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(page.rawPayload).toString();
    expect(html).toMatch(new RegExp(`<div id="root"><h1>${newest}</h1><p>rendering \\d+</p></div>`));
    expect(html).toContain('<script type="application/json" id="page-data">{"url":"/products?page=2"}</script>');
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('reuses one rendering of an address for the requests of a second', async () => {
    const rendering = async () => /rendering (\d+)/.exec((await app.inject({ method: 'GET', url: '/about' })).body)?.[1];
    const first = await rendering();
    expect(await rendering()).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await rendering()).not.toBe(first);
  });

  it('answers 404 with the rendered page for a product that does not exist', async () => {
    const answer = await app.inject({ method: 'GET', url: '/products/999' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).toContain('<div id="root"><h1>Product not found</h1></div>');
  });

  it('redirects an unknown path to the home page', async () => {
    const answer = await app.inject({ method: 'GET', url: '/nowhere' });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/');
  });

  it('leaves signed-in pages, and pages the renderer fails on, to the browser', async () => {
    for (const url of ['/dashboard', '/boom']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('<div id="root"></div>');
    }
  });

  it('tells every page, rendered or not, the configured currency', async () => {
    const shopDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-dist-'));
    fs.writeFileSync(path.join(shopDir, 'index.html'), '<!doctype html><html><head><title>Nyansa shop</title></head><body><div id="root"></div></body></html>');
    const rendererFile = path.join(shopDir, 'entry-server.mjs');
    fs.writeFileSync(
      rendererFile,
      `export const pageDataId = 'page-data';
      export async function renderPage(url, fetch, options) {
        if (url === '/dashboard') return { kind: 'browser' };
        return { kind: 'page', status: 200, html: '<p>prices in ' + options.currency + '</p>', data: '{}' };
      }`,
    );
    const shop = await createTestApp({ shopDistDir: shopDir, shopRendererFile: rendererFile, env: { CURRENCY: 'GHS' } });
    try {
      const rendered = await shop.inject({ method: 'GET', url: '/about' });
      expect(rendered.body).toContain('<meta name="currency" content="GHS" />');
      expect(rendered.body).toContain('<p>prices in GHS</p>');
      const shell = await shop.inject({ method: 'GET', url: '/dashboard' });
      expect(shell.body).toContain('<meta name="currency" content="GHS" />');
    } finally {
      await shop.close();
      fs.rmSync(shopDir, { recursive: true, force: true });
    }
  });

  it('sends the page for the browser to render when a rendering is stuck', async () => {
    const started = Date.now();
    const answer = await app.inject({ method: 'GET', url: '/stuck' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<div id="root"></div>');
    expect(Date.now() - started).toBeLessThan(5000);
  }, 10_000);
});
