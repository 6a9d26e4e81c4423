// Controlled changes to a real face, for the perturbation study (study.test.ts): each one placed inside the
// regions the analysis itself returned for that face, feathered, and sized in millimetres from the pupil
// distance. Colour changes act on linear light, as a pigment layer does (a transmittance per channel), so
// the same change looks the same on every skin tone; shine is added light, as a reflection is.
import sharp from 'sharp';
import { imageToLab, type Lab } from '../src/colour';
import { INTER_PUPIL_MM, type Polygon } from '../src/geometry';
import { rasterizePolygon } from '../src/masks';
import type { FaceMapRegionName, SkinAnalysis } from '../src/index';

/** A photo in linear light (0..1), 3 channels interleaved. */
export interface LinearImage {
  width: number;
  height: number;
  data: Float32Array;
}

/** What the generator needs of a face: its regions as the analysis drew them and its scale. */
export interface FacePlan {
  polygons: Record<FaceMapRegionName, Polygon>;
  pxPerMm: number;
}

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number): number => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const LUT = Float32Array.from({ length: 256 }, (_, i) => toLinear(i / 255));

export async function decodeLinear(image: Buffer): Promise<LinearImage> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const out = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) out[i] = LUT[data[i]!]!;
  return { width: info.width, height: info.height, data: out };
}

export function toRgb8(image: LinearImage): Uint8Array {
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.round(255 * toSrgb(Math.min(1, Math.max(0, image.data[i]!))));
  return out;
}

export const encodePng = (image: LinearImage): Promise<Buffer> => sharp(Buffer.from(toRgb8(image)), { raw: { width: image.width, height: image.height, channels: 3 } }).png().toBuffer();

export const planOf = (analysis: SkinAnalysis): FacePlan => ({
  polygons: Object.fromEntries(analysis.regions.map((region) => [region.name, region.polygon])) as Record<FaceMapRegionName, Polygon>,
  pxPerMm: analysis.quality.faceSize.value / INTER_PUPIL_MM,
});

/** Seeded generator, so every run draws the same pixels. */
export function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A weight per pixel, 0..1. */
type Weights = Float32Array;

/** Blurs a weight map with sharp (Gaussian, sigma in pixels). */
async function feather(weights: Weights, width: number, height: number, sigma: number): Promise<Weights> {
  if (sigma < 0.3) return weights;
  const bytes = Buffer.from(Uint8Array.from(weights, (w) => Math.round(255 * Math.min(1, Math.max(0, w)))));
  const blurred = await sharp(bytes, { raw: { width, height, channels: 1 } }).blur(sigma).extractChannel(0).raw().toBuffer();
  return Float32Array.from(blurred, (v) => v / 255);
}

/** The regions' outlines filled, shrunk by nothing, and feathered by `sigmaMm`. */
async function regionWeights(image: LinearImage, plan: FacePlan, names: readonly FaceMapRegionName[], sigmaMm: number): Promise<Weights> {
  const weights = new Float32Array(image.width * image.height);
  for (const name of names) {
    const mask = rasterizePolygon(plan.polygons[name].map(([x, y]) => ({ x, y })), image.width, image.height);
    for (let i = 0; i < weights.length; i++) if (mask.data[i]) weights[i] = 1;
  }
  return feather(weights, image.width, image.height, sigmaMm * plan.pxPerMm);
}

/** A disc of radius r (px) with a soft edge `soft` px wide, added into `weights` (kept at most `peak`). */
function addDisc(weights: Weights, width: number, height: number, cx: number, cy: number, r: number, soft: number, peak = 1): void {
  const reach = r + 2 * soft;
  for (let y = Math.max(0, Math.floor(cy - reach)); y <= Math.min(height - 1, Math.ceil(cy + reach)); y++) {
    for (let x = Math.max(0, Math.floor(cx - reach)); x <= Math.min(width - 1, Math.ceil(cx + reach)); x++) {
      const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      // A smooth step from 1 inside to 0 outside over the soft edge.
      const t = Math.min(1, Math.max(0, (r + soft - d) / (2 * soft)));
      const w = peak * t * t * (3 - 2 * t);
      const i = y * width + x;
      if (w > weights[i]!) weights[i] = w;
    }
  }
}

