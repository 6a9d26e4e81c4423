import { storageKeys } from './cache';
import type { KeyValueStorage } from './platform';

/** The signed-in state as the app reads it: the stored token, and word of every change to it. */
export interface Session {
  /** The session token kept in browser storage 'token', or null for a visitor. */
  token: () => string | null;
  /** Signed in means a token is stored (spec section 4). */
  signedIn: () => boolean;
  /** Called after every change of the token: a login, a logout, a 401, another tab. */
  subscribe: (listener: () => void) => () => void;
}

/** The session plus the writes only the client makes. */
export interface SessionStore extends Session {
  set: (token: string) => void;
  clear: () => void;
}

export function createSession(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const token = () => storage.getItem(storageKeys.token) || null;

  // Another tab of the shop signed in or out: this one follows.
  if (typeof globalThis.addEventListener === 'function' && isBrowserStorage(storage)) {
    globalThis.addEventListener('storage', (event: StorageEvent) => {
      if (event.key === storageKeys.token || event.key === null) notify();
    });
  }

  return {
    token,
    signedIn: () => token() !== null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next) {
      storage.setItem(storageKeys.token, next);
      notify();
    },
    clear() {
      if (storage.getItem(storageKeys.token) === null) return;
      storage.removeItem(storageKeys.token);
      notify();
    },
  };
}

function isBrowserStorage(storage: KeyValueStorage): boolean {
  try {
    return storage === globalThis.localStorage;
  } catch {
    return false;
  }
}
