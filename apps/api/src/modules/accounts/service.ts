import {
  authMessages,
  passwordMessages,
  verificationMessages,
  type RegisterRequest,
  type Role,
  type User,
} from '@nyansa/contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TokenSigner } from '../../auth/jwt';
import { bare, rowsOf, type Database } from '../../db/database';
import { emailTokens, loginFailures, revokedTokens, users } from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { httpError, pgErrorCode, pgErrorCodes } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import { hashToken, randomToken } from '../../lib/tokens';
import { linkMail, type Mailer } from '../../mail/mailer';

export const verificationLifetimeMs = 24 * 60 * 60 * 1000;
export const resetLifetimeMs = 60 * 60 * 1000;
export const loginFailureLimit = 10;
/**
 * How long forgot-password and resend-verification take to answer, whether the email is known or
 * not: a known one costs a token and a mail, an unknown one nothing, and the time must not tell.
 */
export const mailRequestAnswerMs = 500;
const loginWindowMs = 60 * 1000;

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    avatar: row.avatar,
    role: row.role,
    requested_role: row.requestedRole,
    email_verified: row.emailVerifiedAt !== null,
    created_at: row.createdAt.toISOString(),
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

export function createAccountsService({ database: { db }, mailer, clock, passwords, tokens, publicUrl, log }: AccountsDeps) {
  // Compared against when the email is unknown, so both paths take as long.
  let dummyHash: Promise<string> | undefined;

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.email, email));
    return row;
  }

  async function findById(id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async function issueToken(userId: number, purpose: 'verify_email' | 'reset_password', lifetimeMs: number): Promise<string> {
    const token = randomToken();
    const expiresAt = new Date(clock.now().getTime() + lifetimeMs);
    await db.insert(emailTokens).values({ userId, purpose, tokenHash: hashToken(token), expiresAt });
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

  async function sendVerification(user: { id: number; email: string; firstName: string }): Promise<void> {
    const token = await issueToken(user.id, 'verify_email', verificationLifetimeMs);
    await sendSafely(
      linkMail({
        to: user.email,
        subject: 'Verify your Nyansa account',
        greeting: `Hello ${user.firstName},`,
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
      rows = await db
        .insert(users)
        .values({ email: input.email, passwordHash, firstName: input.first_name, lastName: input.last_name, role: 'consumer', requestedRole: input.role })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
    } catch (error) {
      if (pgErrorCode(error) === pgErrorCodes.uniqueViolation) rows = [];
      else throw error;
    }
    const created = rows[0];
    if (!created) throw httpError(409, authMessages.emailTaken, 'EMAIL_TAKEN');
    await sendVerification({ id: created.id, email: input.email, firstName: input.first_name });
  }

  /** Marks the token used and the email verified in one statement, so a token works exactly once. */
  async function verifyEmail(token: string): Promise<void> {
    const now = clock.now().toISOString();
    const [result] = await rowsOf<{ outcome: string }>(
      db,
      sql`WITH t AS (
            SELECT ${emailTokens.id} AS id, ${emailTokens.userId} AS user_id, ${emailTokens.usedAt} AS used_at, ${emailTokens.expiresAt} AS expires_at
              FROM ${emailTokens} WHERE ${emailTokens.tokenHash} = ${hashToken(token)} AND ${emailTokens.purpose} = 'verify_email'
          ), used AS (
            UPDATE ${emailTokens} SET ${bare(emailTokens.usedAt)} = ${now} FROM t
             WHERE ${emailTokens.id} = t.id AND t.used_at IS NULL AND t.expires_at > ${now}
            RETURNING ${emailTokens.userId} AS user_id
          ), verified AS (
            UPDATE ${users} SET ${bare(users.emailVerifiedAt)} = COALESCE(${users.emailVerifiedAt}, ${now}), ${bare(users.updatedAt)} = ${now} FROM used
             WHERE ${users.id} = used.user_id
            RETURNING (${users.emailVerifiedAt} IS NOT DISTINCT FROM ${now}::timestamptz) AS first_time
          )
          SELECT CASE
            WHEN EXISTS (SELECT 1 FROM verified WHERE first_time) THEN 'verified'
            WHEN EXISTS (SELECT 1 FROM verified) THEN 'already'
            WHEN EXISTS (SELECT 1 FROM t JOIN ${users} ON ${users.id} = t.user_id WHERE ${users.emailVerifiedAt} IS NOT NULL) THEN 'already'
            ELSE 'invalid' END AS outcome`,
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
    const [attempt] = await db.insert(loginFailures).values({ key, failedAt: now }).returning({ id: loginFailures.id });
    const [recent] = await db
      .select({ count: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, new Date(now.getTime() - loginWindowMs))));
    if ((recent?.count ?? 0) > loginFailureLimit) {
      if (attempt) await db.delete(loginFailures).where(eq(loginFailures.id, attempt.id));
      throw httpError(429, authMessages.tooManyAttempts, 'TOO_MANY_ATTEMPTS');
    }

    const user = await findByEmail(email);
    dummyHash ??= passwords.hash('not a real password');
    const matches = user ? await passwords.verify(user.passwordHash, password) : (await passwords.verify(await dummyHash, password), false);
    if (!user || !matches) {
      await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(now.getTime() - 3600_000)));
      throw httpError(401, authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    await db.delete(loginFailures).where(eq(loginFailures.key, key));
    if (user.emailVerifiedAt === null) throw httpError(403, authMessages.emailNotVerified, 'EMAIL_NOT_VERIFIED');
    return { token: await tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }), user: toUser(user) };
  }

  /** Runs `work`, then answers `mailRequestAnswerMs` after the start, whatever the work was. */
  async function inConstantTime(what: string, work: () => Promise<void>): Promise<void> {
    const started = performance.now();
    await work();
    const left = mailRequestAnswerMs - (performance.now() - started);
    // Slower than the fixed time (a slow SMTP server): the answer's time could tell, so say so.
    if (left < 0) log.warn({ overMs: Math.round(-left) }, `${what} took longer than its fixed answer time`);
    else await sleep(left);
  }

  async function resendVerification(email: string): Promise<void> {
    await inConstantTime('resend-verification', async () => {
      const user = await findByEmail(email);
      if (user && user.emailVerifiedAt === null) await sendVerification(user);
    });
  }

  async function forgotPassword(email: string): Promise<void> {
    await inConstantTime('forgot-password', () => sendResetLink(email));
  }

  async function sendResetLink(email: string): Promise<void> {
    const user = await findByEmail(email);
    if (!user) return;
    const token = await issueToken(user.id, 'reset_password', resetLifetimeMs);
    await sendSafely(
      linkMail({
        to: user.email,
        subject: 'Reset your Nyansa password',
        greeting: `Hello ${user.firstName},`,
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
    const hashed = hashToken(token);
    const rows = await rowsOf<{ id: number }>(
      db,
      sql`WITH used AS (
            UPDATE ${emailTokens} SET ${bare(emailTokens.usedAt)} = ${now}
             WHERE ${emailTokens.tokenHash} = ${hashed} AND ${emailTokens.purpose} = 'reset_password'
               AND ${emailTokens.usedAt} IS NULL AND ${emailTokens.expiresAt} > ${now}
            RETURNING ${emailTokens.userId} AS user_id
          ), others AS (
            UPDATE ${emailTokens} SET ${bare(emailTokens.usedAt)} = ${now} FROM used
             WHERE ${emailTokens.userId} = used.user_id AND ${emailTokens.purpose} = 'reset_password'
               AND ${emailTokens.usedAt} IS NULL AND ${emailTokens.tokenHash} <> ${hashed}
          )
          UPDATE ${users} SET ${bare(users.passwordHash)} = ${passwordHash}, ${bare(users.tokenVersion)} = ${users.tokenVersion} + 1,
                 ${bare(users.emailVerifiedAt)} = COALESCE(${users.emailVerifiedAt}, ${now}), ${bare(users.updatedAt)} = ${now}
            FROM used WHERE ${users.id} = used.user_id RETURNING ${users.id}`,
    );
    if (rows.length === 0) throw httpError(400, authMessages.resetInvalid, 'INVALID_TOKEN');
  }

  async function profile(userId: number): Promise<User> {
    const user = await findById(userId);
    if (!user) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    return toUser(user);
  }

  async function updateProfile(userId: number, input: { first_name: string; last_name: string }): Promise<User> {
    const [row] = await db
      .update(users)
      .set({ firstName: input.first_name, lastName: input.last_name, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!row) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    return toUser(row);
  }

  /** Returns the token this session goes on with. */
  async function changePassword(userId: number, current: string, next: string): Promise<string> {
    const user = await findById(userId);
    if (!user) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    if (!(await passwords.verify(user.passwordHash, current))) {
      throw httpError(400, passwordMessages.currentIncorrect, 'CURRENT_PASSWORD_INCORRECT', [
        { field: 'currentPassword', message: passwordMessages.currentIncorrect },
      ]);
    }
    const passwordHash = await passwords.hash(next);
    // Every other session ends (token_version); this one goes on with a new token.
    const [changed] = await db
      .update(users)
      .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ tokenVersion: users.tokenVersion });
    if (!changed) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    return tokens.sign({ userId, tokenVersion: changed.tokenVersion });
  }

  /** Ends this token on every instance until it would have expired; rows of expired tokens go at the same time. */
  async function logout(userId: number, session: { tokenId: string; expiresAt: Date }): Promise<void> {
    await db.insert(revokedTokens).values({ tokenId: session.tokenId, userId, expiresAt: session.expiresAt }).onConflictDoNothing();
    await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, clock.now()));
  }

  /** Ends every token of the account, this one too (token_version, as a password change does). */
  async function logoutAll(userId: number): Promise<void> {
    await db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` }).where(eq(users.id, userId));
  }

  return { register, verifyEmail, login, resendVerification, forgotPassword, resetPassword, profile, updateProfile, changePassword, logout, logoutAll };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
