import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock';

/** Links stay the same within a window, so a browser can cache what they point to. */
export const linkWindowSeconds = 5 * 60;

/**
 * Short-lived signatures for links: `exp` is the link's expiry in unix seconds, at least
 * `lifetimeSeconds` away and rounded up to the window, and `sig` an HMAC of the subject and
 * `exp` under a key of the purpose's own, so one kind of link never doubles as another.
 */
export interface LinkSigner {
  /** The query string `exp=<unix seconds>&sig=<hmac>` for the subject. */
  sign(subject: string): string;
  /** Whether the signature is genuine for the subject and not expired. */
  verify(subject: string, exp: string | undefined, sig: string | undefined): boolean;
}

export function createLinkSigner(serverSecret: string, purpose: string, clock: Clock, lifetimeSeconds: number): LinkSigner {
  const key = createHmac('sha256', serverSecret).update(purpose).digest();
  const signature = (subject: string, exp: number): Buffer => createHmac('sha256', key).update(`${subject}\n${exp}`).digest();
  const nowSeconds = (): number => Math.floor(clock.now().getTime() / 1000);

  return {
    sign(subject) {
      const exp = Math.ceil((nowSeconds() + lifetimeSeconds) / linkWindowSeconds) * linkWindowSeconds;
      return `exp=${exp}&sig=${signature(subject, exp).toString('base64url')}`;
    },
    verify(subject, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expires = Number(exp);
      if (expires < nowSeconds()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(subject, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
