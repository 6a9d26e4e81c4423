import { cacheDurations } from '@nyansa/api-client';
import { defaultCurrency } from '@nyansa/contract/money';
import { unstable_serialize, useSWRConfig, type Arguments } from 'swr';

/** The element the server writes a page's loaded answers into (JSON, never script). */
export const pageDataId = 'page-data';

/** JSON that is safe inside a <script type="application/json"> element. */
export function pageDataJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The answers the server rendered this page with, by SWR key; empty for a page rendered here. */
export function readPageData(): Record<string, unknown> {
  const text = document.getElementById(pageDataId)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The currency the shop shows prices in: the server writes its configured CURRENCY into every page
 * it sends as `<meta name="currency" content="KES">` (apps/api/src/shop.ts); USD without one.
 */
export function readCurrency(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="currency"]')?.content || defaultCurrency;
}

/**
 * Whether the page arrived with the server's answer for `key` while that answer is fresh: as long
 * as the client would keep a catalog answer it fetched itself (5 minutes from the page load). The
 * data hooks then skip SWR's check on mount, so hydrating asks nothing the server just answered.
 */
export function useServedFresh(key: Arguments): boolean {
  const { fallback } = useSWRConfig();
  // Reading the clock while rendering is the point: whether the served answer is still fresh now.
  // eslint-disable-next-line react-hooks/purity
  return key !== null && fallback !== undefined && unstable_serialize(key) in fallback && performance.now() < cacheDurations.products;
}
