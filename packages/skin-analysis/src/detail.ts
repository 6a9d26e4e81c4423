// Spots, blemishes and fine texture: millimetre detail, measured region by region on the photo's own pixels
// (one region's box at a time, so the memory stays that of the largest region, not of the whole face).
import { spotBlobs } from './blobs';
import { imageToLab, specularTest, toneScale, type Lab } from './colour';
import type { Point } from './geometry';
import type { LabImage, Mask, RgbImage } from './image';
import { emptyMask, localMaskedMean, localMaskedMeans, maskArea, maskedValues } from './masks';
import { median } from './stats';
import type { RegionMasks } from './regions';
import { MIN_REGION_PIXELS, regionSkin, spotAreaRange } from './skin';

/** The regions whose detail is measured; texture leaves out the nose, whose edges and pores are not skin texture. */
export const DETAIL_REGIONS = ['forehead', 'left_cheek', 'right_cheek', 'nose', 'chin'] as const;
export type DetailRegion = (typeof DETAIL_REGIONS)[number];
export const TEXTURE_REGIONS: readonly DetailRegion[] = ['forehead', 'left_cheek', 'right_cheek', 'chin'];

// A dark spot is at least this much darker (L*, as on skin at REFERENCE_SKIN_L) than the skin around it,
const DARK_SPOT_DROP = 7;
// and at least this many times the region's own fine texture (its robust spread), so bumps are not spots.
const TEXTURE_MARGIN = 4;
// Texture is the roughest region's; a region needs this much skin (cm²) for its texture to count.
const TEXTURE_MIN_CM2 = 1;
// Faint shine is at least this much lighter (L*, as on skin at REFERENCE_SKIN_L) than the skin within 5 mm, and paler.
const HIGHLIGHT_RISE = 12;
// A red spot is at least this much redder (a*) than the skin around it.
const RED_SPOT_RISE = 8;

/** One region's pixels: its box of the photo and its mask (before skin is told from hair) over that box. */
export interface DetailTile {
  name: DetailRegion;
  image: RgbImage;
  mask: Mask;
}

export interface RegionDetail {
  /** Skin measured, cm². */
  areaCm2: number;
  darkSpotCount: number;
  darkSpotsPerCm2: number;
  blemishCount: number;
  blemishesPerCm2: number;
  /** NaN for the nose, and for too little skin. */
  texture: number;
}

/** Millimetre detail; NaN throughout when the face is too small for it (`detailResolved` false). */
export interface DetailMeasurements {
  /** Whether the face has the pixels for millimetre detail (DETAIL_MIN_PUPIL_PX between the pupils). */
  detailResolved: boolean;
  darkSpotCount: number;
  darkSpotsPerCm2: number;
  blemishCount: number;
  blemishesPerCm2: number;
  /** Robust standard deviation of fine (about 0.3 to 2 mm) L* detail, as on skin at REFERENCE_SKIN_L, of the roughest of forehead, cheeks and chin. */
  texture: number;
  regions: Record<DetailRegion, RegionDetail>;
}

const unmeasuredRegion = (): RegionDetail => ({ areaCm2: Number.NaN, darkSpotCount: Number.NaN, darkSpotsPerCm2: Number.NaN, blemishCount: Number.NaN, blemishesPerCm2: Number.NaN, texture: Number.NaN });

export function detailNotMeasured(): DetailMeasurements {
  return {
    detailResolved: false,
    darkSpotCount: Number.NaN,
    darkSpotsPerCm2: Number.NaN,
    blemishCount: Number.NaN,
    blemishesPerCm2: Number.NaN,
    texture: Number.NaN,
    regions: Object.fromEntries(DETAIL_REGIONS.map((name) => [name, unmeasuredRegion()])) as Record<DetailRegion, RegionDetail>,
  };
}

/** Tiles that are the whole image, one per region mask (for an image already at measuring scale). */
export function wholeImageTiles(image: RgbImage, regions: RegionMasks): DetailTile[] {
  return DETAIL_REGIONS.map((name) => ({ name, image, mask: regions[name] }));
}

