import { describe, expect, it } from 'vitest';
import { loginRedirectPath } from './paths';
import { afterUnauthorized } from './unauthorized';

describe('after a 401', () => {
  it('sends a cart call to the login page with the current path as redirect', () => {
    expect(afterUnauthorized({ method: 'POST', path: '/api/cart/add' }, '/products/4?ref=home')).toBe('/login?redirect=/products/4%3Fref%3Dhome');
    expect(afterUnauthorized({ method: 'GET', path: '/api/cart' }, '/dashboard')).toBe('/login?redirect=/dashboard');
  });

  it('goes to /login for any other call', () => {
    expect(afterUnauthorized({ method: 'GET', path: '/api/user/profile' }, '/dashboard')).toBe('/login');
    expect(afterUnauthorized({ method: 'GET', path: '/api/cartography' }, '/about')).toBe('/login');
  });

  it('does nothing on the login page itself', () => {
    expect(afterUnauthorized({ method: 'POST', path: '/api/auth/login' }, '/login?redirect=/checkout')).toBeNull();
    expect(afterUnauthorized({ method: 'GET', path: '/api/cart' }, '/login')).toBeNull();
  });

  it('does nothing after a logout whose token had already ended', () => {
    expect(afterUnauthorized({ method: 'POST', path: '/api/auth/logout' }, '/dashboard')).toBeNull();
  });

  it('builds readable login redirects', () => {
    expect(loginRedirectPath('/checkout')).toBe('/login?redirect=/checkout');
  });
});
