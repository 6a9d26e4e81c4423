import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginRedirectPath } from './paths';
import { useSession } from './SessionProvider';

/** Sends a visitor without a stored token to /login?redirect=<current path> (spec section 2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { signedIn } = useSession();
  const location = useLocation();
  if (!signedIn) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={loginRedirectPath(here)} replace />;
  }
  return children;
}
