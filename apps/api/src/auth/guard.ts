import { authMessages, type Role } from '@nyansa/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { revokedTokens, users } from '../db/schema/index';
import { httpError } from '../lib/errors';
import type { TokenSigner } from './jwt';

/**
 * Auth building block for every module:
 *   const user = await requireUser(req);    // { id, email, role } or 401
 *   const user = await optionalUser(req);   // null without a token; 401 for a bad one
 *   const admin = await requireRole(req, ['admin']);  // 401, or 403 for other roles
 *   app.post('/api/x', { onRequest: authenticated, schema }, handler)  // 401 before validation
 *   app.post('/api/x', { onRequest: allowRoles(['admin']), schema }, handler)  // 401 or 403 before validation
 * The role is read from the database on each call, so a grant, a password change or a logout applies at once.
 */
export interface AuthUser {
  id: number;
  email: string;
  role: Role;
  brandId: number | null;
  /** The token this request came with: its id and expiry (what a logout revokes). */
  session: { tokenId: string; expiresAt: Date };
}

export interface Auth {
  signer: TokenSigner;
  userFromRequest(req: FastifyRequest): Promise<AuthUser | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** Memo of userFromRequest for this request (undefined = not looked up yet). */
    authUser?: AuthUser | null;
  }
}

export function createAuth({ db }: Database, signer: TokenSigner): Auth {
  return {
    signer,
    async userFromRequest(req) {
      if (req.authUser !== undefined) return req.authUser;
      const header = req.headers.authorization;
      if (!header) return (req.authUser = null);
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
      const claims = await signer.verify(match[1]);
      if (!claims) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
      // One query: the user, and whether this token was logged out (a logout of all devices bumps token_version).
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          role: users.role,
          brandId: users.brandId,
          tokenVersion: users.tokenVersion,
          revoked: sql<boolean>`EXISTS (SELECT 1 FROM ${revokedTokens} WHERE ${revokedTokens.tokenId} = ${claims.tokenId})`,
        })
        .from(users)
        .where(eq(users.id, claims.userId));
      if (!row || row.tokenVersion !== claims.tokenVersion || row.revoked) throw httpError(401, authMessages.invalidToken, 'INVALID_TOKEN');
      const session = { tokenId: claims.tokenId, expiresAt: claims.expiresAt };
      return (req.authUser = { id: row.id, email: row.email, role: row.role, brandId: row.brandId, session });
    },
  };
}

export async function optionalUser(req: FastifyRequest): Promise<AuthUser | null> {
  return req.server.auth.userFromRequest(req);
}

export async function requireUser(req: FastifyRequest): Promise<AuthUser> {
  const user = await req.server.auth.userFromRequest(req);
  if (!user) throw httpError(401, authMessages.authRequired, 'AUTH_REQUIRED');
  return user;
}

/** onRequest hook: `{ onRequest: authenticated }` answers 401 before the body is even validated. */
export async function authenticated(req: FastifyRequest): Promise<void> {
  await requireUser(req);
}

export async function requireRole(req: FastifyRequest, roles: readonly Role[]): Promise<AuthUser> {
  const user = await requireUser(req);
  if (!roles.includes(user.role)) throw httpError(403, authMessages.forbidden, 'FORBIDDEN');
  return user;
}

/** onRequest hook for staff routes: 401 or 403 before the input is read, so a wrong role learns nothing from validation. */
export function allowRoles(roles: readonly Role[]): (req: FastifyRequest) => Promise<void> {
  return async (req) => {
    await requireRole(req, roles);
  };
}
