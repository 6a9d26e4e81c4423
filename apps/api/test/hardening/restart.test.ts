import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers';
import { checkoutOnSandbox, newShopper, newStats, serverCart, shop, type LoadShopper } from './shoppers';

// The real server process (src/server.ts, as `npm start` runs it) killed with SIGKILL while
// shoppers are writing, then started again on the same data: nothing corrupt, no paid order lost.

const apiDir = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('restart under load', () => {
  let baseUrl: string;
  let env: NodeJS.ProcessEnv;
  let server: ChildProcess | undefined;
  let output = '';
  let dataDir: string;
  let database: string | undefined;

  const start = async () => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    server = proc;
    proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`the server exited with ${proc.exitCode}:\n${output}`);
      const ok = await fetch(`${baseUrl}/api/health`).then((res) => res.ok, () => false);
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the server did not start:\n${output}`);
  };
  const kill = async () => {
    const proc = server;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await new Promise((resolve) => {
      proc.once('exit', resolve);
      proc.kill('SIGKILL');
    });
  };

  const newMember = async (): Promise<LoadShopper> => {
    const email = `restart-${randomBytes(4).toString('hex')}@example.com`;
    const password = 'Secret12!';
    const post = (url: string, body: unknown) => fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/register', { email, password, first_name: 'Kofi', last_name: 'Boateng' })).status).toBe(201);
    const mails = (await (await fetch(`${baseUrl}/dev/mailbox.json`)).json()) as { data: Array<{ to: string; text: string }> };
    const token = mails.data.find((m) => m.to === email)?.text.match(/\/verify-email\/([A-Za-z0-9_-]+)/)?.[1];
    expect((await fetch(`${baseUrl}/api/auth/verify-email/${token}`)).status).toBe(200);
    const login = (await (await post('/api/auth/login', { email, password })).json()) as { data: { token: string } };
    return newShopper(login.data.token);
  };

  beforeAll(async () => {
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-restart-'));
    const { DATABASE_URL: _db, SMTP_URL: _smtp, PAYSTACK_SECRET_KEY: _paystack, ...inherited } = process.env;
    env = {
      ...inherited,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ARGON2_MEMORY_COST: '1024',
      ARGON2_TIME_COST: '1',
      // Product pictures are not this file's subject: without them drawn ahead, the server's only work is the journeys'.
      RENDER_AHEAD: 'off',
    };
    if (onPostgres && process.env.TEST_DATABASE_URL) {
      // A database of its own, since the server process uses the default schema.
      database = `restart_${randomBytes(6).toString('hex')}`;
      const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`CREATE DATABASE ${database}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${database}`;
      env.DATABASE_URL = url.toString();
    }
    await start();
  }, 120_000);

  afterAll(async () => {
    await kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database && process.env.TEST_DATABASE_URL) {
      const admin = postgres(process.env.TEST_DATABASE_URL, { max: 1, onnotice: () => {} });
      await admin.unsafe(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('loses no paid order and no accepted cart write, and keeps working', async () => {
    const products = (await (await fetch(`${baseUrl}/api/products?limit=100`)).json()) as { products: Array<{ product_id: number }> };
    const productIds = products.products.map((p) => p.product_id);
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => newMember()));

    // One paid order before the crash.
    const buyer = shoppers[0] as LoadShopper;
    const stats = newStats();
    await fetch(`${baseUrl}/api/cart/add`, { method: 'POST', headers: { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: productIds[0], quantity: 2 }) });
    const paidOrder = await checkoutOnSandbox(baseUrl, buyer, stats);
    expect(paidOrder, output).toBeGreaterThan(0);

    // Shoppers write for a while; the process dies in the middle of it.
    const until = Date.now() + 2_500;
    const load = Promise.all(shoppers.map((shopper) => shop(baseUrl, shopper, productIds, until, stats)));
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    await kill();
    await load;
    expect(stats.serverErrors).toEqual([]);
    expect(stats.unanswered).toBeGreaterThan(0);

    await start();
    const status = (await (await fetch(`${baseUrl}/api/orders/${paidOrder}/status`, { headers: { authorization: `Bearer ${buyer.token}` } })).json()) as { data: { status: string } };
    expect(status.data.status).toBe('paid');
    for (const shopper of shoppers) {
      const cart = await serverCart(baseUrl, shopper.token);
      for (const [productId, quantity] of cart) {
        expect(quantity).toBeGreaterThanOrEqual(1);
        expect(quantity).toBeLessThanOrEqual(99);
        if (!shopper.uncertain.has(productId)) expect(quantity, `product ${productId}`).toBe(shopper.expectedCart.get(productId));
      }
      for (const [productId, quantity] of shopper.expectedCart) {
        if (!shopper.uncertain.has(productId)) expect(cart.get(productId), `product ${productId}`).toBe(quantity);
      }
    }

    // Still a working shop: a new shopper buys something.
    const after = await newMember();
    const res = await fetch(`${baseUrl}/api/cart/add`, { method: 'POST', headers: { authorization: `Bearer ${after.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ product_id: productIds[1], quantity: 1 }) });
    expect(res.status).toBe(200);
    const newStatsAfter = newStats();
    expect(await checkoutOnSandbox(baseUrl, after, newStatsAfter), output).toBeGreaterThan(0);
    expect(newStatsAfter.serverErrors).toEqual([]);
  }, 120_000);
});
