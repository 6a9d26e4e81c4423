import { createHash } from 'node:crypto';
import { productImageQualities, productImageWidths } from '@nyansa/contract';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { seedProducts } from '../catalog/seed-data';
import type { UploadStorage } from '../../storage/uploads';
import { labelFor } from './artwork/label-texts';
import { heroArtwork, heroSize } from './artwork/hero';
import { packshot, packshotSize, type PackshotInput } from './artwork/packshot';

export type ImageFormat = 'avif' | 'webp';

export interface ImageVariant {
  width: number;
  quality: number;
  format: ImageFormat;
}

interface Artwork {
  svg: string;
  hash: string;
}

export interface RenderedImage {
  body: Buffer;
  etag: string;
  format: ImageFormat;
}

/** What can be drawn: a product's packshot or a scene, and the width it is drawn at. */
interface Drawing {
  width: number;
  draw: () => string;
}

/** Pictures staff uploaded for products (`<uuid>.webp` in the upload store). */
export interface UploadedPictures {
  /** Whether a product uses this picture: only those are public, never other uploads (private photos). */
  inUse(file: string): Promise<boolean>;
  /** Its stored bytes, or null when the file is gone. */
  read(file: string): Promise<Buffer | null>;
}

/** A picture a product names whose file is missing from the store. */
export class MissingImageError extends Error {
  override name = 'MissingImageError';
}

/** Where a render starts: the store's name for it, a hash that changes with its content, and sharp reading it at a width. */
interface Source {
  key: string;
  hash: string;
  resized(width: number): Promise<sharp.Sharp>;
}

export type ImageCollection = 'products' | 'scenes';

const packshotOf = (input: PackshotInput): Drawing => ({ width: packshotSize, draw: () => packshot(input) });

const drawings: Record<ImageCollection, Map<string, Drawing>> = {
  products: new Map([
    ...seedProducts.map((p) => [p.key, packshotOf({ shape: p.shape, colors: p.colors, label: labelFor(p.key, p.category, p.shape) })] as const),
    // Products added without a picture.
    ['placeholder', packshotOf({ shape: 'jar', colors: ['#f4e9ee', '#9c2357'], label: { kind: 'Beauty Essentials', size: '' } })],
  ]),
  scenes: new Map([['hero', { width: heroSize.width, draw: heroArtwork }]]),
};

/** The asked width served as the next rendered width up (the widest when above them all). */
export function snapWidth(width: number): number {
  return productImageWidths.find((w) => w >= width) ?? productImageWidths[productImageWidths.length - 1]!;
}

/** The asked quality served as the nearest rendered one (the higher on a tie). */
export function snapQuality(quality: number): number {
  return productImageQualities.reduce((best, q) => (Math.abs(q - quality) <= Math.abs(best - quality) ? q : best));
}

/** Render cache keys: `<product, scene or upload>-<source hash>-w<width>-q<quality>.<format>`; nothing else is ever a path. */
export function isRenderKey(key: string): boolean {
  return /^[a-z0-9-]+-[0-9a-f]{12}-w\d{2,4}-q\d{1,3}\.(webp|avif)$/.test(key);
}

/** A libuv worker per render at most, and never all of them: password hashing (argon2) runs on the same pool. */
export function defaultRenderConcurrency(cores: number, threadPool = Number(process.env.UV_THREADPOOL_SIZE) || 4): number {
  return Math.max(1, Math.min(Math.floor(cores / 2), threadPool - 2));
}

/** Every variant a page may ask for: each width and quality, AVIF and WebP; the spec's quality and the grid's widths first. */
export const pictureVariants: ImageVariant[] = [...productImageQualities].reverse().flatMap((quality) =>
  [400, 800, 200, 1200].filter((width) => (productImageWidths as readonly number[]).includes(width)).flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ width, quality, format }))),
);

/** The product picture a product's image_url names (`/images/products/<name>.webp`), or null for an address elsewhere. */
export function pictureName(imageUrl: string): string | null {
  return /^\/images\/products\/([a-z0-9-]+)\.webp$/.exec(imageUrl)?.[1] ?? null;
}

export interface ImageServiceOptions {
  /** Where renders are kept, shared by every instance that shares it. */
  storage: UploadStorage;
  /** Product pictures staff uploaded, served beside the drawn ones; none when absent. */
  uploads?: UploadedPictures;
  /** Renders running at once; the rest wait their turn. */
  concurrency: number;
  /** Bytes of recent renders kept in memory as well. */
  memoryBytes?: number;
  onStorageError?: (error: unknown) => void;
}

/**
 * Product photos and scenes at a fixed set of widths, qualities and formats: each variant is
 * rendered once (a drawing's SVG or an uploaded picture -> sharp), kept in the shared render store
 * and in memory, and served from there after.
 */
