import {
  authMessages,
  passwordMessages,
  verificationMessages,
  type RegisterRequest,
  type Role,
  type User,
} from '@nyansa/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenSigner } from '../../auth/jwt';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { httpError, pgErrorCode, pgErrorCodes } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { linkMail, type Mailer } from '../../mail/mailer';

export const verificationLifetimeMs = 24 * 60 * 60 * 1000;
export const resetLifetimeMs = 60 * 60 * 1000;
export const loginFailureLimit = 10;
const loginWindowMs = 60 * 1000;

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  avatar: string | null;
  role: Role;
  requested_role: Role;
  email_verified_at: Date | string | null;
  token_version: number;
  created_at: Date | string;
}

const userColumns = 'id, email, password_hash, first_name, last_name, avatar, role, requested_role, email_verified_at, token_version, created_at';

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    avatar: row.avatar,
    role: row.role,
    requested_role: row.requested_role,
    email_verified: row.email_verified_at !== null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export interface AccountsDeps {
  database: Database;
  mailer: Mailer;
  clock: Clock;
  passwords: PasswordHasher;
  tokens: TokenSigner;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createAccountsService({ database, mailer, clock, passwords, tokens, publicUrl, log }: AccountsDeps) {
  // Compared against when the email is unknown, so both paths take as long.
  let dummyHash: Promise<string> | undefined;

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await database.query<UserRow>(`SELECT ${userColumns} FROM users WHERE email = $1`, [email]);
    return row;
  }

  async function findById(id: number): Promise<UserRow | undefined> {
    const [row] = await database.query<UserRow>(`SELECT ${userColumns} FROM users WHERE id = $1`, [id]);
    return row;
  }

  async function issueToken(userId: number, purpose: 'verify_email' | 'reset_password', lifetimeMs: number): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(clock.now().getTime() + lifetimeMs).toISOString();
    await database.query('INSERT INTO email_tokens (user_id, purpose, token_hash, expires_at) VALUES ($1, $2, $3, $4)', [
      userId,
      purpose,
      hashToken(token),
      expiresAt,
    ]);
    return token;
  }

  /** A mail that fails to go out must not fail the request: the user can ask again. */
  async function sendSafely(mail: Parameters<Mailer['send']>[0]): Promise<void> {
    try {
      await mailer.send(mail);
    } catch (error) {
      log.error({ err: error, subject: mail.subject }, 'mail could not be sent');
    }
  }

  async function sendVerification(user: { id: number; email: string; first_name: string }): Promise<void> {
    const token = await issueToken(user.id, 'verify_email', verificationLifetimeMs);
    await sendSafely(
      linkMail({
        to: user.email,
        subject: 'Verify your Nyansa account',
        greeting: `Hello ${user.first_name},`,
        intro: 'Welcome to Nyansa! Please confirm your email address to finish creating your account.',
        action: 'Verify my email',
        link: `${publicUrl}/verify-email/${token}`,
        outro: 'This link works once and expires in 24 hours. If you did not create an account, ignore this mail.',
      }),
    );
  }

  async function register(input: RegisterRequest & { role: Role }): Promise<void> {
    const passwordHash = await passwords.hash(input.password);
    let rows: { id: number }[];
    try {
      // The chosen role is only a request: power is granted by an admin.
      rows = await database.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, first_name, last_name, role, requested_role)
         VALUES ($1, $2, $3, $4, 'consumer', $5) ON CONFLICT (email) DO NOTHING RETURNING id`,
        [input.email, passwordHash, input.first_name, input.last_name, input.role],
      );
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) rows = [];
      else throw error;
    }
    const created = rows[0];
    if (!created) throw httpError(409, authMessages.emailTaken, 'EMAIL_TAKEN');
    await sendVerification({ id: created.id, email: input.email, first_name: input.first_name });
  }

  /** Marks the token used and the email verified in one statement, so a token works exactly once. */
  async function verifyEmail(token: string): Promise<void> {
    const now = clock.now().toISOString();
    const [result] = await database.query<{ outcome: string }>(
      `WITH t AS (
         SELECT id, user_id, used_at, expires_at FROM email_tokens WHERE token_hash = $1 AND purpose = 'verify_email'
       ), used AS (
         UPDATE email_tokens e SET used_at = $2 FROM t
          WHERE e.id = t.id AND t.used_at IS NULL AND t.expires_at > $2
         RETURNING e.user_id
       ), verified AS (
         UPDATE users u SET email_verified_at = COALESCE(u.email_verified_at, $2), updated_at = $2 FROM used
          WHERE u.id = used.user_id
         RETURNING (u.email_verified_at IS NOT DISTINCT FROM $2::timestamptz) AS first_time
       )
       SELECT CASE
         WHEN EXISTS (SELECT 1 FROM verified WHERE first_time) THEN 'verified'
         WHEN EXISTS (SELECT 1 FROM verified) THEN 'already'
         WHEN EXISTS (SELECT 1 FROM t JOIN users u ON u.id = t.user_id WHERE u.email_verified_at IS NOT NULL) THEN 'already'
         ELSE 'invalid' END AS outcome`,
      [hashToken(token), now],
    );
    if (result?.outcome === 'verified') return;
    if (result?.outcome === 'already') throw httpError(400, verificationMessages.alreadyVerified, 'ALREADY_VERIFIED');
    throw httpError(400, verificationMessages.invalidToken, 'INVALID_TOKEN');
  }

  async function login(email: string, password: string, ip: string): Promise<{ token: string; user: User }> {
    const key = `${ip}|${email}`;
    const now = clock.now();
    // The attempt is written before the count, so each of a burst of parallel guesses counts the
    // ones before it: at most loginFailureLimit of them get to try a password. A wrong password
    // leaves its row as a failure; the right one clears them.
    const [attempt] = await database.query<{ id: string }>('INSERT INTO login_failures (key, failed_at) VALUES ($1, $2) RETURNING id', [key, now.toISOString()]);
    const [recent] = await database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM login_failures WHERE key = $1 AND failed_at > $2',
      [key, new Date(now.getTime() - loginWindowMs).toISOString()],
    );
    if ((recent?.count ?? 0) > loginFailureLimit) {
      await database.query('DELETE FROM login_failures WHERE id = $1', [attempt?.id]);
      throw httpError(429, authMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    }

    const user = await findByEmail(email);
    dummyHash ??= passwords.hash('not a real password');
    const matches = user ? await passwords.verify(user.password_hash, password) : (await passwords.verify(await dummyHash, password), false);
    if (!user || !matches) {
      await database.query('DELETE FROM login_failures WHERE failed_at < $1', [new Date(now.getTime() - 3600_000).toISOString()]);
      throw httpError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    await database.query('DELETE FROM login_failures WHERE key = $1', [key]);
    if (user.email_verified_at === null) throw httpError(403, authMessages.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    return { token: await tokens.sign({ userId: user.id, tokenVersion: user.token_version }), user: toUser(user) };
  }

  async function resendVerification(email: string): Promise<void> {
    const user = await findByEmail(email);
    if (user && user.email_verified_at === null) await sendVerification(user);
  }

  async function forgotPassword(email: string): Promise<void> {
    const user = await findByEmail(email);
    if (!user) return;
    const token = await issueToken(user.id, 'reset_password', resetLifetimeMs);
    await sendSafely(
      linkMail({
        to: user.email,
        subject: 'Reset your Nyansa password',
        greeting: `Hello ${user.first_name},`,
        intro: 'Someone (hopefully you) asked to reset the password of your Nyansa account.',
        action: 'Choose a new password',
        link: `${publicUrl}/reset-password/${token}`,
        outro: 'This link works once and expires in 1 hour. If you did not ask for it, ignore this mail: your password stays the same.',
      }),
    );
  }

  /** Single use (every other reset link ends too); also ends every session (token_version) and proves the mailbox, so the email counts as verified. */
  async function resetPassword(token: string, newPassword: string): Promise<void> {
    const passwordHash = await passwords.hash(newPassword);
    const now = clock.now().toISOString();
    const rows = await database.query(
      `WITH used AS (
         UPDATE email_tokens SET used_at = $2
          WHERE token_hash = $1 AND purpose = 'reset_password' AND used_at IS NULL AND expires_at > $2
         RETURNING user_id
       ), others AS (
         UPDATE email_tokens t SET used_at = $2 FROM used
          WHERE t.user_id = used.user_id AND t.purpose = 'reset_password' AND t.used_at IS NULL AND t.token_hash <> $1
       )
       UPDATE users u SET password_hash = $3, token_version = u.token_version + 1,
              email_verified_at = COALESCE(u.email_verified_at, $2), updated_at = $2
         FROM used WHERE u.id = used.user_id RETURNING u.id`,
      [hashToken(token), now, passwordHash],
    );
    if (rows.length === 0) throw httpError(400, authMessages.resetInvalid, 'INVALID_TOKEN');
  }

  async function profile(userId: number): Promise<User> {
    const user = await findById(userId);
    if (!user) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    return toUser(user);
  }

  async function updateProfile(userId: number, input: { first_name: string; last_name: string }): Promise<User> {
    const [row] = await database.query<UserRow>(
      `UPDATE users SET first_name = $2, last_name = $3, updated_at = now() WHERE id = $1 RETURNING ${userColumns}`,
      [userId, input.first_name, input.last_name],
    );
    if (!row) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    return toUser(row);
  }

  /** Returns the token this session goes on with. */
  async function changePassword(userId: number, current: string, next: string): Promise<string> {
    const user = await findById(userId);
    if (!user) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    if (!(await passwords.verify(user.password_hash, current))) {
      throw httpError(400, passwordMessages.currentIncorrect, 'CURRENT_PASSWORD_INCORRECT', [
        { field: 'currentPassword', message: passwordMessages.currentIncorrect },
      ]);
    }
    const passwordHash = await passwords.hash(next);
    // Every other session ends (token_version); this one goes on with a new token.
    const [changed] = await database.query<{ token_version: number }>(
      'UPDATE users SET password_hash = $2, token_version = token_version + 1, updated_at = now() WHERE id = $1 RETURNING token_version',
      [userId, passwordHash],
    );
    if (!changed) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    return tokens.sign({ userId, tokenVersion: changed.token_version });
  }

  return { register, verifyEmail, login, resendVerification, forgotPassword, resetPassword, profile, updateProfile, changePassword };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
