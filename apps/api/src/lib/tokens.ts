import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe token for mailed links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak does not leak usable links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
