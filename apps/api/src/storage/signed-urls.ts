import type { Clock } from '../lib/clock';
import { createLinkSigner } from '../lib/signed-links';
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
  const links = createLinkSigner(serverSecret, 'nyansa uploads v1', clock, lifetimeSeconds);
  return {
    sign: (uploadKey) => `${uploadsPath}/${uploadKey}?${links.sign(uploadKey)}`,
    verify: (uploadKey, exp, sig) => isUploadKey(uploadKey) && links.verify(uploadKey, exp, sig),
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
