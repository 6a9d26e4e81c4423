import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { api } from '../api';
import { tokenStore } from './tokenStore';

export interface Session {
  token: string | null;
  /** Signed in means a token is stored (spec section 4). */
  signedIn: boolean;
  login(token: string): void;
  logout(): void;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const token = useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
  const login = useCallback((next: string) => tokenStore.set(next), []);
  const logout = useCallback(() => {
    // The client also forgets the cart it cached for this account.
    api.auth.logout();
    tokenStore.remove();
  }, []);
  const session = useMemo<Session>(() => ({ token, signedIn: token !== null, login, logout }), [token, login, logout]);
  return <SessionContext value={session}>{children}</SessionContext>;
}

export function useSession(): Session {
  const session = use(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