/** L* and a* averaged over about 1.5 mm of skin around each pixel, so sensor grain is not taken for spots while 1 mm spots survive. */
function spotScale(lab: LabImage, mask: Mask, pxPerCm: number): { L: Float32Array; a: Float32Array } {
  const radius = Math.floor(0.075 * pxPerCm);
  if (radius < 1) return lab;
  const [L, a] = localMaskedMeans([lab.L, lab.a], mask, radius) as [Float32Array, Float32Array];
  return { L, a };
}

/** Counts local spots: pixels departing from their surroundings, grouped into roundish blobs of 1..10 mm. */
function countSpots(mask: Mask, pxPerCm: number, isSpot: (i: number) => boolean): number {
  const binary = new Uint8Array(mask.data.length);
  for (let i = 0; i < binary.length; i++) {
    if (mask.data[i] && isSpot(i)) binary[i] = 1;
  }
  const [minArea, maxArea] = spotAreaRange(pxPerCm);
  return spotBlobs(binary, mask.width, mask.height, minArea, maxArea, mask.data).length;
}

/**
 * The skin without its highlights and about 1 mm around them: reflections, not skin. A highlight is specular (lighter
 * towards white and whiter than the skin), or, for shine too faint to count as shine, lighter than the skin within
 * 5 mm by HIGHLIGHT_RISE (as on skin at REFERENCE_SKIN_L, over about 1.5 mm) and less saturated than it: added light
 * takes chroma away, while a lighter bump of the skin itself (shading, texture) keeps or raises it.
 */
function withoutHighlights(lab: LabImage, mask: Mask, skin: Lab, pxPerCm: number): Mask {
  const isSpecular = specularTest(skin);
  const around = localMaskedMeans([lab.L, lab.a, lab.b], mask, Math.max(2, Math.round(0.5 * pxPerCm))) as [Float32Array, Float32Array, Float32Array];
  const radius = Math.floor(0.075 * pxPerCm);
  const here = radius >= 1 ? (localMaskedMeans([lab.L, lab.a, lab.b], mask, radius) as [Float32Array, Float32Array, Float32Array]) : ([lab.L, lab.a, lab.b] as const);
  const highlight = new Float32Array(mask.data.length);
  for (let i = 0; i < highlight.length; i++) {
    if (!mask.data[i]) continue;
    const lighter = here[0][i]! - around[0][i]! >= HIGHLIGHT_RISE / toneScale(around[0][i]!);
    const paler = Math.hypot(here[1][i]!, here[2][i]!) < Math.hypot(around[1][i]!, around[2][i]!);
    highlight[i] = isSpecular(lab.L[i]!, lab.a[i]!, lab.b[i]!) || (lighter && paler) ? 1 : 0;
  }
  const whole = { width: mask.width, height: mask.height, data: new Uint8Array(mask.data.length).fill(1) };
  const near = localMaskedMean(highlight, whole, Math.max(1, Math.round(0.1 * pxPerCm)));
  const out = emptyMask(mask.width, mask.height);
  for (let i = 0; i < out.data.length; i++) out.data[i] = mask.data[i] && near[i]! === 0 ? 1 : 0;
  return out;
}

/**
 * Dark spots and red spots (blemish candidates) against the skin within about 5 mm, on `mask`, the skin without highlights.
 * `scale` expresses L* as on skin at REFERENCE_SKIN_L; `roughness` is the region's fine texture (same units). Where
 * the skin around is lighter than the person's skin, the drop counts relative to that lighter skin (its toneScale): a
 * lighter patch of skin does not make the skin beside it, or its own pores, read as dark spots.
 */
function countRegionSpots(lab: LabImage, mask: Mask, pxPerCm: number, scale: number, roughness: number): { dark: number; red: number } {
  const radius = Math.max(2, Math.round(0.5 * pxPerCm));
  const [L, a] = localMaskedMeans([lab.L, lab.a], mask, radius) as [Float32Array, Float32Array];
  const background = { L, a };
  const spot = spotScale(lab, mask, pxPerCm);
  const drop = Math.max(DARK_SPOT_DROP, TEXTURE_MARGIN * (Number.isFinite(roughness) ? roughness : 0));
  return {
    dark: countSpots(mask, pxPerCm, (i) => spot.L[i]! < background.L[i]! - drop / Math.min(scale, toneScale(background.L[i]!)) && spot.a[i]! < background.a[i]! + RED_SPOT_RISE / 2),
    red: countSpots(mask, pxPerCm, (i) => spot.a[i]! > background.a[i]! + RED_SPOT_RISE),
  };
}

