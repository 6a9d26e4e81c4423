import { chroma, deltaE2000, imageToLab, individualTypologyAngle, itaCategory, linearChannel, type ItaCategory, type Lab } from './colour';
import { detailNotMeasured, measureDetail, wholeImageTiles, type DetailMeasurements } from './detail';
import { DETAIL_PX_PER_MM, INTER_PUPIL_MM, type Point } from './geometry';
import type { LabImage, Mask, RgbImage } from './image';
import { maskArea, maskedValues } from './masks';
import { median } from './stats';
import { pickMasks, REGION_NAMES, type MaskName, type RegionMasks, type RegionName } from './regions';
import { medianLab, MIN_REGION_PIXELS, regionSkin, type SkinFilter } from './skin';

export { REGION_NAMES, type RegionMasks, type RegionName } from './regions';

/** Average adult inter-pupillary distance (cm), the ruler of the photo. */
export const INTER_PUPIL_CM = INTER_PUPIL_MM / 10;

/** One measured parameter as shown to the user. */
export interface SkinParameter {
  value: number;
  unit: string;
  label: string;
}

/** The regions whose shine is reported on their own. */
export const SHINE_REGIONS = ['forehead', 'nose', 'chin'] as const;
export type ShineRegion = (typeof SHINE_REGIONS)[number];

/** Colour, shine and under-eye measures; NaN where a region was too small to measure. */
export interface ColourMeasurements {
  /** Individual typology angle of the cheeks and forehead, degrees. */
  ita: number;
  itaCategory: ItaCategory;
  /** Median CIELAB a* per region. */
  redness: Record<RegionName, number>;
  /** Erythema index 100·log10(R/G) of linear reflectance, median per region. */
  erythema: Record<RegionName, number>;
  /** Mean CIEDE2000 (kL = 2) difference between forehead, cheeks and chin. */
  toneUnevenness: number;
  /** Share of T-zone skin (forehead, between the brows, nose) that is specular highlight, 0..1. */
  shineFraction: number;
  /** The same share on each of forehead, nose and chin. */
  shine: Record<ShineRegion, number>;
  /** Median L* of the cheeks minus that of the under-eye skin. */
  underEyeDarkness: number;
  /** The same per side, each under-eye against the cheek below it. */
  underEyeDarknessBySide: { left: number; right: number };
  skinAreaCm2: number;
  /** Median CIELAB chroma of the cheeks and forehead: near 0 in a black-and-white photo. */
  skinChroma: number;
  /** Skin pixels kept per region after hair and shadow are removed. */
  regionAreas: Record<RegionName, number>;
  /** The same for the T-zone. */
  tZoneArea: number;
}

export type SkinMeasurements = ColourMeasurements & DetailMeasurements;

/** What the colour pass found besides its measures: the skin it measured and the colour that tells skin from hair. */
export interface ColourPass {
  measurements: ColourMeasurements;
  /** Each region as measured (the forehead cut at the hairline), before single pixels were judged: for its outline. */
  extents: Record<MaskName, Mask>;
  skinFilter: SkinFilter;
}

// Lighting changes lightness most, so region differences weigh L* half (CIEDE2000 kL = 2).
const TONE_KL = 2;

const CHEEKS: readonly RegionName[] = ['left_cheek', 'right_cheek'];
const TONE_REGIONS: readonly RegionName[] = ['forehead', 'left_cheek', 'right_cheek', 'chin'];
const T_ZONE: readonly MaskName[] = ['forehead', 'glabella', 'nose'];

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

/** Whether `pxPerCm` resolves millimetre detail: spots from 1 mm (3 pixels) and texture at about 1 mm. */
export function resolvesDetail(pxPerCm: number): boolean {
  return pxPerCm >= DETAIL_PX_PER_MM * 10;
}

/** Median L* of one mask minus that of another; NaN when either is too small. */
function lightnessDrop(lab: LabImage, from: Mask, to: Mask): number {
  if (maskArea(from) < MIN_REGION_PIXELS || maskArea(to) < MIN_REGION_PIXELS) return Number.NaN;
  return median(maskedValues(lab.L, from)) - median(maskedValues(lab.L, to));
}

/**
 * Colour, shine and under-eye measures of one face. `regions` are masks over `image`; `pxPerCm` is the
 * image scale (from the pupil distance); `down` is the face's own downward direction (for the hairline).
 */
export function measureColour(image: RgbImage, regions: RegionMasks, pxPerCm: number, down: Point = { x: 0, y: 1 }): ColourPass {
  const lab = imageToLab(image);
  const reference = medianLab(lab, pickMasks(regions, CHEEKS));
  const skinFilter: SkinFilter = { reference, pxPerCm, down };
  const names: MaskName[] = regions.glabella ? [...REGION_NAMES, 'glabella'] : [...REGION_NAMES];
  const skin = {} as Record<MaskName, Mask>;
  const extents = {} as Record<MaskName, Mask>;
  for (const name of names) {
    const result = regionSkin(lab, regions[name]!, name, skinFilter);
    skin[name] = result.kept;
    extents[name] = result.extent;
  }
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
  const pick = (chosen: readonly MaskName[]): Mask => pickMasks(skin, chosen.filter((name) => skin[name]));

  const tone = medianLab(lab, pick(['forehead', ...CHEEKS]));
  const ita = individualTypologyAngle(tone.L, tone.b);

  const toneColours = TONE_REGIONS.map((name) => regionColour[name]).filter((colour) => Number.isFinite(colour.L));
  const differences: number[] = [];
  for (let i = 0; i < toneColours.length; i++) {
    for (let j = i + 1; j < toneColours.length; j++) differences.push(deltaE2000(toneColours[i]!, toneColours[j]!, TONE_KL));
  }

  const tZone = pick(T_ZONE);
  const measurements: ColourMeasurements = {
    ita,
    itaCategory: itaCategory(ita),
    redness,
    erythema,
    toneUnevenness: differences.length > 0 ? differences.reduce((s, d) => s + d, 0) / differences.length : Number.NaN,
    shineFraction: shineFraction(lab, tZone),
    shine: { forehead: shineFraction(lab, skin.forehead), nose: shineFraction(lab, skin.nose), chin: shineFraction(lab, skin.chin) },
    underEyeDarkness: lightnessDrop(lab, pick(CHEEKS), pick(['left_under_eye', 'right_under_eye'])),
    underEyeDarknessBySide: { left: lightnessDrop(lab, skin.left_cheek, skin.left_under_eye), right: lightnessDrop(lab, skin.right_cheek, skin.right_under_eye) },
    // Regions never share a pixel, so their areas add up.
    skinAreaCm2: REGION_NAMES.reduce((sum, name) => sum + regionAreas[name], 0) / pxPerCm ** 2,
    skinChroma: chroma(tone),
    regionAreas,
    tZoneArea: maskArea(tZone),
  };
  return { measurements, extents, skinFilter };
}

/** Every measure of a face from one image at one scale: detail too when the scale resolves it. */
export function measureSkin(image: RgbImage, regions: RegionMasks, pxPerCm: number, down: Point = { x: 0, y: 1 }): SkinMeasurements {
  const { measurements, skinFilter } = measureColour(image, regions, pxPerCm, down);
  const detail = resolvesDetail(pxPerCm) ? measureDetail(wholeImageTiles(image, regions), pxPerCm, skinFilter.reference, down) : detailNotMeasured();
  return { ...measurements, ...detail };
}
