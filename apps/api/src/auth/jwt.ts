import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from '../lib/clock';

export const tokenLifetimeSeconds = 7 * 24 * 60 * 60;
const issuer = 'nyansa';

export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

/** A valid token's claims, with its own id (a logout revokes it by that) and its expiry. */
export interface VerifiedToken extends TokenClaims {
  tokenId: string;
  expiresAt: Date;
}

export interface TokenSigner {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims, or null when the token is forged, expired, tampered or malformed (or has no id). */
  verify(token: string): Promise<VerifiedToken | null>;
}

export function createTokenSigner(secret: string, clock: Clock): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, tokenVersion }) {
      const now = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT({ tv: tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setJti(randomUUID())
        .setIssuedAt(now)
        .setExpirationTime(now + tokenLifetimeSeconds)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, algorithms: ['HS256'], currentDate: clock.now() });
        const userId = Number(payload.sub);
        const tokenVersion = payload.tv;
        const { jti, exp } = payload;
        if (!Number.isInteger(userId) || userId <= 0 || typeof tokenVersion !== 'number' || !jti || exp === undefined) return null;
        return { userId, tokenVersion, tokenId: jti, expiresAt: new Date(exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}

/** JWT_SECRET when set; otherwise one generated on first start and kept in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process created it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
