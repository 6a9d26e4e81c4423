// The benchmarks' 12-megapixel portrait, made from the shared face fixture (nothing is downloaded).
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const FIXTURE = fileURLToPath(new URL('../../../../shared/fixtures/faces/astronaut-eileen-collins.png', import.meta.url));

/**
 * The fixture portrait enlarged onto a 4000 x 3000 studio-grey canvas, with sensor-like grain so
 * the JPEG is as large (and as slow to decode) as a phone photo rather than a smooth upscale.
 */
export async function makeTwelveMegapixelPortrait(): Promise<Buffer> {
  const portrait = await sharp(FIXTURE).resize(2600, 2600, { kernel: 'lanczos3' }).toBuffer();
  const clean = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 196, g: 198, b: 204 } } })
    .composite([{ input: portrait, left: 700, top: 200 }])
    .png({ compressionLevel: 1 })
    .toBuffer();
  const grain = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 10 } } }).png({ compressionLevel: 1 }).toBuffer();
  return sharp(clean).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
}

/**
 * A 3000 x 4000 selfie-style close-up: the fixture's head enlarged until the face fills the frame (about 840 px
 * between the pupils), with the same grain: the most pixels the full-resolution detail measures ever get.
 */
export async function makeTwelveMegapixelCloseUp(): Promise<Buffer> {
  const head = await sharp(FIXTURE).extract({ left: 148, top: 40, width: 150, height: 200 }).resize(3000, 4000, { kernel: 'lanczos3' }).png({ compressionLevel: 1 }).toBuffer();
  const grain = await sharp({ create: { width: 3000, height: 4000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 10 } } }).png({ compressionLevel: 1 }).toBuffer();
  return sharp(head).composite([{ input: grain, blend: 'soft-light' }]).jpeg({ quality: 90 }).toBuffer();
}
