// The same `/login?redirect=<path>` the api-client uses for a 401 on a cart call.
export { loginRedirectPath } from '@nyansa/api-client';

/** The ?redirect target when it is a path of this shop; anything else (another origin) is ignored. */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  return target;
}
