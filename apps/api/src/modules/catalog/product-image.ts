import { eq, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDb } from '../../db/database';
import { productImages, products } from '../../db/schema/index';
import { isUploadKey } from '../../storage/uploads';
import { seedProducts } from './seed-data';
import { checkPixelCount, maxInputPixels, UnreadablePhotoError } from '../analysis/photo';

/** Long side of a stored product picture: the image route serves it at most 1600 px wide. */
const storedLongSide = 1600;
const imagePath = '/images/products/';

/**
 * An uploaded product picture as a fresh WebP: upright by its EXIF orientation, at most 1600 px,
 * transparency kept, and no metadata (sharp writes none unless asked), so camera and GPS details
 * never reach the shop.
 */
export async function reencodeProductImage(bytes: Buffer): Promise<Buffer> {
  await checkPixelCount(bytes);
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error' })
      .rotate()
      .resize({ width: storedLongSide, height: storedLongSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch (error) {
    throw new UnreadablePhotoError(`The image could not be decoded: ${(error as Error).message}`);
  }
}

/** The public address of an uploaded picture (served by the images module). */
export function productImageUrl(key: string): string {
  return `${imagePath}${key}`;
}

/** The drawings the images module paints for products: the seeded catalog's and the placeholder. */
const drawnPictures = new Set([...seedProducts.map((product) => product.key), 'placeholder']);

/** Whether an image_url names one of the shop's drawings, which any product may use. */
export function isDrawnPicture(imageUrl: string): boolean {
  return imageUrl.startsWith(imagePath) && imageUrl.endsWith('.webp') && drawnPictures.has(imageUrl.slice(imagePath.length, -'.webp'.length));
}

/**
 * The upload key behind a product's image_url, or null for drawings and anything else. Product
 * pictures are stored as WebP, so a photo's key (a JPEG) is never one.
 */
export function uploadedImageKey(imageUrl: string): string | null {
  if (!imageUrl.startsWith(imagePath)) return null;
  const key = imageUrl.slice(imagePath.length);
  return isUploadKey(key) && key.endsWith('.webp') ? key : null;
}

/** Whether a product uses this uploaded picture: only those are public, never other uploads (private photos). */
export async function productImageInUse(db: AppDb, key: string): Promise<boolean> {
  if (!isUploadKey(key)) return false;
  const rows = await db.select({ key: productImages.key }).from(productImages).where(eq(productImages.key, key));
  return rows.length > 0;
}

/** The pictures the shop shows: each image_url of the live catalog once (rendered ahead at start). */
export async function catalogPictures(db: AppDb): Promise<string[]> {
  const rows = await db.selectDistinct({ imageUrl: products.imageUrl }).from(products).where(isNull(products.deletedAt));
  return rows.map((row) => row.imageUrl);
}
