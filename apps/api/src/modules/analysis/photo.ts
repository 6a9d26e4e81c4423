import sharp from 'sharp';

export const maxPhotoBytes = 10 * 1024 * 1024;
/**
 * Long side of the stored photo, which is the photo analysed: a phone photo up to 16 megapixels
 * (4:3) keeps every pixel, so the face keeps the resolution spots and texture need (126 px between
 * the eye centres, see the README); only larger photos are scaled down to it.
 */
export const storedLongSide = 4096;
/** A decompression bomb (a few KB that decode to gigabytes) is refused from its header, before it is decoded. */
export const maxInputPixels = 80_000_000;

export type PhotoType = 'jpeg' | 'png' | 'webp';

/** The image type from the file's first bytes; the name and the declared type are not trusted. */
export function sniffPhotoType(bytes: Buffer): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export class UnreadablePhotoError extends Error {
  override name = 'UnreadablePhotoError';
}

export class TooManyPixelsError extends Error {
  override name = 'TooManyPixelsError';
}

/** Reads only the header: more than maxInputPixels throws TooManyPixelsError, a header sharp cannot read UnreadablePhotoError. */
export async function checkPixelCount(bytes: Buffer): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // No limit here: only the header is read, and the count is checked below with its own error.
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch (error) {
    throw new UnreadablePhotoError(`The photo could not be decoded: ${(error as Error).message}`);
  }
  if (!width || !height) throw new UnreadablePhotoError('The photo has no size');
  if (width * height > maxInputPixels) throw new TooManyPixelsError(`The photo has ${width} x ${height} pixels`);
}

/**
 * The photo as a fresh JPEG: turned upright by its EXIF orientation, then written without any
 * metadata, so EXIF, GPS and camera details never reach storage.
 */
export async function reencodePhoto(bytes: Buffer): Promise<Buffer> {
  await checkPixelCount(bytes);
  try {
    return await sharp(bytes, { limitInputPixels: maxInputPixels, failOn: 'error', sequentialRead: true })
      .rotate()
      .resize({ width: storedLongSide, height: storedLongSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      // Optimised Huffman tables would hold the whole picture's coefficients while encoding (about 10 MB
      // more per photo, and glibc keeps much of it); the pixels are the same, the file about 3 % larger.
      .jpeg({ quality: 90, optimiseCoding: false })
      .toBuffer();
  } catch (error) {
    throw new UnreadablePhotoError(`The photo could not be decoded: ${(error as Error).message}`);
  }
}
