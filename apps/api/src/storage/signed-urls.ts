import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../lib/clock';
import { isUploadKey } from './uploads';

export const uploadsPath = '/uploads';
export const signedUrlLifetimeSeconds = 15 * 60;

/** Short-lived links to private uploads: whoever holds the link may see the file until it expires. */
export interface UploadUrlSigner {
  /** `/uploads/<key>?exp=<unix seconds>&sig=<hmac>` */
  sign(key: string): string;
  /** Whether the link's signature is genuine and not expired. */
  verify(key: string, exp: string | undefined, sig: string | undefined): boolean;
}

export function createUploadUrlSigner(serverSecret: string, clock: Clock, lifetimeSeconds = signedUrlLifetimeSeconds): UploadUrlSigner {
  // A key of its own, so an upload signature can never double as any other signature.
  const key = createHmac('sha256', serverSecret).update('nyansa uploads v1').digest();
  const signature = (uploadKey: string, exp: number): Buffer =>
    createHmac('sha256', key).update(`${uploadKey}\n${exp}`).digest();
  const nowSeconds = (): number => Math.floor(clock.now().getTime() / 1000);

  return {
    sign(uploadKey) {
      const exp = nowSeconds() + lifetimeSeconds;
      const sig = signature(uploadKey, exp).toString('base64url');
      return `${uploadsPath}/${uploadKey}?exp=${exp}&sig=${sig}`;
    },
    verify(uploadKey, exp, sig) {
      if (!isUploadKey(uploadKey) || !exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      const expires = Number(exp);
      if (expires < nowSeconds()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(uploadKey, expires);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The upload key of a link to this server's own uploads (relative, or absolute on our public
 * origin), or null for anything else. Never used to fetch: the key is read from local storage.
 */
export function uploadKeyFromUrl(link: string, publicUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(link, publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin) return null;
  const match = new RegExp(`^${uploadsPath}/([^/]+)$`).exec(url.pathname);
  const key = match?.[1];
  return key && isUploadKey(key) ? key : null;
}
