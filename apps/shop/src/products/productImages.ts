import { useEffect } from 'react';

/** Spec section 9: image cache of up to 100 entries; the first 4 preloaded, the rest after 1 second. */
export const imageCacheLimit = 100;
export const eagerImageCount = 4;
export const deferredPreloadMs = 1000;

// When the server renders a page there is no address bar: only relative addresses are the shop's own.
const pageOrigin = (): string => globalThis.location?.origin ?? 'http://server-render.invalid';

/** Product image URL as the page should load it: the shop's own images get width 400 and quality 80. */
export function productImageUrl(url: string, origin: string = pageOrigin()): string {
  if (!url) return url;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return url;
  }
  // Only the API's resizer understands w and q; other hosts get the URL untouched.
  if (parsed.origin !== origin || !parsed.pathname.startsWith('/images/')) return url;
  parsed.searchParams.set('w', '400');
  parsed.searchParams.set('q', '80');
  const relative = !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('//');
  return relative ? `${parsed.pathname}${parsed.search}` : parsed.href;
}

// Insertion-ordered, so the first key is the least recently used one.
const imageCache = new Map<string, HTMLImageElement>();

/** Starts loading an image and keeps it in the cache (least recently used entries leave past 100). */
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