export function createImageService({ storage, uploads, concurrency, memoryBytes = 32 * 1024 * 1024, onStorageError }: ImageServiceOptions) {
  const limit = pLimit(concurrency);
  // Drawing a pack is main-thread work (setting its label): one at a time, each in a turn of its own.
  const drawing = pLimit(1);
  const artwork = new Map<string, Promise<Artwork>>();
  const memory = new Map<string, RenderedImage>();
  let memoryUsed = 0;
  const inFlight = new Map<string, Promise<RenderedImage>>();

  function artworkOf(key: string, source: Drawing): Promise<Artwork> {
    let drawn = artwork.get(key);
    if (!drawn) {
      drawn = drawing(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        const svg = source.draw();
        // A change to the drawing or the product's colours makes new store keys, so no stale render is served.
        return { svg, hash: createHash('sha256').update(svg).digest('hex').slice(0, 12) };
      });
      artwork.set(key, drawn);
      drawn.catch(() => artwork.delete(key));
    }
    return drawn;
  }

  function remember(memoryKey: string, image: RenderedImage): void {
    const previous = memory.get(memoryKey);
    if (previous) memoryUsed -= previous.body.length;
    // Re-inserted, so the map's order is least recently used first.
    memory.delete(memoryKey);
    memory.set(memoryKey, image);
    memoryUsed += image.body.length;
    for (const [oldest, old] of memory) {
      if (memoryUsed <= memoryBytes) break;
      memory.delete(oldest);
      memoryUsed -= old.body.length;
    }
  }

  /**
   * The drawing or uploaded picture of this name, or null when there is none to show. An upload is
   * looked up on every request, so a picture a product no longer uses stops being served at once.
   */
  async function sourceOf(collection: ImageCollection, name: string): Promise<Source | null> {
    const drawn = drawings[collection].get(name);
    if (drawn) {
      // Product keys are the store's plain names; scenes are kept apart from them.
      const key = collection === 'products' ? name : `scene-${name}`;
      const { svg, hash } = await artworkOf(key, drawn);
      return { key, hash, resized: async (width) => sharp(Buffer.from(svg), { density: (72 * width) / drawn.width }).resize({ width }) };
    }
    const file = `${name}.webp`;
    if (collection !== 'products' || !uploads || !(await uploads.inUse(file))) return null;
    return {
      key: name,
      // An upload's name is new for every upload, so it stands for its content.
      hash: createHash('sha256').update(file).digest('hex').slice(0, 12),
      resized: async (width) => {
        const bytes = await uploads.read(file);
        if (!bytes) throw new MissingImageError(file);
        // Stored at most 1600 px wide: a wider ask gets the stored size, never an enlargement.
        return sharp(bytes).resize({ width, withoutEnlargement: true });
      },
    };
  }

  async function produce(source: Source, variant: ImageVariant): Promise<RenderedImage> {
    const storeKey = `${source.key}-${source.hash}-w${variant.width}-q${variant.quality}.${variant.format}`;
    const etag = `"${storeKey.replace('.', '-')}"`;
    const stored = await storage.get(storeKey).catch((error: unknown) => {
      onStorageError?.(error);
      return null;
    });
    if (stored) return { body: stored, etag, format: variant.format };
    const body = await limit(async () => {
      const pipeline = await source.resized(variant.width);
      return variant.format === 'avif'
        // AVIF looks as good as WebP at a lower number; effort 2 keeps an 800 px render near 0.1 s.
        ? pipeline.avif({ quality: Math.round(variant.quality * 0.75), effort: 2 }).toBuffer()
        : pipeline.webp({ quality: variant.quality }).toBuffer();
    });
    await storage.put(storeKey, body).catch((error: unknown) => onStorageError?.(error));
    return { body, etag, format: variant.format };
  }

  /** A picture as asked (width and quality already snapped), or null when there is no such picture. */
  async function render(collection: ImageCollection, name: string, variant: ImageVariant): Promise<RenderedImage | null> {
    const source = await sourceOf(collection, name);
    if (!source) return null;
    const memoryKey = `${source.key}:${variant.width}:${variant.quality}:${variant.format}`;
    const hit = memory.get(memoryKey);
    if (hit) {
      remember(memoryKey, hit);
      return hit;
    }
    const pending = inFlight.get(memoryKey);
    if (pending) return pending;
    const rendering = produce(source, variant)
      .then((image) => {
        remember(memoryKey, image);
        return image;
      })
      .finally(() => inFlight.delete(memoryKey));
    inFlight.set(memoryKey, rendering);
    return rendering;
  }

  /** Renders these variants now, one after another, for a picture every first visit asks for (the hero). */
  async function warm(collection: ImageCollection, name: string, variants: ImageVariant[]): Promise<void> {
    for (const variant of variants) await render(collection, name, variant);
  }

  // Pictures rendered ahead of any visit, one picture at a time, in the order they were asked for.
  const ahead = pLimit(1);
  /**
   * Renders every variant of these product pictures (their image_url) in the background, so no
   * shopper waits for a drawing: after a product is created or its picture uploaded, and for the
   * catalog at start. Already stored variants are only looked up. Resolves when all are done.
   */
  function prerender(imageUrls: readonly string[]): Promise<void> {
    const names = [...new Set(imageUrls.map(pictureName).filter((name): name is string => name !== null))];
    return Promise.all(names.map((name) => ahead(() => warm('products', name, pictureVariants)))).then(() => undefined);
  }

  return { render, warm, prerender };
}

export type ImageService = ReturnType<typeof createImageService>;
