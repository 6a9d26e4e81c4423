import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, type TestUser } from '../../../test/helpers';

const invalidToken = { success: false, message: 'Your session is invalid or has expired. Please log in again.', code: 'INVALID_TOKEN' };
const week = 7 * 24 * 3600_000;

async function profileStatus(app: TestApp, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode;
}

/** Another device of the same account: a login of its own. */
async function anotherLogin(app: TestApp, user: TestUser): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '192.0.2.50', payload: { email: user.email, password: user.password } });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: { token: string } }>().data.token;
}

describe('logout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('ends the token it is sent with at once, and no other', async () => {
    const user = await registerVerifiedUser(app);
    const laptop = await anotherLogin(app, user);
    expect(await profileStatus(app, user.token)).toBe(200);

    const res = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out successfully' });

    // The copied token is worth nothing from the next request on, on every route.
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(user.token) });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toEqual(invalidToken);
    expect((await app.inject({ method: 'GET', url: '/api/cart', headers: bearer(user.token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode).toBe(401);
    // The other device goes on.
    expect(await profileStatus(app, laptop)).toBe(200);
  });

  it('needs a token', async () => {
    for (const url of ['/api/auth/logout', '/api/auth/logout-all']) {
      const res = await app.inject({ method: 'POST', url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ success: false, code: 'AUTH_REQUIRED' });
    }
  });

  it('is refused on every instance sharing the database', async () => {
    const other = await createTestApp({ database: app.testing.database, env: { JWT_SECRET: app.testing.config.jwtSecret! } });
    try {
      const user = await registerVerifiedUser(app);
      expect(await profileStatus(other, user.token)).toBe(200);
      expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(user.token) })).statusCode).toBe(200);
      expect(await profileStatus(other, user.token)).toBe(401);
    } finally {
      await other.close();
    }
  });

  it('keeps a revoked token only until it would have expired anyway', async () => {
    const first = await registerVerifiedUser(app);
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token) });
    const kept = async (token: string) => {
      const { jti } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string };
      return (await app.testing.database.query('SELECT 1 FROM revoked_tokens WHERE token_id = $1', [jti])).length === 1;
    };
    expect(await kept(first.token)).toBe(true);

    app.testing.clock.advance(week + 60_000);
    try {
      const later = await registerVerifiedUser(app);
      await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(later.token) });
      expect(await kept(first.token)).toBe(false);
      expect(await kept(later.token)).toBe(true);
      // Expired all the same.
      expect(await profileStatus(app, first.token)).toBe(401);
    } finally {
      app.testing.clock.advance(-(week + 60_000));
    }
  });

  it('gives each login a token of its own', async () => {
    const user = await registerVerifiedUser(app);
    const ids = new Set<string>();
    for (const token of [user.token, await anotherLogin(app, user), await anotherLogin(app, user)]) {
      ids.add((JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { jti: string }).jti);
    }
    expect(ids.size).toBe(3);
  });
});

describe('logout of all devices', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it("ends every token of the account, this one too, and no one else's", async () => {
    const user = await registerVerifiedUser(app);
    const phone = await anotherLogin(app, user);
    const someoneElse = await registerVerifiedUser(app);

    const res = await app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Logged out of all devices' });

    expect(await profileStatus(app, user.token)).toBe(401);
    expect(await profileStatus(app, phone)).toBe(401);
    expect(await profileStatus(app, someoneElse.token)).toBe(200);
    // Signing in again works as before.
    expect(await profileStatus(app, await anotherLogin(app, user))).toBe(200);
  });

  it('is in the API document with its answer', async () => {
    const paths = (await app.inject({ method: 'GET', url: '/api/docs' })).json<{ paths: Record<string, { post?: unknown }> }>().paths;
    expect(paths['/api/auth/logout']?.post).toBeDefined();
    expect(paths['/api/auth/logout-all']?.post).toBeDefined();
  });
});
