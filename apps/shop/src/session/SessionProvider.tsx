import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { api } from '../api';

export interface Session {
  token: string | null;
  /** Signed in means a token is stored (spec section 4); the api-client stores it at login. */
  signedIn: boolean;
  /**
   * Ends this token on the server, then forgets it and the cart the client cached for the account.
   * This device is signed out whatever the server answers (then the token only expires), so it never fails.
   */
  logout: () => Promise<void>;
  /** Ends every session of the account, on every device, this one too; throws the ApiError when the server could not. */
  logoutAll: () => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

const logout = () => api.auth.logout().catch(() => undefined);
const logoutAll = async () => void (await api.auth.logoutAll());

/** The api-client's session as React state: every screen re-renders when the token changes. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(api.session.subscribe, api.session.token, () => null);
  const session = useMemo<Session>(() => ({ token, signedIn: token !== null, logout, logoutAll }), [token]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
