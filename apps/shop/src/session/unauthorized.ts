import type { RejectedRequest } from '@nyansa/api-client';
import { LOGIN_PATH, loginRedirectPath } from './paths';

/**
 * Where a 401 sends the shopper (spec section 8), the api-client having dropped the token: nowhere
 * from the login page itself; after a cart call to /login?redirect=<current path>; after any
 * other call to /login; nowhere after a logout (its token had already ended: the shopper is leaving
 * anyway). `here` is the current path and query.
 */
export function afterUnauthorized(request: RejectedRequest, here: string): string | null {
  if ((here.split(/[?#]/)[0] ?? '') === LOGIN_PATH || request.path === '/api/auth/logout') return null;
  const cartCall = request.path === '/api/cart' || request.path.startsWith('/api/cart/');
  return cartCall ? loginRedirectPath(here) : LOGIN_PATH;
}
