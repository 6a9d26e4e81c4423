import sharp from 'sharp';
import { productArtwork } from '../catalog/artwork';
import { seedProducts } from '../catalog/seed-data';

/** A picture a product names whose file is missing from storage. */
export class MissingImageError extends Error {
  override name = 'MissingImageError';
}

export interface RenderedImage {
  body: Buffer;
  etag: string;
}

const artworkByKey = new Map<string, () => string>([
  ...seedProducts.map((p) => [p.key, () => productArtwork(p.name, p.shape, p.colors)] as const),
  // Products added without a picture.
  ['placeholder', () => productArtwork('Nyansa', 'jar', ['#f4e9ee', '#b4436c'])],
]);

export interface ImageSources {
  /** Whether a product uses the uploaded picture of this file name (`<uuid>.webp`). */
  inUse(file: string): Promise<boolean>;
  /** Its stored bytes, or null when the file is gone. */
  read(file: string): Promise<Buffer | null>;
}

/**
 * Renders product pictures to WebP at a width and quality: the catalog's artwork (SVG) or an
 * uploaded picture; keeps the last renders in memory. An upload is looked up on every request, so
 * a removed picture stops being served at once; its key never names another picture.
 */
export function createImageService(sources: ImageSources, maxEntries = 200) {
  const cache = new Map<string, Promise<RenderedImage>>();

  function cached(cacheKey: string, make: () => Promise<Buffer>): Promise<RenderedImage> {
    const hit = cache.get(cacheKey);
    if (hit) {
      // Re-insert so the map's order is least recently used first.
      cache.delete(cacheKey);
      cache.set(cacheKey, hit);
      return hit;
    }
    const rendering = make().then((body) => ({ body, etag: `"${cacheKey.replace(/[^\w.-]/g, '-')}-${body.length}"` }));
    rendering.catch(() => cache.delete(cacheKey));
    cache.set(cacheKey, rendering);
    if (cache.size > maxEntries) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    return rendering;
  }

  /** The rendering of `file` (`body-glow.webp`, `<uuid>.webp`), or null when there is no such picture. */
  async function render(file: string, width: number, quality: number): Promise<Promise<RenderedImage> | null> {
    const key = file.replace(/\.webp$/, '');
    const cacheKey = `${key}:${width}:${quality}`;
    const artwork = artworkByKey.get(key);
    if (artwork) {
      return cached(cacheKey, () =>
        sharp(Buffer.from(artwork()), { density: Math.max(72, Math.ceil((72 * width) / 800)) })
          .resize({ width, withoutEnlargement: false })
          .webp({ quality })
          .toBuffer(),
      );
    }
    if (!(await sources.inUse(file))) {
      cache.delete(cacheKey);
      return null;
    }
    return cached(cacheKey, async () => {
      const upload = await sources.read(file);
      if (!upload) throw new MissingImageError(file);
      // Stored at most 1600 px wide: a wider ask gets the stored size, never an enlargement.
      return sharp(upload).resize({ width, withoutEnlargement: true }).webp({ quality }).toBuffer();
    });
  }

  return { render };
}
