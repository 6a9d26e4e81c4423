import type { Cart, Pricing, ProductListResponse } from '@nyansa/contract';
import type { Stored, StoredName } from './answers';
import type { Clock, KeyValueStorage } from './platform';

/** Browser storage keys of spec section 9. */
export const storageKeys = {
  token: 'token',
  favorites: 'user_favorites',
  pendingCheckout: 'pending_checkout',
  productsPrefix: 'products_',
  subscriptionPricing: 'subscription_pricing',
} as const;

/** Lifetimes of spec section 9, in milliseconds. */
export const cacheDurations = {
  products: 300_000,
  subscriptionPricing: 3_600_000,
  cart: 5_000,
  cartSyncThrottle: 5_000,
} as const;

export interface PendingCheckout {
  order_id: number;
  total_amount: number;
}

/** A number stored as a number or as a numeric text (older pages of the shop wrote texts). */
function storedNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(number) ? number : undefined;
}

function readFavorites(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids = value.map(storedNumber);
  return ids.every((id): id is number => id !== undefined && Number.isInteger(id) && id > 0) ? [...new Set(ids)] : [];
}

// Older pages of the shop stored the id as orderId; both spellings are read.
function readPendingCheckout(value: unknown): PendingCheckout | null {
  if (typeof value !== 'object' || value === null) return null;
  const stored = value as Record<string, unknown>;
  const orderId = storedNumber(stored.order_id ?? stored.orderId);
  const total = storedNumber(stored.total_amount);
  if (orderId === undefined || !Number.isInteger(orderId) || total === undefined) return null;
  return { order_id: orderId, total_amount: total };
}

export interface CacheOptions {
  storage: KeyValueStorage;
  clock: Pick<Clock, 'now'>;
  durations?: Partial<typeof cacheDurations>;
}

/** One value kept for a while; an expired value reads as null. */
export interface TimedEntry<T> {
  get: () => T | null;
  set: (value: T) => void;
  clear: () => void;
}

/**
 * One value kept in browser storage with the time it was stored. Reading it checks it with the
 * contract's schema (loaded with the client's first request), so an expired, damaged or
 * outdated value reads as null and is dropped.
 */
export interface StoredEntry<T> {
  get: () => Promise<T | null>;
  set: (value: T) => void;
  clear: () => void;
}

function readJson(storage: KeyValueStorage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function storedEntry<N extends StoredName>(storage: KeyValueStorage, clock: Pick<Clock, 'now'>, key: string, ttlMs: number, name: N): StoredEntry<Stored<N>> {
  return {
    async get() {
      const stored = readJson(storage, key) as { data?: unknown; timestamp?: unknown } | undefined;
      const fresh = typeof stored?.timestamp === 'number' && clock.now() - stored.timestamp < ttlMs;
      // A module that fails to load (no connection) is a miss: the request that follows says why.
      const value = fresh ? await import('./answers').then(({ readStored }) => readStored(name, stored?.data), () => null) : null;
      if (value === null) storage.removeItem(key);
      return value;
    },
    set(value) {
      storage.setItem(key, JSON.stringify({ data: value, timestamp: clock.now() }));
    },
    clear() {
      storage.removeItem(key);
    },
  };
}

function memoryEntry<T>(clock: Pick<Clock, 'now'>, ttlMs: number): TimedEntry<T> {
  let entry: { value: T; storedAt: number } | null = null;
  return {
    get() {
      if (!entry || clock.now() - entry.storedAt >= ttlMs) {
        entry = null;
        return null;
      }
      return entry.value;
    },
    set(value) {
      entry = { value, storedAt: clock.now() };
    },
    clear() {
      entry = null;
    },
  };
}

/** Canonical text of a product list query: the part after 'products_' in the cache key. */
export function productsQueryKey(query: {
  page: number;
  limit: number;
  search: string;
  sort: string;
  order: string;
  category?: string | undefined;
  concern?: string | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
}): string {
  const key = new URLSearchParams({
    page: String(query.page),
    limit: String(query.limit),
    search: query.search,
    sort: query.sort,
    order: query.order,
  });
  // Filters only when set, so an unfiltered page keeps the key it always had.
  for (const name of ['category', 'concern', 'min_price', 'max_price'] as const) {
    const value = query[name];
    if (value !== undefined && value !== '') key.set(name, String(value));
  }
  return key.toString();
}

/** The browser caches of spec section 9 (the token is the session's, see session.ts). */
export interface BrowserCaches {
  favorites: { get: () => number[]; set: (ids: readonly number[]) => void; clear: () => void };
  pendingCheckout: { get: () => PendingCheckout | null; set: (value: PendingCheckout) => void; clear: () => void };
  /** One product list page per query key, for 5 minutes. */
  products: { get: (queryKey: string) => Promise<ProductListResponse | null>; set: (queryKey: string, page: ProductListResponse) => void; clearAll: () => void };
  subscriptionPricing: StoredEntry<Pricing>;
  /** The last cart seen, in memory, for 5 seconds. */
  cart: TimedEntry<Cart>;
  /** Cart sync throttle: true at most once per 5 seconds unless forced, and then it counts as the sync. */
  cartSync: { shouldSync: (force?: boolean) => boolean; reset: () => void };
}

export function createCaches({ storage, clock, durations = {} }: CacheOptions): BrowserCaches {
  const ttl = { ...cacheDurations, ...durations };
  const productEntry = (queryKey: string) =>
    storedEntry(storage, clock, `${storageKeys.productsPrefix}${queryKey}`, ttl.products, 'productList');
  let lastCartSync = Number.NEGATIVE_INFINITY;

  return {
    favorites: {
      get: () => readFavorites(readJson(storage, storageKeys.favorites)),
      set: (ids) => storage.setItem(storageKeys.favorites, JSON.stringify([...new Set(ids)])),
      clear: () => storage.removeItem(storageKeys.favorites),
    },
    pendingCheckout: {
      get: () => readPendingCheckout(readJson(storage, storageKeys.pendingCheckout)),
      set: (value) =>
        storage.setItem(storageKeys.pendingCheckout, JSON.stringify({ order_id: value.order_id, total_amount: value.total_amount })),
      clear: () => storage.removeItem(storageKeys.pendingCheckout),
    },
    products: {
      get: (queryKey) => productEntry(queryKey).get(),
      set: (queryKey, page) => productEntry(queryKey).set(page),
      clearAll() {
        const keys: string[] = [];
        for (let index = 0; index < storage.length; index += 1) {
          const key = storage.key(index);
          if (key?.startsWith(storageKeys.productsPrefix)) keys.push(key);
        }
        for (const key of keys) storage.removeItem(key);
      },
    },
    subscriptionPricing: storedEntry(storage, clock, storageKeys.subscriptionPricing, ttl.subscriptionPricing, 'pricing'),
    cart: memoryEntry(clock, ttl.cart),
    cartSync: {
      shouldSync(force = false) {
        if (!force && clock.now() - lastCartSync < ttl.cartSyncThrottle) return false;
        lastCartSync = clock.now();
        return true;
      },
      reset() {
        lastCartSync = Number.NEGATIVE_INFINITY;
      },
    },
  };
}
