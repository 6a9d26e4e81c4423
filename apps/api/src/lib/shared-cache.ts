import type { Redis } from 'ioredis';

/**
 * Short-lived values every API instance may reuse (product listing pages). In-process by default;
 * with REDIS_URL the entries live in Redis, so a write on one instance clears them for all.
 */
export interface SharedCache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Drops every entry whose key starts with prefix. */
  clear(prefix: string): Promise<void>;
}

/**
 * At most maxEntries, the least recently used leaving first (a Map keeps its keys in insertion
 * order, and a hit is inserted again): pages that vary with every request cannot push out the
 * listing counts every page of a search shares (emptied whole, as it was, a search's counts were
 * read again every few seconds under a varied load). Expired entries are swept out at most once a
 * second, so the heap holds what is still fresh rather than a thousand stale pages for the
 * garbage collector to walk.
 */
export function createMemoryCache(maxEntries = 1000): SharedCache {
  const entries = new Map<string, { expires: number; value: unknown }>();
  let sweptAt = 0;
  const sweep = (now: number) => {
    if (now - sweptAt < 1000) return;
    sweptAt = now;
    for (const [key, entry] of entries) if (entry.expires <= now) entries.delete(key);
  };
  return {
    async get<T>(key: string) {
      const hit = entries.get(key);
      if (!hit) return undefined;
      entries.delete(key);
      if (hit.expires <= Date.now()) return undefined;
      entries.set(key, hit);
      return hit.value as T;
    },
    async set(key, value, ttlMs) {
      const now = Date.now();
      sweep(now);
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { expires: now + ttlMs, value });
    },
    async clear(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

/** A cache that cannot reach Redis answers "miss" and logs: the shop stays up, only slower. */
export function createRedisCache(redis: Redis, onError: (error: unknown) => void): SharedCache {
  // ioredis prefixes the keys of commands but not SCAN patterns nor the keys SCAN returns.
  const keyPrefix = redis.options.keyPrefix ?? '';
  const namespaced = (key: string) => `cache:${key}`;
  return {
    async get<T>(key: string) {
      try {
        const raw = await redis.get(namespaced(key));
        return raw === null ? undefined : (JSON.parse(raw) as T);
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    async set(key, value, ttlMs) {
      try {
        await redis.set(namespaced(key), JSON.stringify(value), 'PX', ttlMs);
      } catch (error) {
        onError(error);
      }
    },
    async clear(prefix) {
      try {
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}${namespaced(prefix)}*`, 'COUNT', 500);
          cursor = next;
          if (keys.length > 0) await redis.unlink(...keys.map((k) => k.slice(keyPrefix.length)));
        } while (cursor !== '0');
      } catch (error) {
        onError(error);
      }
    },
  };
}

/**
 * Connects to REDIS_URL and proves it answers, so a wrong address stops the start with one line.
 * keyPrefix keeps the keys of this shop (or of one test) apart from anything else in that Redis.
 */
export async function connectRedis(url: string, keyPrefix = 'nyansa:'): Promise<Redis> {
  // ioredis loads only for a shop that has REDIS_URL.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { keyPrefix, lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5000 });
  // Without a listener ioredis prints every reconnect failure as an unhandled error.
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL (${error instanceof Error ? error.message : String(error)})`);
  }
  return redis;
}
