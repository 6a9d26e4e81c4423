import { authMessages, backOfficeMessages, type AdminUser, type Brand, type Pagination, type Role } from '@nyansa/contract';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AppDb, Database } from '../../db/database';
import { brands, emailTokens, users } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { offsetOf, pageOf } from '../../lib/pagination';
import { hashToken, randomToken } from '../../lib/tokens';
import { toUser } from '../accounts/service';
import { likePattern } from '../catalog/service';
import { recordAudit, type Actor } from './audit';

// People and brands: roles granted by an admin (route) or the command line (npm run admin), one service for both.

type UserRow = typeof users.$inferSelect;

/** The role asked for at registration while nobody has settled it: granting or declining sets requested_role to the role given. */
function pendingRole(row: Pick<UserRow, 'role' | 'requestedRole'>): Role | null {
  return row.requestedRole !== row.role && row.requestedRole !== 'consumer' ? row.requestedRole : null;
}

const isPending = and(ne(users.requestedRole, users.role), ne(users.requestedRole, 'consumer'));

function toAdminUser(row: UserRow, brand: Brand | null): AdminUser {
  return { ...toUser(row), created_at: row.createdAt.toISOString(), pending_role: pendingRole(row), brand };
}

async function brandById(db: AppDb, brandId: number | null): Promise<Brand | null> {
  if (brandId === null) return null;
  const [row] = await db.select({ id: brands.id, name: brands.name }).from(brands).where(eq(brands.id, brandId));
  return row ?? null;
}

const unknownBrand = () => httpError(400, backOfficeMessages.unknownBrand, 'UNKNOWN_BRAND', [{ field: 'brand_id', message: backOfficeMessages.unknownBrand }]);

/**
 * Grants an effective role, or revokes one (granting `consumer`), in one transaction with its
 * audit row. A brand_admin keeps its brand unless `brandId` names another; any other role has
 * none. The registration's request counts as settled either way. Shared by the route and the CLI
 * (actor null); the role applies from the user's next request, whatever token they hold.
 */
export async function setRole({ db }: Database, actor: Actor, userId: number, role: Role, brandId?: number | null): Promise<AdminUser> {
  if (actor && actor.id === userId) throw httpError(400, backOfficeMessages.ownRole, 'OWN_ROLE');
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!before) throw httpError(404, authMessages.userNotFound, 'USER_NOT_FOUND');
    let nextBrand: number | null = null;
    if (role === 'brand_admin') {
      nextBrand = brandId === undefined ? before.brandId : brandId;
      if (nextBrand === null) {
        throw httpError(400, backOfficeMessages.brandRequired, 'BRAND_REQUIRED', [{ field: 'brand_id', message: backOfficeMessages.brandRequired }]);
      }
    }
    const brand = await brandById(tx, nextBrand);
    if (nextBrand !== null && !brand) throw unknownBrand();
    const [after] = await tx
      .update(users)
      .set({ role, requestedRole: role, brandId: nextBrand, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!after) throw httpError(404, authMessages.userNotFound, 'USER_NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'user.role',
      target: { type: 'user', id: userId },
      before: { role: before.role, requested_role: before.requestedRole, brand_id: before.brandId },
      after: { role: after.role, brand_id: after.brandId },
    });
    return toAdminUser(after, brand);
  });
}

export async function userIdByEmail({ db }: Database, email: string): Promise<number | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id ?? null;
}

/** A verified admin account with a password nobody knows; returns the one-time reset token (1 hour) to set one. */
export async function createAdminAccount({ db }: Database, email: string, passwordHash: string): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, passwordHash, firstName: 'Admin', lastName: 'Nyansa', role: 'admin', requestedRole: 'admin', emailVerifiedAt: sql`now()` })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    await tx
      .insert(emailTokens)
      .values({ userId: created.id, purpose: 'reset_password', tokenHash: hashToken(token), expiresAt: sql`now() + interval '1 hour'` });
    await recordAudit(tx, null, { action: 'user.role', target: { type: 'user', id: created.id }, before: null, after: { role: 'admin', brand_id: null } });
  });
  return token;
}

/** The id of the brand with this name, created when there is none (the CLI's `grant ... brand_admin <brand name>`). */
export async function brandNamed({ db }: Database, name: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(brands).values({ name }).onConflictDoNothing({ target: brands.name }).returning({ id: brands.id });
    if (created) {
      await recordAudit(tx, null, { action: 'brand.create', target: { type: 'brand', id: created.id }, after: { name } });
      return created.id;
    }
    const [existing] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.name, name));
    if (!existing) throw new Error(`brand ${name} neither inserted nor found`);
    return existing.id;
  });
}

export async function listBrands({ db }: Database, onlyId?: number | null): Promise<Brand[]> {
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(onlyId === undefined ? undefined : onlyId === null ? sql`false` : eq(brands.id, onlyId))
    .orderBy(asc(brands.name));
}

export async function createBrand({ db }: Database, actor: Actor, name: string): Promise<Brand> {
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(brands).values({ name }).onConflictDoNothing({ target: brands.name }).returning({ id: brands.id, name: brands.name });
    if (!created) throw httpError(409, backOfficeMessages.brandExists, 'BRAND_EXISTS', [{ field: 'name', message: backOfficeMessages.brandExists }]);
    await recordAudit(tx, actor, { action: 'brand.create', target: { type: 'brand', id: created.id }, after: { name } });
    return created;
  });
}

export interface UserQuery {
  search?: string | undefined;
  role?: Role | undefined;
  pending?: 'true' | 'false' | undefined;
  page: number;
  limit: number;
}

/** Accounts, newest first, with their requested and effective roles. */
export async function listUsers({ db }: Database, query: UserQuery): Promise<{ data: AdminUser[]; pagination: Pagination }> {
  // A deleted account's tombstone is no one: it is not listed.
  const conditions: SQL[] = [isNull(users.deletedAt)];
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(or(ilike(users.email, pattern), ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern))!);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.pending === 'true') conditions.push(isPending!);
  if (query.pending === 'false') conditions.push(sql`NOT (${isPending})`);
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ user: users, brand: { id: brands.id, name: brands.name } })
      .from(users)
      .leftJoin(brands, eq(brands.id, users.brandId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return {
    data: rows.map(({ user, brand }) => toAdminUser(user, user.role === 'brand_admin' ? brand : null)),
    pagination: pageOf(query, counted?.total ?? 0),
  };
}

/** How many accounts wait for an admin to grant or decline the role they asked for. */
export async function pendingRoleRequests(db: AppDb): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(isPending);
  return row?.n ?? 0;
}
