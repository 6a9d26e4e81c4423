// Over 300 lines on purpose: the whole account life (register, verify, log in, tokens, profile) runs against one app.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, lastMailToken, registerVerifiedUser, type TestApp } from '../../../test/helpers';

const valid = { email: 'Kofi.Boateng@Example.com', password: 'Secret12!', first_name: 'Kofi', last_name: 'Boateng' };

describe('accounts', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) => app.inject({ method: 'POST', url, payload, headers });

  describe('register', () => {
    it('creates the account, stores the requested role and mails a 24 h verification link', async () => {
      const res = await post('/api/auth/register', { ...valid, role: 'admin' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ success: true, message: 'Registration successful! Please check your email to verify your account.' });
      const [user] = await app.testing.database.query<{ role: string; requested_role: string; email: string }>(
        'SELECT role, requested_role, email FROM users WHERE email = $1',
        ['kofi.boateng@example.com'],
      );
      expect(user).toEqual({ role: 'consumer', requested_role: 'admin', email: 'kofi.boateng@example.com' });
      const mails = (await app.inject({ method: 'GET', url: '/dev/mailbox.json' })).json();
      expect(mails.data[0]).toMatchObject({ to: 'kofi.boateng@example.com', subject: 'Verify your Nyansa account' });
      expect(mails.data[0].text).toMatch(/http:\/\/shop\.test\/verify-email\/[\w-]{20,}/);
    });

    it('refuses a second account for the same email, whatever its case', async () => {
      const res = await post('/api/auth/register', { ...valid, email: 'KOFI.BOATENG@example.com' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, message: 'An account with this email already exists', code: 'EMAIL_TAKEN' });
    });

    it.each([
      [{ email: '' }, 'Email is required', 'email'],
      [{ email: 'kofi@' }, 'Please provide a valid email', 'email'],
      [{ password: '' }, 'Password is required', 'password'],
      [{ password: 'Ab1!x' }, 'Password must be at least 8 characters', 'password'],
      [{ password: 'abcdefgh' }, 'Password must:\n- contain at least one uppercase letter\n- contain at least one number\n- contain at least one special character', 'password'],
      [{ first_name: ' ' }, 'First name is required', 'first_name'],
      [{ last_name: '' }, 'Last name is required', 'last_name'],
      [{ role: 'superuser' }, 'Please choose a valid role', 'role'],
    ])('rejects %o with the spec message', async (patch, message, field) => {
      const res = await post('/api/auth/register', { ...valid, email: 'new@example.com', ...patch });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
      expect(body.errors).toContainEqual({ field, message });
      const rows = await app.testing.database.query('SELECT 1 FROM users WHERE email = $1', ['new@example.com']);
      expect(rows).toHaveLength(0);
    });

    it('makes exactly one account out of parallel registrations of one email', async () => {
      const results = await Promise.all(
        Array.from({ length: 8 }, () => post('/api/auth/register', { ...valid, email: 'race@example.com' })),
      );
      const statuses = results.map((r) => r.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(7);
      const rows = await app.testing.database.query('SELECT id FROM users WHERE email = $1', ['race@example.com']);
      expect(rows).toHaveLength(1);
    });
  });

  describe('verification and login', () => {
    it('logs in only after the one-time link is followed', async () => {
      const email = 'verify-me@example.com';
      await post('/api/auth/register', { ...valid, email });
      const before = await post('/api/auth/login', { email, password: valid.password });
      expect(before.statusCode).toBe(403);
      expect(before.json()).toMatchObject({ success: false, message: 'Please verify your email before logging in' });

      const token = await lastMailToken(app, email, 'verify-email');
      const first = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(first.json()).toEqual({ success: true, message: 'Email verified successfully! You can now login.' });
      const again = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, message: 'Email already verified' });

      const login = await post('/api/auth/login', { email: 'Verify-Me@example.com', password: valid.password });
      expect(login.statusCode).toBe(200);
      const body = login.json();
      expect(body).toMatchObject({ success: true, message: 'Login successful!', data: { user: { email, role: 'consumer', email_verified: true } } });
      expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      expect(body.data.user).not.toHaveProperty('password_hash');
    });

    it('rejects unknown and expired verification links', async () => {
      const unknown = await app.inject({ method: 'GET', url: '/api/auth/verify-email/not-a-real-token' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ success: false, message: 'Invalid or expired verification token' });
      const huge = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${'x'.repeat(300)}` });
      expect(huge.json()).toMatchObject({ success: false, message: 'Invalid or expired verification token' });

      const email = 'late@example.com';
      await post('/api/auth/register', { ...valid, email });
      const token = await lastMailToken(app, email, 'verify-email');
      app.testing.clock.advance(24 * 3600_000 + 1000);
      try {
        const late = await app.inject({ method: 'GET', url: `/api/auth/verify-email/${token}` });
        expect(late.statusCode).toBe(400);
        expect(late.json()).toMatchObject({ message: 'Invalid or expired verification token' });
      } finally {
        app.testing.clock.advance(-(24 * 3600_000 + 1000));
      }
      // A new link can be asked for, and it works.
      const resend = await post('/api/auth/resend-verification', { email });
      expect(resend.statusCode).toBe(200);
      const fresh = await lastMailToken(app, email, 'verify-email');
      expect(fresh).not.toBe(token);
      expect((await app.inject({ method: 'GET', url: `/api/auth/verify-email/${fresh}` })).statusCode).toBe(200);
    });

    it('answers wrong passwords and unknown emails alike, then limits after 10 failures a minute', async () => {
      const { email, password } = await registerVerifiedUser(app);
      const unknown = await post('/api/auth/login', { email: 'nobody@example.com', password });
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({ success: false, message: 'Invalid email or password' });
      for (let i = 0; i < 10; i++) {
        const wrong = await post('/api/auth/login', { email, password: 'Wrong123!' });
        expect(wrong.statusCode).toBe(401);
        expect(wrong.json().message).toBe('Invalid email or password');
      }
      const blocked = await post('/api/auth/login', { email, password });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ success: false, message: 'Too many login attempts. Please try again in a minute.' });
      app.testing.clock.advance(61_000);
      const later = await post('/api/auth/login', { email, password });
      expect(later.statusCode).toBe(200);
    });

    it('lets at most 10 of a burst of parallel guesses try a password', async () => {
      const { email } = await registerVerifiedUser(app);
      // From an address of its own, under its 30-a-minute ceiling.
      const guess = () => app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: '172.16.9.9', payload: { email, password: 'Wrong123!' } });
      const statuses = (await Promise.all(Array.from({ length: 20 }, guess))).map((answer) => answer.statusCode);
      let tried = statuses.filter((status) => status === 401).length;
      expect(tried).toBeLessThanOrEqual(10);
      expect(tried + statuses.filter((status) => status === 429).length).toBe(20);
      // One at a time after the burst: 10 tries in all within the minute, then 429.
      while ((await guess()).statusCode === 401) tried += 1;
      expect(tried).toBe(10);
    });

    it('validates the email of the mail-sending forms', async () => {
      for (const url of ['/api/auth/resend-verification', '/api/auth/forgot-password']) {
        const res = await post(url, { email: 'not-an-email' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'Please provide a valid email' });
      }
      const resend = await post('/api/auth/resend-verification', { email: 'nobody-here@example.com' });
      expect(resend.json()).toEqual({ success: true, message: 'If an account with this email needs verification, we have sent a new link.' });
    });

    it('validates the login form with the spec messages', async () => {
      const noEmail = await post('/api/auth/login', { password: 'x' });
      expect(noEmail.json()).toMatchObject({ success: false, message: 'Email is required' });
      const noPassword = await post('/api/auth/login', { email: 'a@example.com', password: '' });
      expect(noPassword.json()).toMatchObject({ success: false, message: 'Password is required' });
    });
  });

  describe('tokens', () => {
    it('refuses a token signed with another key, an expired one and a tampered one', async () => {
      const { token, user } = await registerVerifiedUser(app);
      expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(200);

      const forged = await new SignJWT({ tv: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer('nyansa')
        .setIssuedAt()
        .setExpirationTime('7d')
        .sign(new TextEncoder().encode('another-key-another-key-another-key!!'));
      const [head, payload, signature] = token.split('.') as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
      const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: String(user.id + 1) })).toString('base64url')}.${signature}`;
      for (const bad of [forged, tampered, 'not.a.token', `${head}.${payload}.`]) {
        const res = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(bad) });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, message: 'Your session is invalid or has expired. Please log in again.' });
      }
      const missing = await app.inject({ method: 'GET', url: '/api/user/profile' });
      expect(missing.statusCode).toBe(401);
      expect(missing.json()).toMatchObject({ success: false, message: 'Please log in to continue' });

      app.testing.clock.advance(7 * 24 * 3600_000 + 1000);
      try {
        const expired = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
        expect(expired.statusCode).toBe(401);
      } finally {
        app.testing.clock.advance(-(7 * 24 * 3600_000 + 1000));
      }
    });
  });

  describe('profile and passwords', () => {
    it('shows and edits the profile', async () => {
      const { token, email } = await registerVerifiedUser(app, { first_name: 'Esi', last_name: 'Owusu' });
      const profile = await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) });
      expect(profile.json()).toMatchObject({
        success: true,
        data: { email, first_name: 'Esi', last_name: 'Owusu', avatar: null, role: 'consumer', requested_role: 'consumer', email_verified: true },
      });
      const edit = await app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload: { first_name: ' Efua ', last_name: 'Owusu' } });
      expect(edit.json()).toMatchObject({ success: true, data: { first_name: 'Efua', last_name: 'Owusu' } });
      const bad = await app.inject({ method: 'PUT', url: '/api/user/profile', headers: bearer(token), payload: { first_name: '', last_name: 'Owusu' } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('First name is required');
    });

    it('changes the password with the spec messages', async () => {
      const { token, email, password } = await registerVerifiedUser(app);
      const put = (payload: object) => app.inject({ method: 'PUT', url: '/api/user/profile/password', headers: bearer(token), payload });

      const missing = await put({ currentPassword: password });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('All password fields are required');
      const mismatch = await put({ currentPassword: password, newPassword: 'Another1!', confirmPassword: 'Another2!' });
      expect(mismatch.json().message).toBe('New passwords do not match');
      const weak = await put({ currentPassword: password, newPassword: 'weakpass' });
      expect(weak.json().message).toBe(
        'Password must:\n- contain at least one uppercase letter\n- contain at least one number\n- contain at least one special character',
      );
      const wrong = await put({ currentPassword: 'Wrong123!', newPassword: 'Another1!' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ success: false, message: 'Current password is incorrect' });

      // Signed in elsewhere too: that session ends with the change, this one goes on with a new token.
      const elsewhere = (await post('/api/auth/login', { email, password })).json().data.token as string;
      const ok = await put({ current_password: password, new_password: 'Another1!' });
      expect(ok.json()).toEqual({ success: true, message: 'Password changed successfully', data: { token: expect.any(String) } });
      const profileWith = async (t: string) => (await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(t) })).statusCode;
      expect(await profileWith(ok.json().data.token)).toBe(200);
      expect(await profileWith(token)).toBe(401);
      expect(await profileWith(elsewhere)).toBe(401);
      expect((await post('/api/auth/login', { email, password })).statusCode).toBe(401);
      expect((await post('/api/auth/login', { email, password: 'Another1!' })).statusCode).toBe(200);
    });

    it('resets a forgotten password with a single-use link that ends old sessions', async () => {
      const { token, email } = await registerVerifiedUser(app);
      const ask = await post('/api/auth/forgot-password', { email });
      expect(ask.json()).toEqual({ success: true, message: 'If an account with this email exists, we have sent a password reset link.' });
      const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
      expect(unknown.json()).toEqual(ask.json());

      const olderToken = await lastMailToken(app, email, 'reset-password');
      await post('/api/auth/forgot-password', { email });
      const resetToken = await lastMailToken(app, email, 'reset-password');
      expect(resetToken).not.toBe(olderToken);
      const weak = await post('/api/auth/reset-password', { token: resetToken, new_password: 'short' });
      expect(weak.json().message).toBe('Password must be at least 8 characters');
      const reset = await post('/api/auth/reset-password', { token: resetToken, new_password: 'Renewed1!' });
      expect(reset.json()).toEqual({ success: true, message: 'Your password has been reset. You can now login.' });
      const reuse = await post('/api/auth/reset-password', { token: resetToken, new_password: 'Renewed2!' });
      expect(reuse.statusCode).toBe(400);
      expect(reuse.json().message).toBe('Invalid or expired password reset link');
      // The other link mailed earlier ends with the reset too.
      const older = await post('/api/auth/reset-password', { token: olderToken, new_password: 'Renewed3!' });
      expect(older.statusCode).toBe(400);
      expect(older.json().message).toBe('Invalid or expired password reset link');

      expect((await app.inject({ method: 'GET', url: '/api/user/profile', headers: bearer(token) })).statusCode).toBe(401);
      expect((await post('/api/auth/login', { email, password: 'Renewed1!' })).statusCode).toBe(200);
    });

    it('refuses profile and password changes without a token, and unknown reset links', async () => {
      const calls = [
        app.inject({ method: 'PUT', url: '/api/user/profile', payload: { first_name: 'A', last_name: 'B' } }),
        app.inject({ method: 'PUT', url: '/api/user/profile/password', payload: { currentPassword: 'Secret12!', newPassword: 'Another1!' } }),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Please log in to continue', code: 'AUTH_REQUIRED' });
      }
      const unknown = await post('/api/auth/reset-password', { token: 'never-mailed', new_password: 'Renewed1!' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toEqual({ success: false, message: 'Invalid or expired password reset link', code: 'INVALID_TOKEN' });
    });

    it('lets a reset link expire after an hour', async () => {
      const { email } = await registerVerifiedUser(app);
      await post('/api/auth/forgot-password', { email });
      const resetToken = await lastMailToken(app, email, 'reset-password');
      app.testing.clock.advance(3600_000 + 1000);
      try {
        const late = await post('/api/auth/reset-password', { token: resetToken, new_password: 'Renewed1!' });
        expect(late.statusCode).toBe(400);
        expect(late.json().message).toBe('Invalid or expired password reset link');
      } finally {
        app.testing.clock.advance(-(3600_000 + 1000));
      }
    });
  });
});