/** Distance from a point to an outline's nearest edge. */
function distanceToEdge(polygon: Polygon, x: number, y: number): number {
  let best = Infinity;
  polygon.forEach(([x0, y0], k) => {
    const [x1, y1] = polygon[(k + 1) % polygon.length]!;
    const [dx, dy] = [x1 - x0, y1 - y0];
    const t = Math.max(0, Math.min(1, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy || 1)));
    best = Math.min(best, Math.hypot(x - x0 - t * dx, y - y0 - t * dy));
  });
  return best;
}

function inside(polygon: Polygon, x: number, y: number): boolean {
  let crossings = 0;
  polygon.forEach(([x0, y0], k) => {
    const [x1, y1] = polygon[(k + 1) % polygon.length]!;
    if (y0 <= y !== y1 <= y && x < x0 + ((y - y0) / (y1 - y0)) * (x1 - x0)) crossings += 1;
  });
  return crossings % 2 === 1;
}

/** Up to `count` disc centres spread over the regions, each at least `marginMm` inside its outline and apart from the others. */
function placeDiscs(plan: FacePlan, names: readonly FaceMapRegionName[], count: number, radii: readonly number[], seed: number, marginMm = 2): Array<{ x: number; y: number; r: number }> {
  const random = mulberry32(seed);
  const placed: Array<{ x: number; y: number; r: number }> = [];
  for (let tries = 0; placed.length < count && tries < 5000; tries++) {
    const polygon = plan.polygons[names[tries % names.length]!];
    const r = radii[placed.length % radii.length]!;
    const xs = polygon.map(([x]) => x);
    const ys = polygon.map(([, y]) => y);
    const x = Math.min(...xs) + random() * (Math.max(...xs) - Math.min(...xs));
    const y = Math.min(...ys) + random() * (Math.max(...ys) - Math.min(...ys));
    const margin = r + marginMm * plan.pxPerMm;
    if (!inside(polygon, x, y) || distanceToEdge(polygon, x, y) < margin) continue;
    if (placed.some((other) => Math.hypot(other.x - x, other.y - y) < other.r + r + 4 * plan.pxPerMm)) continue;
    placed.push({ x, y, r });
  }
  return placed;
}

/** Multiplies each channel by 10^(-density x weight x absorbance): a pigment layer of that optical density. */
function absorb(image: LinearImage, weights: Weights, absorbance: readonly [number, number, number], density: number): LinearImage {
  const data = Float32Array.from(image.data);
  for (let p = 0; p < weights.length; p++) {
    const w = weights[p]! * density;
    if (w === 0) continue;
    for (let c = 0; c < 3; c++) data[p * 3 + c]! *= 10 ** (-w * absorbance[c]!);
  }
  return { ...image, data };
}

// Relative absorbance per channel (red, green, blue) of the skin's two pigments over the sRGB bands:
// oxy-haemoglobin absorbs green most and red hardly; melanin falls steadily from blue to red.
const HAEMOGLOBIN = [0.08, 1, 0.6] as const;
const MELANIN = [0.55, 0.8, 1] as const;

export const CONCERN_STUDIED = ['redness', 'spots', 'blemishes', 'shine', 'dark_circles', 'texture', 'evenness'] as const;
export type StudiedConcern = (typeof CONCERN_STUDIED)[number];
export const SEVERITIES = [1, 2, 3] as const;
export type Severity = (typeof SEVERITIES)[number];

