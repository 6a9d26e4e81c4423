// The browser parts the client touches, as small interfaces so tests and servers pass fakes.

/** The part of `Storage` the client uses, so tests and servers can pass a Map-backed fake. */
export interface KeyValueStorage {
  getItem: (key: string) => string | null;
  setItem: (key: string, value: string) => void;
  removeItem: (key: string) => void;
  key: (index: number) => string | null;
  readonly length: number;
}

export type TimerHandle = ReturnType<typeof globalThis.setTimeout>;

export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => TimerHandle;
  clearTimeout: (handle: TimerHandle) => void;
}

/** Reads the globals on every call so fake timers installed after import still apply. */
export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle),
};

export function createMemoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
    key: (index) => [...values.keys()][index] ?? null,
    get length() {
      return values.size;
    },
  };
}

/** localStorage when the page has one; memory otherwise. */
export function browserStorage(): KeyValueStorage {
  // localStorage throws in some privacy modes and does not exist on the server.
  try {
    if (typeof globalThis.localStorage !== 'undefined') return globalThis.localStorage;
  } catch {
    /* fall through to memory */
  }
  return createMemoryStorage();
}
