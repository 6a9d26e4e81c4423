export const LOGIN_PATH = '/login';

/** `/login?redirect=<path>`, keeping the slashes readable. */
export function loginRedirectPath(path: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(path).replace(/%2F/gi, '/')}`;
}

/** The ?redirect target when it is a path of this shop; anything else (another origin) is ignored. */
export function safeRedirect(target: string | null, fallback: string): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return fallback;
  return target;
}
