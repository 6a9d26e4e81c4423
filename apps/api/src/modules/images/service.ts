import sharp from 'sharp';
import { productArtwork } from '../catalog/artwork';
import { seedProducts } from '../catalog/seed-data';

export interface RenderedImage {
  body: Buffer;
  etag: string;
}

const artworkByKey = new Map<string, () => string>([
  ...seedProducts.map((p) => [p.key, () => productArtwork(p.name, p.shape, p.colors)] as const),
  // Products added without a picture.
  ['placeholder', () => productArtwork('Nyansa', 'jar', ['#f4e9ee', '#b4436c'])],
]);

/** Renders product artwork to WebP at a width and quality; keeps the last renders in memory. */
export function createImageService(maxEntries = 200) {
  const cache = new Map<string, Promise<RenderedImage>>();

  function render(key: string, width: number, quality: number): Promise<RenderedImage> | null {
    const artwork = artworkByKey.get(key);
    if (!artwork) return null;
    const cacheKey = `${key}:${width}:${quality}`;
    const hit = cache.get(cacheKey);
    if (hit) {
      // Re-insert so the map's order is least recently used first.
      cache.delete(cacheKey);
      cache.set(cacheKey, hit);
      return hit;
    }
    const rendering = sharp(Buffer.from(artwork()), { density: Math.max(72, Math.ceil((72 * width) / 800)) })
      .resize({ width, withoutEnlargement: false })
      .webp({ quality })
      .toBuffer()
      .then((body) => ({ body, etag: `"${cacheKey.replace(/[^\w.-]/g, '-')}-${body.length}"` }));
    rendering.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, rendering);
    if (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return rendering;
  }

  return { render };
}
