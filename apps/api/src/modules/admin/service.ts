import { authMessages, type Role, type User } from '@nyansa/contract';
import type { Database } from '../../db/database';
import { httpError } from '../../lib/errors';

/** Grants an effective role (and, for brand_admin, the brand it manages). Shared by the route and the CLI. */
export async function grantRole(database: Database, userId: number, role: Role, brandId?: number | null): Promise<User> {
  if (brandId !== undefined && brandId !== null) {
    const brands = await database.query('SELECT 1 FROM brands WHERE id = $1', [brandId]);
    if (brands.length === 0) throw httpError(400, 'Unknown brand', 'UNKNOWN_BRAND', [{ field: 'brand_id', message: 'Unknown brand' }]);
  }
  const [existing] = await database.query<{ brand_id: number | null }>('SELECT brand_id FROM users WHERE id = $1', [userId]);
  if (!existing) throw httpError(404, authMessages.userNotFound, 'USER_NOT_FOUND');
  const effectiveBrand = brandId === undefined ? existing.brand_id : brandId;
  if (role === 'brand_admin' && effectiveBrand === null) {
    throw httpError(400, 'A brand_admin needs a brand_id', 'BRAND_REQUIRED', [{ field: 'brand_id', message: 'A brand_admin needs a brand_id' }]);
  }
  const [row] = await database.query<{
    id: number; email: string; first_name: string; last_name: string; avatar: string | null; role: Role; requested_role: Role;
    email_verified_at: Date | null; brand_id: number | null; created_at: Date | string;
  }>(
    `UPDATE users SET role = $2, brand_id = CASE WHEN $3::boolean THEN $4::int ELSE brand_id END, updated_at = now()
      WHERE id = $1
      RETURNING id, email, first_name, last_name, avatar, role, requested_role, email_verified_at, brand_id, created_at`,
    [userId, role, brandId !== undefined, brandId ?? null],
  );
  if (!row) throw httpError(404, authMessages.userNotFound, 'USER_NOT_FOUND');
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