/** In words, for the contact sheet and the README's table. */
export const PERTURBATION_TEXT: Record<StudiedConcern, string> = {
  redness: 'haemoglobin flush over the cheeks and nose, optical density 0.06 / 0.12 / 0.18, feathered 3 mm',
  spots: 'brown (melanin) spots of 2 to 6 mm on forehead, cheeks and chin: 4 / 8 / 14 spots, density 0.3',
  blemishes: 'red (haemoglobin) spots of 2 to 4 mm on forehead, cheeks and chin: 3 / 6 / 10 spots, density 0.5',
  shine: '8 specular highlights (added white light) of 3 to 6 mm in the T-zone: peak 0.12 / 0.22 / 0.35 of white',
  dark_circles: 'melanin under both eyes, density 0.1 / 0.2 / 0.3, feathered 1.5 mm',
  texture: 'bumps of about 1 mm on both cheeks: lightness modulation 4 / 8 / 12 % (SD), feathered 3 mm',
  evenness: 'blotches of 12 to 20 mm, darker on the forehead and one cheek, lighter on the other cheek and the chin: density ±0.1 / 0.2 / 0.3',
};

/** The change named by `concern` at `severity`, on `image` whose regions and scale are `plan`. */
export async function perturb(image: LinearImage, plan: FacePlan, concern: StudiedConcern, severity: Severity): Promise<LinearImage> {
  const { width, height } = image;
  const mm = plan.pxPerMm;
  const s = severity;
  switch (concern) {
    case 'redness':
      return absorb(image, await regionWeights(image, plan, ['left_cheek', 'right_cheek', 'nose'], 3), HAEMOGLOBIN, 0.06 * s);
    case 'spots':
    case 'blemishes': {
      const brown = concern === 'spots';
      const count = brown ? [4, 8, 14][s - 1]! : [3, 6, 10][s - 1]!;
      const radii = (brown ? [1, 1.5, 2, 2.5, 3] : [1, 1.5, 2]).map((r) => r * mm);
      const weights = new Float32Array(width * height);
      for (const disc of placeDiscs(plan, ['left_cheek', 'right_cheek', 'forehead', 'chin'], count, radii, brown ? 11 : 23)) addDisc(weights, width, height, disc.x, disc.y, disc.r, 0.3 * mm);
      return absorb(image, weights, brown ? MELANIN : HAEMOGLOBIN, brown ? 0.3 : 0.5);
    }
    case 'shine': {
      const weights = new Float32Array(width * height);
      const random = mulberry32(5);
      for (const disc of placeDiscs(plan, ['t_zone'], 8, [1.5, 2, 2.5, 3].map((r) => r * mm), 31, 0.5)) {
        addDisc(weights, width, height, disc.x, disc.y, disc.r * (0.8 + 0.4 * random()), disc.r * 0.6);
      }
      const peak = [0.12, 0.22, 0.35][s - 1]!;
      const data = Float32Array.from(image.data);
      for (let p = 0; p < weights.length; p++) for (let c = 0; c < 3; c++) data[p * 3 + c]! += peak * weights[p]!;
      return { ...image, data };
    }
    case 'dark_circles':
      return absorb(image, await regionWeights(image, plan, ['left_under_eye', 'right_under_eye'], 1.5), MELANIN, 0.1 * s);
    case 'texture': {
      // Gaussian noise smoothed to bumps of about a millimetre, scaled to the severity's SD, as shading (every channel alike).
      const random = mulberry32(41);
      const noise = new Float32Array(width * height).map(() => Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random()));
      const sigma = 0.35 * mm;
      const bytes = Buffer.from(Uint8Array.from(noise, (n) => Math.round(128 + 40 * Math.max(-3.2, Math.min(3.2, n)))));
      const smooth = Float32Array.from(await sharp(bytes, { raw: { width, height, channels: 1 } }).blur(sigma).extractChannel(0).raw().toBuffer(), (v) => v - 128);
      let sq = 0;
      for (const v of smooth) sq += v * v;
      const sd = Math.sqrt(sq / smooth.length) || 1;
      const weights = await regionWeights(image, plan, ['left_cheek', 'right_cheek'], 3);
      const amplitude = [0.04, 0.08, 0.12][s - 1]!;
      const data = Float32Array.from(image.data);
      for (let p = 0; p < weights.length; p++) {
        const factor = Math.exp(amplitude * weights[p]! * (smooth[p]! / sd));
        for (let c = 0; c < 3; c++) data[p * 3 + c]! *= factor;
      }
      return { ...image, data };
    }
    case 'evenness': {
      const darker = new Float32Array(width * height);
      const lighter = new Float32Array(width * height);
      const blotch = (into: Weights, name: FaceMapRegionName): void => {
        const polygon = plan.polygons[name];
        const xs = polygon.map(([x]) => x);
        const ys = polygon.map(([, y]) => y);
        const r = Math.min(10 * mm, 0.5 * Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)));
        addDisc(into, width, height, (Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2, Math.max(6 * mm, r), 2 * mm);
      };
      blotch(darker, 'forehead');
      blotch(darker, 'right_cheek');
      blotch(lighter, 'left_cheek');
      blotch(lighter, 'chin');
      const density = 0.1 * s;
      return absorb(absorb(image, darker, MELANIN, density), lighter, MELANIN, -density);
    }
  }
}

