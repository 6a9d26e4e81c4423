import { authMessages, privacyMessages } from '@nyansa/contract';
import { and, count, eq, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb, Database } from '../../db/database';
import {
  addresses,
  analyses,
  cartDeliveries,
  cartItems,
  chatMessages,
  consultations,
  devMails,
  emailTokens,
  favorites,
  loginFailures,
  newsletterSubscribers,
  orders,
  payments,
  reviews,
  revokedTokens,
  sandboxPayments,
  subscriptions,
  users,
} from '../../db/schema/index';
import type { Clock } from '../../lib/clock';
import { httpError } from '../../lib/errors';
import type { PasswordHasher } from '../../lib/passwords';
import type { UploadStorage } from '../../storage/uploads';
import { recordAudit } from '../admin/audit';
import { lockUser } from '../payments/user-lock';
import { cancelPaidPlan } from '../subscriptions/service';
import { photoKeysOf } from './personal-data';

// Deleting an account. The users row stays as an anonymous tombstone (no name, no email, no
// password, deleted_at set) because paid orders, payments, plans and reviews point at it: the law
// keeps the bookkeeping, reviews keep their text under "A former customer". Everything else of the
// person goes in one transaction, and their photos from storage right after it.

/** What goes at once, table by table; a new table of personal data adds one line here (and one in personal-data.ts). */
const deletedAtOnce: Array<(tx: AppDb, userId: number) => Promise<unknown>> = [
  // Consultations first: they point at the analyses.
  (tx, userId) => tx.delete(consultations).where(eq(consultations.userId, userId)),
  (tx, userId) => tx.delete(analyses).where(eq(analyses.userId, userId)),
  (tx, userId) => tx.delete(chatMessages).where(eq(chatMessages.userId, userId)),
  (tx, userId) => tx.delete(favorites).where(eq(favorites.userId, userId)),
  (tx, userId) => tx.delete(cartItems).where(eq(cartItems.userId, userId)),
  (tx, userId) => tx.delete(cartDeliveries).where(eq(cartDeliveries.userId, userId)),
  (tx, userId) => tx.delete(addresses).where(eq(addresses.userId, userId)),
  (tx, userId) => tx.delete(emailTokens).where(eq(emailTokens.userId, userId)),
  (tx, userId) => tx.delete(revokedTokens).where(eq(revokedTokens.userId, userId)),
  // Orders never paid and their payments (ON DELETE CASCADE); plan payments never paid.
  (tx, userId) => tx.delete(orders).where(and(eq(orders.userId, userId), isNull(orders.paidAt))),
  (tx, userId) => tx.delete(payments).where(and(eq(payments.userId, userId), isNull(payments.paidAt))),
  // Paid orders stay for the bookkeeping: the delivery option and fee stay in their snapshot, the address goes.
  (tx, userId) =>
    tx
      .update(orders)
      .set({ deliverySnapshot: sql`jsonb_set(${orders.deliverySnapshot}, '{address}', 'null'::jsonb)` })
      .where(and(eq(orders.userId, userId), isNotNull(orders.deliverySnapshot))),
];

/** The tombstone's email: no address at all (the login and registration forms accept none like it), unique per row. */
export const tombstoneEmail = (userId: number): string => `deleted-account-${userId}`;

export interface AccountDeletionDeps {
  database: Database;
  passwords: PasswordHasher;
  uploads: UploadStorage;
  clock: Clock;
  log: FastifyBaseLogger;
}

export function createAccountDeletion({ database: { db }, passwords, uploads, clock, log }: AccountDeletionDeps) {
  async function counted(tx: AppDb, userId: number) {
    const of = async (rows: Promise<Array<{ n: number }>>) => (await rows)[0]?.n ?? 0;
    return {
      analyses: await of(tx.select({ n: count() }).from(analyses).where(eq(analyses.userId, userId))),
      orders_kept: await of(tx.select({ n: count() }).from(orders).where(and(eq(orders.userId, userId), sql`${orders.paidAt} IS NOT NULL`))),
      payments_kept: await of(tx.select({ n: count() }).from(payments).where(and(eq(payments.userId, userId), sql`${payments.paidAt} IS NOT NULL`))),
      reviews_kept: await of(tx.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId))),
    };
  }

  /** Deletes the account after checking its password; its tokens stop working at once (401). */
  async function deleteAccount(userId: number, password: string): Promise<void> {
    const [user] = await db.select({ passwordHash: users.passwordHash, deletedAt: users.deletedAt }).from(users).where(eq(users.id, userId));
    if (!user || user.deletedAt) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
    if (!(await passwords.verify(user.passwordHash, password))) {
      throw httpError(400, privacyMessages.passwordIncorrect, 'PASSWORD_INCORRECT', [{ field: 'password', message: privacyMessages.passwordIncorrect }]);
    }
    // A paid plan ends first, as the Cancel button ends it: nothing renews or stays active.
    await cancelPaidPlan(db, userId, clock.now());
    // A cancelled plan otherwise runs to its paid end; an account that is gone keeps nothing active.
    await db.update(subscriptions).set({ isActive: false }).where(and(eq(subscriptions.userId, userId), eq(subscriptions.isActive, true)));

    const photoKeys = await db.transaction(async (tx) => {
      await lockUser(tx, userId);
      const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
      if (!row) return [];
      const keys = await photoKeysOf(tx, userId);
      const numbers = await counted(tx, userId);
      for (const remove of deletedAtOnce) await remove(tx, userId);
      // What only the email ties to the person: the newsletter, login throttling, the dev mailbox, the sandbox's ledger.
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, row.email));
      // Keys are `<ip>|<email>`.
      await tx.delete(loginFailures).where(sql`split_part(${loginFailures.key}, '|', 2) = ${row.email}`);
      await tx.delete(devMails).where(eq(devMails.toAddress, row.email));
      const references = tx.select({ reference: payments.reference }).from(payments).where(eq(payments.userId, userId));
      await tx.update(sandboxPayments).set({ email: tombstoneEmail(userId) }).where(or(inArray(sandboxPayments.reference, references), eq(sandboxPayments.email, row.email)));
      await tx
        .update(users)
        .set({
          email: tombstoneEmail(userId),
          firstName: '-',
          lastName: '-',
          avatar: null,
          // No password hash matches this: nobody can sign in to the tombstone.
          passwordHash: '!',
          role: 'consumer',
          requestedRole: 'consumer',
          brandId: null,
          emailVerifiedAt: null,
          keepAnalysisPhotos: false,
          tokenVersion: sql`${users.tokenVersion} + 1`,
          deletedAt: clock.now(),
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      await recordAudit(tx, { id: userId, email: null }, { action: 'user.delete', target: { type: 'user', id: userId }, before: { ...numbers, photos: keys.length }, after: null });
      return keys;
    });

    for (const key of photoKeys) {
      // No other account's analysis uses it (keys are per upload), and products never name a photo.
      const stillUsed = await db.select({ id: analyses.id }).from(analyses).where(and(eq(analyses.imageKey, key), ne(analyses.userId, userId))).limit(1);
      if (stillUsed.length > 0) continue;
      try {
        await uploads.delete(key);
      } catch (error) {
        log.error({ err: error, key }, 'a deleted account photo could not be removed from storage');
      }
    }
  }

  return { deleteAccount };
}
