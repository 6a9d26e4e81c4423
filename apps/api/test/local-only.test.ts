import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { isLoopbackAddress } from '../src/lib/local-only';
import { startBanner } from '../src/start-banner';
import { createTestApp, registerVerifiedUser, type TestApp } from './helpers';
import { addToCart, catalog, checkout, orderStatus } from './payment-journeys';

// The embedded dev tools are one person's: the dev mailbox lists every reset link, and the sandbox's
// Pay button gives orders and plans away. Another machine (even through a proxy here) gets neither.
const remote = '203.0.113.7';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('an unconfigured install', () => {
  it('listens on 127.0.0.1, and says who can reach it and the dev tools', () => {
    const config = loadConfig({});
    expect(config.host).toBe('127.0.0.1');
    expect(config.devToolsAllowRemote).toBe(false);
    const banner = startBanner(config).join('\n');
    expect(banner).toContain('Listening on 127.0.0.1: only this machine can connect (set HOST=0.0.0.0 to open it to your network)');
    expect(banner).toContain('Dev mailbox: http://localhost:3000/dev/mailbox, shown on this machine only (DEV_TOOLS_ALLOW_REMOTE=true shows it to others)');
    expect(banner).toContain('Payments: the TEST MODE sandbox; its Pay button works on this machine only (DEV_TOOLS_ALLOW_REMOTE=true allows others)');
  });

  it('opens to the network with HOST, and the dev tools with DEV_TOOLS_ALLOW_REMOTE', () => {
    const config = loadConfig({ HOST: '0.0.0.0', DEV_TOOLS_ALLOW_REMOTE: 'true' });
    expect(config.host).toBe('0.0.0.0');
    const banner = startBanner(config).join('\n');
    expect(banner).toContain('Listening on 0.0.0.0: other machines can connect');
    expect(banner).toContain('/dev/mailbox, shown to every machine (DEV_TOOLS_ALLOW_REMOTE=true)');
    expect(banner).toContain('its Pay button works from every machine (DEV_TOOLS_ALLOW_REMOTE=true)');
    expect(() => loadConfig({ DEV_TOOLS_ALLOW_REMOTE: 'yes' })).toThrow('Invalid configuration: DEV_TOOLS_ALLOW_REMOTE must be true or false');
  });

  it('prints no dev tools where there are none', () => {
    const banner = startBanner(loadConfig({ SMTP_URL: 'smtp://mail.example.com', PAYSTACK_SECRET_KEY: 'sk_test_x' })).join('\n');
    expect(banner).not.toContain('Dev mailbox');
    expect(banner).not.toContain('sandbox');
  });

  it('knows loopback addresses in every spelling', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1', '[::1]']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['10.0.0.1', '192.168.1.2', '::ffff:10.0.0.1', '::2', 'localhost', '', undefined, '127.0.0.1:80']) expect(isLoopbackAddress(address), String(address)).toBe(false);
  });
});

describe('the dev mailbox', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('is shown to this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress })).statusCode, remoteAddress).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('is refused with 403 to another machine, directly or through a proxy on this one', async () => {
    await registerVerifiedUser(app);
    const attempts = [
      { remoteAddress: remote },
      { remoteAddress: '192.168.1.20' },
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': remote } },
      // A forged "127.0.0.1" in front of the proxy's own entry changes nothing.
      { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `127.0.0.1, ${remote}` } },
      { remoteAddress: '127.0.0.1', headers: { 'x-real-ip': remote } },
      { remoteAddress: '127.0.0.1', headers: { forwarded: `for="[2001:db8::1]:4711";proto=https` } },
    ];
    for (const attempt of attempts) {
      for (const url of ['/dev/mailbox.json', '/dev/mailbox']) {
        const res = await app.inject({ method: 'GET', url, ...attempt });
        expect(res.statusCode, `${url} ${JSON.stringify(attempt)}`).toBe(403);
        expect(res.json()).toEqual({
          success: false,
          message: 'The dev mailbox is shown only on the machine running the shop. Set DEV_TOOLS_ALLOW_REMOTE=true to show it to other machines.',
          code: 'LOCAL_ONLY',
        });
        expect(res.body).not.toContain('verify-email');
      }
    }
  });

  it('is shown to other machines with DEV_TOOLS_ALLOW_REMOTE=true', async () => {
    const open = await createTestApp({ env: { DEV_TOOLS_ALLOW_REMOTE: 'true' } });
    try {
      expect((await open.inject({ method: 'GET', url: '/dev/mailbox.json', remoteAddress: remote })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});

describe("the sandbox's Pay button", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  async function pendingOrder(target: TestApp) {
    const shopper = await registerVerifiedUser(target);
    const [product] = await catalog(target);
    await addToCart(target, shopper.token, product!.product_id, 1);
    const answer = await checkout(target, shopper.token);
    return { token: shopper.token, orderId: answer.order_id, page: new URL(answer.payment_url).pathname };
  }

  it('is not offered to another machine, and paying from one is refused with 403 while the order stays unpaid', async () => {
    const order = await pendingOrder(app);
    const page = await app.inject({ method: 'GET', url: order.page, remoteAddress: remote });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(`action="${order.page}/pay"`);
    expect(page.body).toContain('Test payments can be completed only on the machine running the shop. Set DEV_TOOLS_ALLOW_REMOTE=true to allow other machines.');
    expect(page.body).toContain(`action="${order.page}/cancel"`);

    for (const headers of [form, { ...form, 'x-forwarded-for': remote }]) {
      const remoteAddress = 'x-forwarded-for' in headers ? '127.0.0.1' : remote;
      const pay = await app.inject({ method: 'POST', url: `${order.page}/pay`, headers, payload: '', remoteAddress });
      expect(pay.statusCode).toBe(403);
      expect(pay.headers['content-type']).toContain('text/html');
      expect(pay.body).toContain('Payment not allowed here');
    }
    expect(await orderStatus(app, order.token, order.orderId)).toBe('pending');

    // Cancelling gives nothing away: allowed from anywhere.
    const cancel = await app.inject({ method: 'POST', url: `${order.page}/cancel`, headers: form, payload: '', remoteAddress: remote });
    expect(cancel.statusCode).toBe(303);
  });

  it('pays from this machine', async () => {
    const order = await pendingOrder(app);
    const page = await app.inject({ method: 'GET', url: order.page, remoteAddress: '::1' });
    expect(page.body).toContain(`action="${order.page}/pay"`);
    const pay = await app.inject({ method: 'POST', url: `${order.page}/pay`, headers: form, payload: '', remoteAddress: '::1' });
    expect(pay.statusCode).toBe(303);
    expect(await orderStatus(app, order.token, order.orderId)).toBe('paid');
  });

  it('pays from another machine with DEV_TOOLS_ALLOW_REMOTE=true', async () => {
    const open = await createTestApp({ env: { DEV_TOOLS_ALLOW_REMOTE: 'true' } });
    try {
      const order = await pendingOrder(open);
      const pay = await open.inject({ method: 'POST', url: `${order.page}/pay`, headers: form, payload: '', remoteAddress: remote });
      expect(pay.statusCode).toBe(303);
      expect(await orderStatus(open, order.token, order.orderId)).toBe('paid');
    } finally {
      await open.close();
    }
  });
});
