import { chroma, deltaE2000, HAEMOGLOBIN_ABSORBANCE, imageToLab, individualTypologyAngle, itaCategory, linearChannel, linearToLab, pigmentDensities, specularTest, toneScale, withoutHaemoglobin, type ItaCategory, type Lab } from './colour';
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
  /** Mean colour difference (CIEDE2000, kL = 2) between forehead, cheeks and chin, their haemoglobin differences taken out. */
  toneUnevenness: number;
  /** Share of T-zone skin (forehead, between the brows, nose) that is specular highlight, 0..1. */
  shineFraction: number;
  /** The same share on each of forehead, nose and chin. */
  shine: Record<ShineRegion, number>;
  /** Median L* of the upper cheeks minus that of the under-eye skin, as on skin at REFERENCE_SKIN_L. */
  underEyeDarkness: number;
  /** The same per side, each under-eye against the upper cheek below it. */
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

/** Share of the skin of some regions that is specular, each region's pixels against that region's own median colour (a flushed nose must not make the forehead read as shine). */
function shineFraction(lab: LabImage, parts: readonly Mask[]): number {
  let area = 0;
  let specular = 0;
  for (const mask of parts) {
    const pixels = maskArea(mask);
    if (pixels < MIN_REGION_PIXELS) continue;
    area += pixels;
    const isSpecular = specularTest(medianLab(lab, mask));
    for (let i = 0; i < mask.data.length; i++) {
      if (mask.data[i] && isSpecular(lab.L[i]!, lab.a[i]!, lab.b[i]!)) specular += 1;
    }
  }
  return area >= MIN_REGION_PIXELS ? specular / area : Number.NaN;
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

/** Median linear-light red, green and blue of the pixels under a mask. */
function medianLinear(image: RgbImage, mask: Mask): [number, number, number] {
  const channel = (c: number): number => {
    const values = new Float32Array(maskArea(mask));
    let k = 0;
    for (let p = 0; p < mask.data.length; p++) if (mask.data[p]) values[k++] = linearChannel(image.data[p * 3 + c]!);
    return median(values);
  };
  return [channel(0), channel(1), channel(2)];
}

/** Whether `pxPerCm` resolves millimetre detail: spots from 1 mm (3 pixels) and texture at about 1 mm. */
export function resolvesDetail(pxPerCm: number): boolean {
  return pxPerCm >= DETAIL_PX_PER_MM * 10;
}

/** Median L* of one mask minus that of another, as on skin at REFERENCE_SKIN_L (`scale`); NaN when either is too small. */
function lightnessDrop(lab: LabImage, from: Mask, to: Mask, scale: number): number {
  if (maskArea(from) < MIN_REGION_PIXELS || maskArea(to) < MIN_REGION_PIXELS) return Number.NaN;
  return scale * (median(maskedValues(lab.L, from)) - median(maskedValues(lab.L, to)));
}

/** The upper half of a cheek (along the face's own vertical): the skin next to the under-eye, in the same light. */
function upperHalf(mask: Mask, down: Point): Mask {
  const { width } = mask;
  const depth = (i: number): number => (i % width) * down.x + Math.floor(i / width) * down.y;
  const depths: number[] = [];
  mask.data.forEach((inside, i) => inside && depths.push(depth(i)));
  if (depths.length === 0) return mask;
  const middle = median(Float32Array.from(depths));
  return { ...mask, data: mask.data.map((inside, i) => (inside && depth(i) <= middle ? 1 : 0)) };
}

/**
 * The cheeks' median colour, the yardstick of skin (hair and shadow are told from it, and lightness differences are
 * counted relative to it), with any haemoglobin they have beyond the chin's taken out: flushed cheeks must not make
 * the yardstick darker and redder, or a flush would let hair in as skin and rescale spots and texture elsewhere.
 */
function calmReference(image: RgbImage, lab: LabImage, regions: RegionMasks): Lab {
  const cheeks = pickMasks(regions, CHEEKS);
  const reference = medianLab(lab, cheeks);
  if (maskArea(cheeks) < MIN_REGION_PIXELS || maskArea(regions.chin) < MIN_REGION_PIXELS) return reference;
  const cheekColour = medianLinear(image, cheeks);
  const excess = pigmentDensities(cheekColour).haemoglobin - pigmentDensities(medianLinear(image, regions.chin)).haemoglobin;
  if (!(excess > 0)) return reference;
  const observed = linearToLab(...cheekColour);
  const calm = linearToLab(...(cheekColour.map((c, channel) => c * 10 ** (excess * HAEMOGLOBIN_ABSORBANCE[channel]!)) as [number, number, number]));
  return { L: reference.L + calm.L - observed.L, a: reference.a + calm.a - observed.a, b: reference.b + calm.b - observed.b };
}

/**
 * Colour, shine and under-eye measures of one face. `regions` are masks over `image`; `pxPerCm` is the
 * image scale (from the pupil distance); `down` is the face's own downward direction (for the hairline).
 */
export function measureColour(image: RgbImage, regions: RegionMasks, pxPerCm: number, down: Point = { x: 0, y: 1 }): ColourPass {
  const lab = imageToLab(image);
  const reference = calmReference(image, lab, regions);
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

  // Evenness is pigment: lightness and the melanin direction, not redness, which has its own score.
  const scale = toneScale(reference.L);
  const measured = TONE_REGIONS.filter((name) => regionAreas[name] >= MIN_REGION_PIXELS);
  const toneColours = withoutHaemoglobin(measured.map((name) => medianLinear(image, skin[name]))).map(([r, g, b]) => linearToLab(r, g, b));
  const differences: number[] = [];
  for (let i = 0; i < toneColours.length; i++) {
    for (let j = i + 1; j < toneColours.length; j++) differences.push(deltaE2000(toneColours[i]!, toneColours[j]!, TONE_KL));
  }
  const nextToEye = { left: upperHalf(skin.left_cheek, down), right: upperHalf(skin.right_cheek, down) };

  const tZone = pick(T_ZONE);
  const measurements: ColourMeasurements = {
    ita,
    itaCategory: itaCategory(ita),
    redness,
    erythema,
    toneUnevenness: differences.length > 0 ? differences.reduce((s, d) => s + d, 0) / differences.length : Number.NaN,
    shineFraction: shineFraction(lab, T_ZONE.map((name) => skin[name]).filter((mask) => mask !== undefined)),
    shine: { forehead: shineFraction(lab, [skin.forehead]), nose: shineFraction(lab, [skin.nose]), chin: shineFraction(lab, [skin.chin]) },
    underEyeDarkness: lightnessDrop(lab, pickMasks({ ...skin, left_cheek: nextToEye.left, right_cheek: nextToEye.right }, CHEEKS), pick(['left_under_eye', 'right_under_eye']), scale),
    underEyeDarknessBySide: { left: lightnessDrop(lab, nextToEye.left, skin.left_under_eye, scale), right: lightnessDrop(lab, nextToEye.right, skin.right_under_eye, scale) },
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
