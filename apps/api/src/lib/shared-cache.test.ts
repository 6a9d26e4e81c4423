import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from './shared-cache';

describe('the in-process cache', () => {
  afterEach(() => vi.useRealTimers());

  it('when full, lets the least recently used entry go, not every entry', async () => {
    const cache = createMemoryCache(3);
    await cache.set('count', 1, 60_000);
    await cache.set('page:1', 'a', 60_000);
    await cache.set('page:2', 'b', 60_000);
    // The count is read again, then pages that change with every request keep coming.
    expect(await cache.get('count')).toBe(1);
    await cache.set('page:3', 'c', 60_000);
    await cache.set('page:4', 'd', 60_000);
    expect(await cache.get('count')).toBe(1);
    expect(await cache.get('page:1')).toBeUndefined();
    expect(await cache.get('page:2')).toBeUndefined();
    expect(await cache.get('page:4')).toBe('d');
  });

  it('sweeps out expired entries before letting a fresh one go', async () => {
    vi.useFakeTimers();
    const cache = createMemoryCache(2);
    await cache.set('count', 1, 60_000);
    await cache.set('page', 'a', 1000);
    vi.advanceTimersByTime(1001);
    // Full, and the count the least recently used: the expired page leaves, not the count.
    await cache.set('next', 'b', 1000);
    expect(await cache.get('count')).toBe(1);
    expect(await cache.get('next')).toBe('b');
  });

  it('forgets an entry once its time is up, and clears by prefix', async () => {
    vi.useFakeTimers();
    const cache = createMemoryCache();
    await cache.set('catalog:list:1', 'page', 1000);
    await cache.set('catalog:count:x', 7, 60_000);
    await cache.set('other', 'kept', 60_000);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('catalog:list:1')).toBeUndefined();
    expect(await cache.get('catalog:count:x')).toBe(7);
    await cache.clear('catalog:');
    expect(await cache.get('catalog:count:x')).toBeUndefined();
    expect(await cache.get('other')).toBe('kept');
  });
});
