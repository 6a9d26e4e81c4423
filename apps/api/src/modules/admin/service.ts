import { authMessages, type Role, type User } from '@nyansa/contract';
import { eq, sql } from 'drizzle-orm';
import { bare, type Database } from '../../db/database';
import { brands, emailTokens, users } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { hashToken, randomToken } from '../../lib/tokens';
import { toUser } from '../accounts/service';
import { brandExists } from '../catalog/service';

/** Grants an effective role (and, for brand_admin, the brand it manages). Shared by the route and the CLI. */
export async function grantRole({ db }: Database, userId: number, role: Role, brandId?: number | null): Promise<User> {
  if (brandId !== undefined && brandId !== null && !(await brandExists(db, brandId))) {
    throw httpError(400, 'Unknown brand', 'UNKNOWN_BRAND', [{ field: 'brand_id', message: 'Unknown brand' }]);
  }
  const [existing] = await db.select({ brandId: users.brandId }).from(users).where(eq(users.id, userId));
  if (!existing) throw httpError(404, authMessages.userNotFound, 'USER_NOT_FOUND');
  const effectiveBrand = brandId === undefined ? existing.brandId : brandId;
  if (role === 'brand_admin' && effectiveBrand === null) {
    throw httpError(400, 'A brand_admin needs a brand_id', 'BRAND_REQUIRED', [{ field: 'brand_id', message: 'A brand_admin needs a brand_id' }]);
  }
  // brand_id left out keeps the user's brand.
  const [row] = await db.update(users).set({ role, brandId, updatedAt: sql`now()` }).where(eq(users.id, userId)).returning();
  if (!row) throw httpError(404, authMessages.userNotFound, 'USER_NOT_FOUND');
  return toUser(row);
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
  });
  return token;
}

/** The id of the brand with this name, created when there is none. */
export async function brandNamed({ db }: Database, name: string): Promise<number> {
  const [brand] = await db
    .insert(brands)
    .values({ name })
    .onConflictDoUpdate({ target: brands.name, set: { name: sql`excluded.${bare(brands.name)}` } })
    .returning({ id: brands.id });
  if (!brand) throw new Error('brand upsert returned nothing');
  return brand.id;
}
