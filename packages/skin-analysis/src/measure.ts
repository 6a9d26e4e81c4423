import { findBlobs, spotBlobs } from './blobs';
import {
  chroma,
  deltaE2000,
  imageToLab,
  individualTypologyAngle,
  itaCategory,
  linearChannel,
  type ItaCategory,
  type Lab,
} from './colour';
import type { LabImage, Mask, Point, RgbImage } from './image';
import { emptyMask, localMaskedMean, maskArea, maskedValues, median, unionMasks } from './masks';
import { PUPIL_DETAILED } from './quality';
import { roundTo } from './round';

/** Average adult inter-pupillary distance (cm), the ruler of the photo. */
export const INTER_PUPIL_CM = 6.3;

/** Skin regions, named from the person's own point of view (their left cheek is on the right of the photo). */
export const REGION_NAMES = ['forehead', 'left_cheek', 'right_cheek', 'nose', 'chin', 'left_under_eye', 'right_under_eye'] as const;
export type RegionName = (typeof REGION_NAMES)[number];
export type RegionMasks = Record<RegionName, Mask>;

/** One measured parameter as shown to the user. */
export interface SkinParameter {
  value: number;
  unit: string;
  label: string;
}

/** Everything measured on the skin; NaN where a region was too small to measure. */
export interface SkinMeasurements {
  /** Individual typology angle of the cheeks and forehead, degrees. */
  ita: number;
  itaCategory: ItaCategory;
  /** Median CIELAB a* per region. */
  redness: Record<RegionName, number>;
  /** Erythema index 100·log10(R/G) of linear reflectance, median per region. */
  erythema: Record<RegionName, number>;
  /** Mean CIEDE2000 (kL = 2) difference between forehead, cheeks and chin. */
  toneUnevenness: number;
  /**
   * Whether the face has the pixels for millimetre detail (at least PUPIL_DETAILED px between the
   * pupils); without them spots, blemishes and texture are NaN: not measured, rather than "none".
   */
  detailResolved: boolean;
  darkSpotCount: number;
  darkSpotsPerCm2: number;
  blemishCount: number;
  blemishesPerCm2: number;
  /** Share of T-zone skin that is specular highlight, 0..1. */
  shineFraction: number;
  /** Robust standard deviation of fine-scale (about 1 mm) L* detail. */
  texture: number;
  /** Median L* of the cheeks minus that of the under-eye skin. */
  underEyeDarkness: number;
  skinAreaCm2: number;
  /** Median CIELAB chroma of the cheeks and forehead: near 0 in a black-and-white photo. */
  skinChroma: number;
  /** Skin pixels kept per region after hair and shadow are removed. */
  regionAreas: Record<RegionName, number>;
}

// Fewer pixels than this in a region give no trustworthy statistic.
const MIN_REGION_PIXELS = 20;
// [CIE76 distance, L* drop] beyond which a pixel is hair, shadow or background rather than skin.
const SKIN_TOLERANCE = [28, 30] as const;
const FOREHEAD_TOLERANCE = [18, 16] as const;
// Lighting changes lightness most, so region differences weigh L* half (CIEDE2000 kL = 2).
const TONE_KL = 2;
// A dark spot is at least this much darker (L*) than the skin around it.
const DARK_SPOT_DROP = 7;
// A red spot is at least this much redder (a*) than the skin around it.
const RED_SPOT_RISE = 8;

const CHEEKS: readonly RegionName[] = ['left_cheek', 'right_cheek'];
const TONE_REGIONS: readonly RegionName[] = ['forehead', 'left_cheek', 'right_cheek', 'chin'];
const T_ZONE: readonly RegionName[] = ['forehead', 'nose', 'chin'];
const UNDER_EYES: readonly RegionName[] = ['left_under_eye', 'right_under_eye'];
const SPOT_REGIONS: readonly RegionName[] = ['forehead', 'left_cheek', 'right_cheek', 'nose', 'chin'];

export function medianLab(lab: LabImage, mask: Mask): Lab {
  return { L: median(maskedValues(lab.L, mask)), a: median(maskedValues(lab.a, mask)), b: median(maskedValues(lab.b, mask)) };
}