/** Median CIELAB colour of the image inside some regions. */
export function medianColour(image: LinearImage, plan: FacePlan, names: readonly FaceMapRegionName[]): Lab {
  const mask = new Uint8Array(image.width * image.height);
  for (const name of names) {
    const region = rasterizePolygon(plan.polygons[name].map(([x, y]) => ({ x, y })), image.width, image.height);
    region.data.forEach((v, i) => (mask[i] ||= v));
  }
  const lab = imageToLab({ width: image.width, height: image.height, data: toRgb8(image) });
  const pick = (plane: Float32Array): number => {
    const values = plane.filter((_, i) => mask[i] === 1).sort();
    return values[values.length >> 1]!;
  };
  return { L: pick(lab.L), a: pick(lab.a), b: pick(lab.b) };
}

function labToLinear({ L, a, b }: Lab): [number, number, number] {
  const fy = (L + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const inverse = (f: number): number => (f ** 3 > 216 / 24389 ? f ** 3 : (116 * f - 16) / (24389 / 27));
  const [x, y, z] = [0.95047 * inverse(fx), inverse(fy), 1.08883 * inverse(fz)];
  return [3.2404542 * x - 1.5371385 * y - 0.4985314 * z, -0.969266 * x + 1.8760108 * y + 0.041556 * z, 0.0556434 * x - 0.2040259 * y + 1.0572252 * z];
}

/**
 * The same photo with the skin's pigment deepened to `ita` degrees: every pixel's channels multiplied by the
 * gains that take the median skin colour (forehead and cheeks) to lightness `L` and that ITA, with its a*.
 * The whole photo is scaled, hair and background too, as a darker person photographed alike.
 */
export function deepen(image: LinearImage, skin: Lab, L: number, ita: number): LinearImage {
  const target = labToLinear({ L, a: skin.a, b: (L - 50) / Math.tan((ita * Math.PI) / 180) });
  const from = labToLinear(skin);
  const gains = target.map((t, c) => t / from[c]!) as [number, number, number];
  const data = Float32Array.from(image.data);
  for (let p = 0; p < data.length / 3; p++) {
    for (let c = 0; c < 3; c++) data[p * 3 + c]! *= gains[c]!;
  }
  return { ...image, data };
}

/** Convex hull of points (Andrew's monotone chain). */
function convexHull(points: Array<[number, number]>): Array<[number, number]> {
  const sorted = [...points].sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const cross = (o: [number, number], p: [number, number], q: [number, number]): number => (p[0] - o[0]) * (q[1] - o[1]) - (p[1] - o[1]) * (q[0] - o[0]);
  const half = (list: Array<[number, number]>): Array<[number, number]> => {
    const out: Array<[number, number]> = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2]!, out[out.length - 1]!, p) <= 0) out.pop();
      out.push(p);
    }
    return out.slice(0, -1);
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/**
 * A feathered mask of the hair: above the nose and outside the hull of the face's regions, the pixels whose hue is yellower than skin's (CIELAB hue angle over
 * 68°, skin is about 55°) and not grey. For a darker face with the hair left as photographed: paler than the skin
 * then, and less saturated.
 */
