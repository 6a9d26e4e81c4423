import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerVerifiedUser, type TestApp } from '../../test/helpers';
import { resolveJwtSecret } from '../auth/jwt';
import { HttpError } from '../lib/errors';
import { runAdminCommand } from './admin';

describe('npm run admin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });
  const run = (...args: string[]) => runAdminCommand(app.testing.database, args, 'http://shop.test', { memoryCost: 1024, timeCost: 1 });

  it('creates the first admin, who sets a password through the printed link and may then add products', async () => {
    const lines = await run('create', 'Boss@Example.com');
    expect(lines[0]).toBe('Admin boss@example.com created.');
    const token = /\/reset-password\/([\w-]+)$/.exec(lines[1] ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, new_password: 'Admin123!' } });
    expect(reset.statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'boss@example.com', password: 'Admin123!' } });
    expect(login.json().data.user.role).toBe('admin');
    const created = await app.inject({
      method: 'POST',
      url: '/api/products',
      headers: { authorization: `Bearer ${login.json().data.token}` },
      payload: { product_name: 'Admin Balm', price: 2, category: 'lip' },
    });
    expect(created.statusCode).toBe(201);
  });

  it('grants roles, creating the brand of a brand_admin', async () => {
    const { email } = await registerVerifiedUser(app);
    expect(await run('grant', email, 'brand_admin', 'Adinkra', 'Botanics')).toEqual([`${email} now has the role brand_admin for the brand Adinkra Botanics.`]);
    const [row] = await app.testing.database.query<{ role: string; name: string }>(
      'SELECT u.role, b.name FROM users u JOIN brands b ON b.id = u.brand_id WHERE u.email = $1',
      [email],
    );
    expect(row).toEqual({ role: 'brand_admin', name: 'Adinkra Botanics' });
  });

  it('explains its usage on bad input', async () => {
    await expect(run('grant', 'nobody@example.com', 'admin')).rejects.toThrow('No account with the email nobody@example.com');
    await expect(run('grant', 'x@example.com', 'king')).rejects.toThrow(HttpError);
    await expect(run('promote', 'x@example.com')).rejects.toThrow(/^Usage:/);
  });
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nyansa-secret-'));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(48);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    expect(fs.statSync(path.join(dir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(resolveJwtSecret('x'.repeat(40), dir)).toBe('x'.repeat(40));
  });
});