/**
 * Keeps the pixels of each region whose colour is close to the cheek skin or redder than it,
 * plus bright low-chroma pixels (specular shine), so hair, brows and deep shadow drop out.
 * Enclosed spot-sized holes are kept: they are dark spots, not hair. The forehead, where a
 * fringe often falls, gets a stricter tolerance.
 */
export function keepSkinPixels(lab: LabImage, regions: RegionMasks, pxPerCm: number, down: Point = { x: 0, y: 1 }): RegionMasks {
  const { width, height } = lab;
  const reference = medianLab(lab, unionMasks(CHEEKS.map((name) => regions[name]), width, height));
  if (!Number.isFinite(reference.L)) return regions;
  const referenceChroma = chroma(reference);
  const maxSpotArea = spotAreaRange(pxPerCm)[1];
  const skinLike = (i: number, tolerance: number, maxDarker: number): boolean => {
    const L = lab.L[i]!;
    const a = lab.a[i]!;
    const b = lab.b[i]!;
    if (L > reference.L + 8 && Math.hypot(a, b) < referenceChroma) return true;
    // Redder than the cheeks is still skin (flush, blemish); far darker is hair or shadow.
    return L > reference.L - maxDarker && (Math.hypot(L - reference.L, a - reference.a, b - reference.b) < tolerance || a > reference.a + 5);
  };
  // Regions never overlap, so one pass labels every pixel with its region (1-based) and its verdict.
  const owner = new Uint8Array(width * height);
  const rejected = new Uint8Array(width * height);
  const kept = {} as RegionMasks;
  REGION_NAMES.forEach((name, k) => {
    const [tolerance, maxDarker] = name === 'forehead' ? FOREHEAD_TOLERANCE : SKIN_TOLERANCE;
    const region = name === 'forehead' ? belowHairline(regions[name], (i) => skinLike(i, tolerance, maxDarker), pxPerCm, down) : regions[name];
    const mask = emptyMask(width, height);
    for (let i = 0; i < region.data.length; i++) {
      if (!region.data[i] || owner[i]) continue;
      owner[i] = k + 1;
      if (skinLike(i, tolerance, maxDarker)) mask.data[i] = 1;
      else rejected[i] = 1;
    }
    kept[name] = mask;
  });
  // Enclosed spot-sized holes are spots, not hair: put them back into their region.
  const holes = findBlobs(rejected, width, height, owner).filter((blob) => !blob.touchesEdge && blob.area <= maxSpotArea);
  if (holes.length > 0) {
    const seeds = new Uint8Array(width * height);
    for (const hole of holes) seeds[hole.seed] = 1;
    const refill = new Uint8Array(width * height);
    floodRefill(rejected, seeds, refill, width, height);
    for (let i = 0; i < refill.length; i++) if (refill[i]) kept[REGION_NAMES[owner[i]! - 1]!].data[i] = 1;
  }
  return kept;
}

/**
 * Cuts a forehead region at the hairline: walking up from the brows, the first two pixel rows
 * (along the face's own vertical) where less than half the pixels look like skin, plus a margin.
 */
function belowHairline(region: Mask, isSkin: (i: number) => boolean, pxPerCm: number, down: Point): Mask {
  const { width, height } = region;
  const rows = new Map<number, { total: number; skin: number }>();
  const rowOf = (i: number): number => Math.floor((i % width) * down.x + Math.floor(i / width) * down.y);
  region.data.forEach((inside, i) => {
    if (!inside) return;
    const row = rows.get(rowOf(i)) ?? { total: 0, skin: 0 };
    row.total += 1;
    if (isSkin(i)) row.skin += 1;
    rows.set(rowOf(i), row);
  });
  const order = [...rows.keys()].sort((p, q) => q - p);
  const hairy = (row: number | undefined): boolean => {
    const counts = row === undefined ? undefined : rows.get(row);
    return counts !== undefined && counts.total >= 3 && counts.skin < 0.5 * counts.total;
  };
  const index = order.findIndex((row, k) => hairy(row) && hairy(order[k + 1]));
  if (index < 0) return region;
  const cut = order[index]! + Math.max(1, Math.round(0.2 * pxPerCm));
  const out = emptyMask(width, height);
  region.data.forEach((inside, i) => {
    if (inside && rowOf(i) > cut) out.data[i] = 1;
  });
  return out;
}