export async function hairWeights(image: LinearImage, plan: FacePlan): Promise<Weights> {
  const lab = imageToLab({ width: image.width, height: image.height, data: toRgb8(image) });
  const below = Math.max(...plan.polygons.nose.map(([, y]) => y));
  const face = rasterizePolygon(convexHull(Object.values(plan.polygons).flat()).map(([x, y]) => ({ x, y })), image.width, image.height);
  const weights = new Float32Array(image.width * image.height);
  for (let i = 0; i < weights.length; i++) {
    const hue = (Math.atan2(lab.b[i]!, lab.a[i]!) * 180) / Math.PI;
    if (!face.data[i] && Math.floor(i / image.width) < below && lab.L[i]! < 62 && Math.hypot(lab.a[i]!, lab.b[i]!) > 10 && hue > 70) weights[i] = 1;
  }
  return feather(weights, image.width, image.height, 0.5 * plan.pxPerMm);
}

/** `image` where `weights` say, `other` elsewhere. */
export function blend(image: LinearImage, other: LinearImage, weights: Weights): LinearImage {
  const data = Float32Array.from(other.data);
  for (let p = 0; p < weights.length; p++) for (let c = 0; c < 3; c++) data[p * 3 + c] = weights[p]! * image.data[p * 3 + c]! + (1 - weights[p]!) * other.data[p * 3 + c]!;
  return { ...other, data };
}

/** The part of the photo the regions cover, with a margin: what the contact sheet shows of each image. */
export function faceCrop(plan: FacePlan, image: LinearImage): { left: number; top: number; width: number; height: number } {
  const points = Object.values(plan.polygons).flat();
  const margin = 8 * plan.pxPerMm;
  const left = Math.max(0, Math.floor(Math.min(...points.map(([x]) => x)) - margin));
  const top = Math.max(0, Math.floor(Math.min(...points.map(([, y]) => y)) - margin));
  const right = Math.min(image.width, Math.ceil(Math.max(...points.map(([x]) => x)) + margin));
  const bottom = Math.min(image.height, Math.ceil(Math.max(...points.map(([, y]) => y)) + margin));
  return { left, top, width: right - left, height: bottom - top };
}

/** Several images in a grid with captions, each cropped to `crop`, one PNG, for a person to look at what was tested. */
export async function contactSheet(cells: Array<{ image: LinearImage; caption: string }>, columns: number, crop: { left: number; top: number; width: number; height: number }, cellWidth = 300): Promise<Buffer> {
  const cellHeight = Math.round((cellWidth * crop.height) / crop.width);
  const captionHeight = 18;
  const rows = Math.ceil(cells.length / columns);
  const composites = await Promise.all(
    cells.map(async ({ image, caption }, k) => {
      const left = (k % columns) * cellWidth;
      const top = Math.floor(k / columns) * (cellHeight + captionHeight);
      const thumb = await sharp(Buffer.from(toRgb8(image)), { raw: { width: image.width, height: image.height, channels: 3 } }).extract(crop).resize(cellWidth, cellHeight).png().toBuffer();
      const text = caption.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      const label = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${cellWidth}" height="${captionHeight}"><rect width="100%" height="100%" fill="white"/><text x="4" y="13" font-family="sans-serif" font-size="12" fill="black">${text}</text></svg>`);
      return [
        { input: thumb, left, top },
        { input: label, left, top: top + cellHeight },
      ];
    }),
  );
  return sharp({ create: { width: columns * cellWidth, height: rows * (cellHeight + captionHeight), channels: 3, background: 'white' } })
    .composite(composites.flat())
    .png()
    .toBuffer();
}