/**
 * L* detail between about 0.3 and 2 mm: the mean over a box about 0.3 mm wide (single pixels while they are
 * coarser than 0.125 mm) minus the mean over a box about 2 mm wide, so the band stays put in millimetres
 * at any resolution and sensor grain is averaged away on large photos.
 */
function textureDetail(lab: LabImage, mask: Mask, pxPerCm: number): Float32Array {
  const fine = Math.floor(0.0125 * pxPerCm);
  const fineL = fine >= 1 ? localMaskedMean(lab.L, mask, fine) : lab.L;
  const coarseL = localMaskedMean(lab.L, mask, Math.max(1, Math.round(0.1 * pxPerCm)));
  const detail = new Float32Array(lab.L.length);
  for (let i = 0; i < detail.length; i++) detail[i] = fineL[i]! - coarseL[i]!;
  return maskedValues(detail, mask);
}

/** 1.4826 x median absolute deviation: a standard deviation unmoved by a few spots or highlights. */
function robustSpread(values: Float32Array): number {
  if (values.length < MIN_REGION_PIXELS) return Number.NaN;
  const centre = median(values);
  const deviations = values.map((value) => Math.abs(value - centre));
  return 1.4826 * median(deviations);
}

/**
 * Spots, blemishes and texture, region by region. `pxPerCm` is the tiles' scale, `reference` the cheeks'
 * median colour from the colour pass (to tell skin from hair), `down` the face's downward direction. Tiles
 * are taken one at a time, so a generator keeps only one region's pixels alive.
 */
export function measureDetail(tiles: Iterable<DetailTile>, pxPerCm: number, reference: Lab, down: Point): DetailMeasurements {
  const regions = detailNotMeasured().regions;
  const scale = toneScale(reference.L);
  let area = 0;
  let darkSpotCount = 0;
  let blemishCount = 0;
  for (const { name, image, mask } of tiles) {
    const lab = imageToLab(image);
    const skin = regionSkin(lab, mask, name, { reference, pxPerCm, down }).kept;
    const pixels = maskArea(skin);
    if (pixels < MIN_REGION_PIXELS) continue;
    const areaCm2 = pixels / pxPerCm ** 2;
    // Fine texture of every region, the nose's too (its pores raise the bar for its spots), but the nose's is not reported.
    // Highlights are reflections, not skin: left out of the texture and of the skin that spots are compared with.
    const matte = withoutHighlights(lab, skin, reference, pxPerCm);
    const roughness = scale * robustSpread(textureDetail(lab, matte, pxPerCm));
    const spots = countRegionSpots(lab, matte, pxPerCm, scale, roughness);
    regions[name] = {
      areaCm2,
      darkSpotCount: spots.dark,
      darkSpotsPerCm2: spots.dark / areaCm2,
      blemishCount: spots.red,
      blemishesPerCm2: spots.red / areaCm2,
      texture: TEXTURE_REGIONS.includes(name) ? roughness : Number.NaN,
    };
    area += areaCm2;
    darkSpotCount += spots.dark;
    blemishCount += spots.red;
  }
  // The roughest region counts, as the reddest does for redness: smooth areas must not outvote rough cheeks.
  const textures = TEXTURE_REGIONS.map((name) => regions[name]).filter((region) => region.areaCm2 >= TEXTURE_MIN_CM2 && Number.isFinite(region.texture));
  return {
    detailResolved: true,
    darkSpotCount: area > 0 ? darkSpotCount : Number.NaN,
    darkSpotsPerCm2: area > 0 ? darkSpotCount / area : Number.NaN,
    blemishCount: area > 0 ? blemishCount : Number.NaN,
    blemishesPerCm2: area > 0 ? blemishCount / area : Number.NaN,
    texture: textures.length > 0 ? Math.max(...textures.map((region) => region.texture)) : Number.NaN,
    regions,
  };
}
