import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { productCardImageSizes } from '@nyansa/ui';
import { cachedImageCount, clearImageCache, isImageCached, preloadImage, productImageSrcSet, productImageUrl, usePreloadImages } from './productImages';

const origin = 'http://localhost:3000';

describe('product image URLs', () => {
  it('asks the shop host for width 400 and quality 80', () => {
    expect(productImageUrl('/images/products/serum.webp', origin)).toBe('/images/products/serum.webp?w=400&q=80');
    expect(productImageUrl(`${origin}/images/products/serum.webp?w=1200`, origin)).toBe(`${origin}/images/products/serum.webp?w=400&q=80`);
  });

  it('offers the shop host\'s images at every width the API renders, and nothing for other hosts', () => {
    expect(productImageSrcSet('/images/products/serum.webp', origin)).toBe(
      '/images/products/serum.webp?w=200&q=80 200w, /images/products/serum.webp?w=400&q=80 400w, /images/products/serum.webp?w=800&q=80 800w, /images/products/serum.webp?w=1200&q=80 1200w',
    );
    expect(productImageSrcSet(`${origin}/images/products/serum.webp?w=400&q=80`, origin, [400])).toBe(`${origin}/images/products/serum.webp?w=400&q=80 400w`);
    expect(productImageSrcSet('https://cdn.example.com/images/a.webp', origin)).toBeUndefined();
    expect(productImageSrcSet('/uploads/a.webp', origin)).toBeUndefined();
  });

  it('leaves other hosts and other paths alone', () => {
    expect(productImageUrl('https://cdn.example.com/images/a.webp', origin)).toBe('https://cdn.example.com/images/a.webp');
    expect(productImageUrl('/uploads/a.webp', origin)).toBe('/uploads/a.webp');
    expect(productImageUrl('', origin)).toBe('');
  });
});

describe('image cache and preloading', () => {
  beforeEach(() => {
    clearImageCache();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('keeps at most 100 images, dropping the least recently used', () => {
    for (let index = 0; index < 100; index += 1) preloadImage(`/images/${index}.webp`);
    preloadImage('/images/0.webp');
    preloadImage('/images/new.webp');
    expect(cachedImageCount()).toBe(100);
    expect(isImageCached('/images/0.webp')).toBe(true);
    expect(isImageCached('/images/1.webp')).toBe(false);
  });

  it('preloads the width a grid card will choose, not a second copy', () => {
    const created: HTMLImageElement[] = [];
    const NativeImage = globalThis.Image;
    vi.stubGlobal('Image', function Image() {
      const image = new NativeImage();
      created.push(image);
      return image;
    });
    try {
      preloadImage('/images/products/serum.webp?w=400&q=80');
      expect(created[0]?.getAttribute('srcset')).toContain('/images/products/serum.webp?w=800&q=80 800w');
      expect(created[0]?.getAttribute('sizes')).toBe(productCardImageSizes);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('preloads the first 4 images at once and the rest after 1 second', () => {
    const urls = Array.from({ length: 6 }, (_, index) => `/images/p${index}.webp`);
    renderHook(() => usePreloadImages(urls));
    expect(urls.map(isImageCached)).toEqual([true, true, true, true, false, false]);
    vi.advanceTimersByTime(999);
    expect(isImageCached('/images/p4.webp')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(urls.every(isImageCached)).toBe(true);
  });
});
