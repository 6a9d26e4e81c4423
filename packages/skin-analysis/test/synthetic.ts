import sharp from 'sharp';
import type { RgbImage } from '../src/image';
import { rasterizePolygon } from '../src/masks';
import type { RegionMasks, RegionName } from '../src/measure';

/** A 15 x 15 cm skin patch at 20 px/cm, laid out like a face, built for the measurement tests. */
export const PATCH_SIZE = 300;
export const PX_PER_CM = 20;

type Rect = readonly [x: number, y: number, width: number, height: number];

export const REGION_RECTS: Record<RegionName, Rect> = {
  forehead: [60, 10, 180, 60],
  right_under_eye: [60, 85, 70, 20],
  left_under_eye: [170, 85, 70, 20],
  right_cheek: [20, 120, 100, 90],
  nose: [130, 90, 40, 110],
  left_cheek: [180, 120, 100, 90],
  chin: [90, 230, 120, 60],
};

export function patchRegions(): RegionMasks {
  const masks = {} as RegionMasks;
  for (const [name, [x, y, w, h]] of Object.entries(REGION_RECTS) as Array<[RegionName, Rect]>) {
    masks[name] = rasterizePolygon(
      [
        { x, y },
        { x: x + w, y },
        { x: x + w, y: y + h },
        { x, y: y + h },
      ],
      PATCH_SIZE,
      PATCH_SIZE,
    );
  }
  return masks;
}

/** Seeded generator so every run draws the same pixels. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Even skin of the given colour with sensor-like grain (SD in 8-bit levels) and a soft light falloff. */
export function skinPatch(colour: readonly [number, number, number] = [224, 172, 150], seed = 7, grain = 2.5): RgbImage {
  const random = mulberry32(seed);
  const gaussian = (): number => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  const data = new Uint8Array(PATCH_SIZE * PATCH_SIZE * 3);
  for (let y = 0; y < PATCH_SIZE; y++) {
    for (let x = 0; x < PATCH_SIZE; x++) {
      const falloff = 1 - 0.04 * ((x - 150) ** 2 + (y - 150) ** 2) / 150 ** 2;
      const shared = grain * gaussian();
      for (let c = 0; c < 3; c++) {
        const value = colour[c]! * falloff + shared + 0.8 * gaussian();
        data[(y * PATCH_SIZE + x) * 3 + c] = Math.max(0, Math.min(255, Math.round(value)));
      }
    }
  }
  return { width: PATCH_SIZE, height: PATCH_SIZE, data };
}

/** Draws an SVG overlay onto the patch and optionally blurs it, with sharp. */
export async function renderWith(base: RgbImage, svgBody: string, blurSigma?: number): Promise<RgbImage> {
  const raw = { width: base.width, height: base.height, channels: 3 as const };
  let pipeline = sharp(Buffer.from(base.data), { raw });
  if (svgBody) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${base.width}" height="${base.height}">${svgBody}</svg>`;
    const overlay = await sharp(Buffer.from(base.data), { raw })
      .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
      .removeAlpha()
      .raw()
      .toBuffer();
    pipeline = sharp(overlay, { raw });
  }
  if (blurSigma) pipeline = pipeline.blur(blurSigma);
  const data = await pipeline.removeAlpha().raw().toBuffer();
  return { width: base.width, height: base.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Circles of one colour at fixed, spread-out spots inside the given regions. */
export function circlesIn(names: readonly RegionName[], perRegion: number, radius: number, fill: string): string {
  const circles: string[] = [];
  for (const name of names) {
    const [x, y, w, h] = REGION_RECTS[name];
    for (let k = 0; k < perRegion; k++) {
      const cx = x + ((k % 3) + 1) * (w / 4);
      const cy = y + (Math.floor(k / 3) + 1) * (h / (Math.ceil(perRegion / 3) + 1));
      circles.push(`<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${fill}"/>`);
    }
  }
  return circles.join('');
}

export function rectsOver(names: readonly RegionName[], fill: string, opacity: number): string {
  return names
    .map((name) => {
      const [x, y, w, h] = REGION_RECTS[name];
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" fill-opacity="${opacity}"/>`;
    })
    .join('');
}
