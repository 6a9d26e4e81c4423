import type { ShopProduct } from '@nyansa/api-client';
import type { ProductSummary } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import { toSummary } from './toSummary';

// The products a returning shopper looked at last, newest first, kept in this browser (at most 8).

export const recentlyViewedKey = 'recently_viewed';
export const recentlyViewedMax = 8;

function isSummary(value: unknown): value is ProductSummary {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item.id === 'number' && typeof item.name === 'string' && typeof item.price === 'number' && typeof item.description === 'string';
}

export function readRecentlyViewed(storage: Storage = localStorage): ProductSummary[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentlyViewedKey) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isSummary).slice(0, recentlyViewedMax) : [];
  } catch {
    return [];
  }
}

/** Puts a product first in the list (once), keeping at most 8. */
export function rememberViewed(product: ShopProduct, storage: Storage = localStorage): void {
  const list = [toSummary(product), ...readRecentlyViewed(storage).filter((item) => item.id !== product.id)].slice(0, recentlyViewedMax);
  try {
    storage.setItem(recentlyViewedKey, JSON.stringify(list));
  } catch {
    // Storage full or refused: the strip just stays as it was.
  }
}

/** The list, read after the first render (the server renders none, so hydration matches). */
export function useRecentlyViewed(): ProductSummary[] {
  const [list, setList] = useState<ProductSummary[]>([]);
  // Browser storage is read after hydration, so the markup matches what the server rendered.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setList(readRecentlyViewed()), []);
  return list;
}