/** Sets in `target` every pixel of `binary` connected (8-neighbour) to a seed pixel that is in `binary`. */
function floodRefill(binary: Uint8Array, seeds: Uint8Array, target: Uint8Array, width: number, height: number): void {
  const stack: number[] = [];
  seeds.forEach((seed, i) => {
    if (seed && binary[i]) stack.push(i);
  });
  const done = new Uint8Array(binary.length);
  while (stack.length > 0) {
    const p = stack.pop()!;
    if (done[p]) continue;
    done[p] = 1;
    target[p] = 1;
    const px = p % width;
    const py = (p - px) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = px + dx;
        const ny = py + dy;
        if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
        const q = ny * width + nx;
        if (binary[q] && !done[q]) stack.push(q);
      }
    }
  }
}

/** Spot sizes counted as spots: 1 to 10 mm across, in pixels, and never under 3 pixels (two bright or dark pixels are grain). */
function spotAreaRange(pxPerCm: number): [number, number] {
  const pxPerMm = pxPerCm / 10;
  return [Math.max(3, (Math.PI / 4) * pxPerMm ** 2), (Math.PI / 4) * (10 * pxPerMm) ** 2];
}

/** Local skin background (about 1 cm around each pixel) of L* and a*, for spot detection. */
function spotBackground(lab: LabImage, mask: Mask, pxPerCm: number): { L: Float32Array; a: Float32Array } {
  const radius = Math.max(2, Math.round(0.5 * pxPerCm));
  return { L: localMaskedMean(lab.L, mask, radius), a: localMaskedMean(lab.a, mask, radius) };
}

/**
 * L* and a* averaged over about 1.5 mm of skin around each pixel, so sensor grain is not taken for
 * spots while 1 mm spots survive; faces too small for that keep their pixels as they are.
 */
function spotScale(lab: LabImage, mask: Mask, pxPerCm: number): { L: Float32Array; a: Float32Array } {
  const radius = Math.floor(0.075 * pxPerCm);
  if (radius < 1) return lab;
  return { L: localMaskedMean(lab.L, mask, radius), a: localMaskedMean(lab.a, mask, radius) };
}

/** Counts local spots: pixels departing from their surroundings, grouped into roundish blobs of 1..10 mm. */
function countSpots(mask: Mask, pxPerCm: number, isSpot: (i: number) => boolean): number {
  const binary = new Uint8Array(mask.data.length);
  for (let i = 0; i < binary.length; i++) {
    if (mask.data[i] && isSpot(i)) binary[i] = 1;
  }
  const [minArea, maxArea] = spotAreaRange(pxPerCm);
  return spotBlobs(binary, mask.width, mask.height, minArea, maxArea).length;
}

function shineFraction(lab: LabImage, mask: Mask): number {
  const area = maskArea(mask);
  if (area < MIN_REGION_PIXELS) return Number.NaN;
  const reference = medianLab(lab, mask);
  const referenceChroma = chroma(reference);
  let specular = 0;
  for (let i = 0; i < mask.data.length; i++) {
    if (!mask.data[i]) continue;
    // Specular reflection is brighter than the skin and whiter (less chroma) than it.
    if (lab.L[i]! >= reference.L + 12 && Math.hypot(lab.a[i]!, lab.b[i]!) <= 0.75 * referenceChroma) specular += 1;
  }
  return specular / area;
}

function fineTexture(lab: LabImage, mask: Mask, pxPerCm: number): number {
  if (maskArea(mask) < MIN_REGION_PIXELS) return Number.NaN;
  const radius = Math.max(1, Math.round(0.1 * pxPerCm));
  const local = localMaskedMean(lab.L, mask, radius);
  const detail = new Float32Array(lab.L.length);
  for (let i = 0; i < detail.length; i++) detail[i] = lab.L[i]! - local[i]!;
  const values = maskedValues(detail, mask);
  const centre = median(values);
  for (let i = 0; i < values.length; i++) values[i] = Math.abs(values[i]! - centre);
  // 1.4826 x median absolute deviation estimates a standard deviation, unmoved by a few spots or highlights.
  return 1.4826 * median(values);
}

