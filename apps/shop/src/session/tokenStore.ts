/** The session token in localStorage 'token', observable so every screen re-renders when it changes. */
export const TOKEN_KEY = 'token';

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  // localStorage throws in some privacy modes; the shop then works without a stored session.
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function notify(): void {
  for (const listener of listeners) listener();
}

export const tokenStore = {
  get(): string | null {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  },
  set(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
    notify();
  },
  remove(): void {
    storage()?.removeItem(TOKEN_KEY);
    notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tells subscribers that someone else (the api-client, another tab) changed the storage. */
  notify,
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) notify();
  });
}
