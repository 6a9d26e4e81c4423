import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodePhoto, sniffPhotoType, UnreadablePhotoError } from './photo';

const gps = { IFD0: { Make: 'SecretPhone', Model: 'X1', ImageDescription: 'home' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '5/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '0/1 12/1 0/1' } };

async function jpegWithExif(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 150, b: 120 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: gps })
    .toBuffer();
}

describe('photo sniffing', () => {
  it('recognises JPEG, PNG and WebP from their bytes', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#c89678' } });
    expect(sniffPhotoType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPhotoType(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffPhotoType(await base.clone().webp().toBuffer())).toBe('webp');
  });

  it('refuses text, GIF and empty files whatever their name says', async () => {
    expect(sniffPhotoType(Buffer.from('just some notes, saved as face.jpg'))).toBeNull();
    expect(sniffPhotoType(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).gif().toBuffer())).toBeNull();
    expect(sniffPhotoType(Buffer.alloc(0))).toBeNull();
  });
});

describe('photo re-encoding', () => {
  it('removes EXIF and GPS and turns the photo upright', async () => {
    const original = await jpegWithExif(64, 48);
    const before = await sharp(original).metadata();
    expect(before.exif?.includes(Buffer.from('SecretPhone'))).toBe(true);
    expect(before.orientation).toBe(6);

    const stored = await reencodePhoto(original);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('SecretPhone'))).toBe(false);
    // Orientation 6 means a quarter turn: the upright photo is taller than wide.
    expect([after.width, after.height]).toEqual([48, 64]);
  });

  it('keeps a 12-megapixel photo whole, so the face keeps its pixels, and scales larger ones to 4096 on the long side', async () => {
    const twelve = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#a0785a' } }).jpeg().toBuffer();
    const kept = await sharp(await reencodePhoto(twelve)).metadata();
    expect([kept.width, kept.height]).toEqual([4000, 3000]);
    const big = await sharp({ create: { width: 6000, height: 4500, channels: 3, background: '#a0785a' } }).jpeg().toBuffer();
    const stored = await sharp(await reencodePhoto(big)).metadata();
    expect([stored.width, stored.height]).toEqual([4096, 3072]);
  });

  it('refuses a file with image magic bytes but no readable image', async () => {
    const fake = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('not really a png')]);
    await expect(reencodePhoto(fake)).rejects.toThrow(UnreadablePhotoError);
  });
});
