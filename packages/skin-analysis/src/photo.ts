import sharp, { type SharpOptions } from 'sharp';
import { UnreadableImageError } from './errors';
import type { RgbImage } from './image';
import type { Rect } from './regions';

/** An encoded photo and its upright size; pixels are decoded only at the sizes needed. */
export interface Photo {
  input: Buffer;
  options: SharpOptions;
  width: number;
  height: number;
}

const asRgb = (data: Buffer, width: number, height: number): RgbImage => ({ width, height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) });

export async function openPhoto(input: Buffer, maxInputPixels: number): Promise<Photo> {
  // autoOrient applies the EXIF orientation before anything else, so every size and crop is upright.
  const options: SharpOptions = { limitInputPixels: maxInputPixels, failOn: 'error', autoOrient: true };
  let width = 0;
  let height = 0;
  try {
    // Only the header is read here; the pixel limit is checked below with a clear message.
    const metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata();
    // Formats without EXIF report no separate upright size.
    width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    height = metadata.autoOrient?.height ?? metadata.height ?? 0;
  } catch {
    throw new UnreadableImageError('it is not a supported image');
  }
  if (!(width > 0 && height > 0)) throw new UnreadableImageError('it is not a supported image');
  if (width * height > maxInputPixels) throw new UnreadableImageError(`it has more than ${maxInputPixels} pixels`);
  return { input, options, width, height };
}

/** Decodes (a region of) the photo straight to the wanted size; JPEG and WebP shrink while decoding. */
export async function render(photo: Photo, width: number, height: number, region?: Rect): Promise<RgbImage> {
  let pipeline = sharp(photo.input, photo.options);
  if (region) pipeline = pipeline.extract(region);
  if (width !== (region?.width ?? photo.width) || height !== (region?.height ?? photo.height)) pipeline = pipeline.resize(width, height, { fit: 'fill', kernel: 'lanczos3' });
  try {
    const data = await pipeline.toColourspace('srgb').removeAlpha().raw({ depth: 'uchar' }).toBuffer();
    return asRgb(data, width, height);
  } catch {
    throw new UnreadableImageError('it is damaged or truncated');
  }
}

/** Decoded pixels at another size. */
export async function resized(image: RgbImage, width: number, height: number): Promise<RgbImage> {
  if (width === image.width && height === image.height) return image;
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } }).resize(width, height, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  return asRgb(data, width, height);
}

/** A copy of part of decoded pixels. */
export function cropped(image: RgbImage, rect: Rect): RgbImage {
  const data = new Uint8Array(rect.width * rect.height * 3);
  for (let y = 0; y < rect.height; y++) {
    const from = ((rect.top + y) * image.width + rect.left) * 3;
    data.set(image.data.subarray(from, from + rect.width * 3), y * rect.width * 3);
  }
  return { width: rect.width, height: rect.height, data };
}
