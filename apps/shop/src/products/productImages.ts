import { productImageWidths } from '@nyansa/contract';
import { productCardImageSizes } from '@nyansa/ui';
import { useEffect } from 'react';

/** Spec section 9: image cache of up to 100 entries; the first 4 preloaded, the rest after 1 second. */
export const imageCacheLimit = 100;
export const eagerImageCount = 4;
export const deferredPreloadMs = 1000;

// When the server renders a page there is no address bar: only relative addresses are the shop's own.
const pageOrigin = (): string => globalThis.location?.origin ?? 'http://server-render.invalid';

/** The address parsed when it is one of the shop's own resizable images, otherwise null. */
function ownImage(url: string, origin: string): URL | null {
  if (!url) return null;
  try {
    const parsed = new URL(url, origin);
    // Only the API's resizer understands w and q.
    return parsed.origin === origin && parsed.pathname.startsWith('/images/') ? parsed : null;
  } catch {
    return null;
  }
}

/** Product image URL as the page should load it: the shop's own images get width 400 and quality 80. */
export function productImageUrl(url: string, origin: string = pageOrigin(), width = 400): string {
  const parsed = ownImage(url, origin);
  if (!parsed) return url;
  parsed.searchParams.set('w', String(width));
  parsed.searchParams.set('q', '80');
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
  return relative ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

/**
 * The shop's own image at every width the API renders (`srcset`), so a phone loads a small one
 * and a wide screen a sharp one; other hosts' images get none.
 */
export function productImageSrcSet(url: string, origin: string = pageOrigin(), widths: readonly number[] = productImageWidths): string | undefined {
  if (!ownImage(url, origin)) return undefined;
  return widths.map((width) => `${productImageUrl(url, origin, width)} ${width}w`).join(', ');
}

/** How wide the product page's photo shows: half of a 1152 px column from 768 px up, the screen below. */
export const productPageImageSizes = '(min-width: 1152px) 540px, (min-width: 768px) calc((100vw - 72px) / 2), calc(100vw - 32px)';

// Insertion-ordered, so the first key is the least recently used one.
const imageCache = new Map<string, HTMLImageElement>();

/**
 * Starts loading an image and keeps it in the cache (least recently used entries leave past 100).
 * The shop's own product images are chosen from the same widths as a grid card's, so the card
 * finds the very file the preload fetched.
 */
export function preloadImage(src: string): void {
  if (!src) return;
  const cached = imageCache.get(src);
  if (cached) {
    imageCache.delete(src);
    imageCache.set(src, cached);
    return;
  }
  const image = new Image();
  image.decoding = 'async';
  const srcSet = productImageSrcSet(src);
  if (srcSet) {
    // Before src, so the browser chooses from the set rather than fetching src first.
    image.sizes = productCardImageSizes;
    image.srcset = srcSet;
  }
  image.src = src;
  imageCache.set(src, image);
  while (imageCache.size > imageCacheLimit) {
    const oldest = imageCache.keys().next().value;
    if (oldest === undefined) break;
    imageCache.delete(oldest);
  }
}

export function cachedImageCount(): number {
  return imageCache.size;
}

export function isImageCached(src: string): boolean {
  return imageCache.has(src);
}

export function clearImageCache(): void {
  imageCache.clear();
}

/** Preloads the first 4 image URLs now and the rest after 1 s; leaving the page cancels the rest. */
export function usePreloadImages(urls: readonly string[]): void {
  const key = urls.join('\n');
  useEffect(() => {
    const list = key ? key.split('\n') : [];
    for (const src of list.slice(0, eagerImageCount)) preloadImage(src);
    const rest = list.slice(eagerImageCount);
    if (rest.length === 0) return;
    const timer = setTimeout(() => rest.forEach(preloadImage), deferredPreloadMs);
    return () => clearTimeout(timer);
  }, [key]);
}