/** Erythema index 100·log10(R/G) of linear reflectance per pixel (the red-to-green log ratio of RGB erythema indices). */
function erythemaImage(image: RgbImage): Float32Array {
  const index = new Float32Array(image.width * image.height);
  for (let p = 0; p < index.length; p++) {
    const red = Math.max(linearChannel(image.data[p * 3]!), 1e-4);
    const green = Math.max(linearChannel(image.data[p * 3 + 1]!), 1e-4);
    index[p] = 100 * Math.log10(red / green);
  }
  return index;
}

/** Whether `pxPerCm` resolves millimetre detail: spots from 1 mm and texture at about 1 mm. */
export function resolvesDetail(pxPerCm: number): boolean {
  return pxPerCm * INTER_PUPIL_CM >= PUPIL_DETAILED;
}

/** Dark spots and red spots (blemish candidates) on `mask`, counted and per cm² of it. */
function measureSpots(lab: LabImage, mask: Mask, pxPerCm: number): Pick<SkinMeasurements, 'darkSpotCount' | 'darkSpotsPerCm2' | 'blemishCount' | 'blemishesPerCm2'> {
  const areaCm2 = maskArea(mask) / pxPerCm ** 2;
  const background = spotBackground(lab, mask, pxPerCm);
  const spot = spotScale(lab, mask, pxPerCm);
  const darkSpotCount = countSpots(mask, pxPerCm, (i) => spot.L[i]! < background.L[i]! - DARK_SPOT_DROP && spot.a[i]! < background.a[i]! + RED_SPOT_RISE / 2);
  const blemishCount = countSpots(mask, pxPerCm, (i) => spot.a[i]! > background.a[i]! + RED_SPOT_RISE);
  return {
    darkSpotCount,
    darkSpotsPerCm2: areaCm2 > 0 ? darkSpotCount / areaCm2 : Number.NaN,
    blemishCount,
    blemishesPerCm2: areaCm2 > 0 ? blemishCount / areaCm2 : Number.NaN,
  };
}

/**
 * Measures the skin of one face. `regions` are masks over `image`; `pxPerCm` is the image scale
 * (from the inter-pupil distance), used to size spots and texture in millimetres; `down` is the
 * face's own downward direction in the image (for the hairline).
 */
export function measureSkin(image: RgbImage, regions: RegionMasks, pxPerCm: number, down: Point = { x: 0, y: 1 }): SkinMeasurements {
  const lab = imageToLab(image);
  const { width, height } = image;
  const skin = keepSkinPixels(lab, regions, pxPerCm, down);
  const erythemaIndex = erythemaImage(image);
  const regionAreas = {} as Record<RegionName, number>;
  const redness = {} as Record<RegionName, number>;
  const erythema = {} as Record<RegionName, number>;
  const regionColour = {} as Record<RegionName, Lab>;
  for (const name of REGION_NAMES) {
    regionAreas[name] = maskArea(skin[name]);
    const measurable = regionAreas[name] >= MIN_REGION_PIXELS;
    regionColour[name] = measurable ? medianLab(lab, skin[name]) : { L: Number.NaN, a: Number.NaN, b: Number.NaN };
    redness[name] = regionColour[name].a;
    erythema[name] = measurable ? median(maskedValues(erythemaIndex, skin[name])) : Number.NaN;
  }
  const pick = (names: readonly RegionName[]): Mask => unionMasks(names.map((name) => skin[name]), width, height);

  const toneMask = pick(['forehead', ...CHEEKS]);
  const tone = medianLab(lab, toneMask);
  const ita = individualTypologyAngle(tone.L, tone.b);

  const toneColours = TONE_REGIONS.map((name) => regionColour[name]).filter((colour) => Number.isFinite(colour.L));
  const differences: number[] = [];
  for (let i = 0; i < toneColours.length; i++) {
    for (let j = i + 1; j < toneColours.length; j++) differences.push(deltaE2000(toneColours[i]!, toneColours[j]!, TONE_KL));
  }

  const detailResolved = resolvesDetail(pxPerCm);
  const spots = detailResolved ? measureSpots(lab, pick(SPOT_REGIONS), pxPerCm) : { darkSpotCount: Number.NaN, darkSpotsPerCm2: Number.NaN, blemishCount: Number.NaN, blemishesPerCm2: Number.NaN };

  const cheeks = pick(CHEEKS);
  const underEyes = pick(UNDER_EYES);
  const underEyeDarkness =
    maskArea(underEyes) >= MIN_REGION_PIXELS && maskArea(cheeks) >= MIN_REGION_PIXELS
      ? median(maskedValues(lab.L, cheeks)) - median(maskedValues(lab.L, underEyes))
      : Number.NaN;

  return {
    ita,
    itaCategory: itaCategory(ita),
    redness,
    erythema,
    toneUnevenness: differences.length > 0 ? differences.reduce((s, d) => s + d, 0) / differences.length : Number.NaN,
    detailResolved,
    ...spots,
    shineFraction: shineFraction(lab, pick(T_ZONE)),
    texture: detailResolved ? fineTexture(lab, pick(['forehead', ...CHEEKS, 'chin']), pxPerCm) : Number.NaN,
    underEyeDarkness,
    // Regions never share a pixel, so their areas add up.
    skinAreaCm2: REGION_NAMES.reduce((sum, name) => sum + regionAreas[name], 0) / pxPerCm ** 2,
    skinChroma: chroma(tone),
    regionAreas,
  };
}

const REGION_LABELS: Record<RegionName, string> = {
  forehead: 'forehead',
  left_cheek: 'left cheek',
  right_cheek: 'right cheek',
  nose: 'nose',
  chin: 'chin',
  left_under_eye: 'left under-eye',
  right_under_eye: 'right under-eye',
};

/** The user-facing parameter list; anything that was not measured (NaN) is left out. */
export function toParameters(m: SkinMeasurements): Record<string, SkinParameter> {
  const parameters: Record<string, SkinParameter> = {};
  const add = (name: string, value: number, decimals: number, unit: string, label: string): void => {
    if (Number.isFinite(value)) parameters[name] = { value: roundTo(value, decimals), unit, label };
  };
  add('skin_tone_ita', m.ita, 1, '°', `Skin tone (ITA°): ${m.itaCategory}`);
  for (const name of REGION_NAMES) add(`redness_${name}`, m.redness[name], 1, 'a*', `Redness, ${REGION_LABELS[name]} (CIELAB a*)`);
  for (const name of REGION_NAMES) add(`erythema_${name}`, m.erythema[name], 1, 'EI', `Erythema index, ${REGION_LABELS[name]} (100 x log10 red/green reflectance)`);
  add('uneven_tone', m.toneUnevenness, 2, 'ΔE00', 'Uneven tone: colour difference between regions (CIEDE2000, kL = 2)');
  add('dark_spots', m.darkSpotsPerCm2, 2, 'per cm²', `Dark spots (hyperpigmentation): ${m.darkSpotCount} found (round patches of 1 to 10 mm, darker than the skin around)`);
  add('blemishes', m.blemishesPerCm2, 2, 'per cm²', `Blemish candidates: ${m.blemishCount} found (round red spots of 1 to 10 mm, redder than the skin around)`);
  add('t_zone_shine', m.shineFraction * 100, 2, '%', 'T-zone shine (specular highlight share), an oiliness sign');
  add('texture', m.texture, 2, 'L* (SD)', 'Fine texture: roughness at about 1 mm (robust spread of lightness detail)');
  add('under_eye_darkness', m.underEyeDarkness, 1, 'ΔL*', 'Under-eye darkness (lightness of cheeks minus under-eyes)');
  add('skin_area', m.skinAreaCm2, 1, 'cm²', 'Skin area measured');
  return parameters;
}
