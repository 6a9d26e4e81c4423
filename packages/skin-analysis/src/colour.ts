import type { LabImage, RgbImage } from './image';

export interface Lab {
  L: number;
  a: number;
  b: number;
}

// D65 reference white (CIE 1931 2° observer), the white point of sRGB.
const WHITE_X = 0.95047;
const WHITE_Y = 1.0;
const WHITE_Z = 1.08883;
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

/** IEC 61966-2-1 sRGB decoding of one 8-bit channel to linear light (0..1). */
function srgbToLinear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

const LINEAR_LUT = Float32Array.from({ length: 256 }, (_, i) => srgbToLinear(i));

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116;
}

/** Linear-light sRGB (0..1 per channel) to CIELAB under D65. */
export function linearToLab(rl: number, gl: number, bl: number): Lab {
  const x = (0.4124564 * rl + 0.3575761 * gl + 0.1804375 * bl) / WHITE_X;
  const y = (0.2126729 * rl + 0.7151522 * gl + 0.072175 * bl) / WHITE_Y;
  const z = (0.0193339 * rl + 0.119192 * gl + 0.9503041 * bl) / WHITE_Z;
  const fx = labF(x);
  const fy = labF(y);
  const fz = labF(z);
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Converts a whole image, 8-bit sRGB, to CIELAB planes under D65. */
export function imageToLab(image: RgbImage): LabImage {
  const n = image.width * image.height;
  const L = new Float32Array(n);
  const a = new Float32Array(n);
  const b = new Float32Array(n);
  const { data } = image;
  for (let p = 0, i = 0; p < n; p++, i += 3) {
    const lab = linearToLab(LINEAR_LUT[data[i]!]!, LINEAR_LUT[data[i + 1]!]!, LINEAR_LUT[data[i + 2]!]!);
    L[p] = lab.L;
    a[p] = lab.a;
    b[p] = lab.b;
  }
  return { width: image.width, height: image.height, L, a, b };
}

/** Linear-light red and green of a pixel, for the erythema index. */
export function linearChannel(channel: number): number {
  return LINEAR_LUT[channel] ?? 0;
}

export function chroma(lab: Lab): number {
  return Math.hypot(lab.a, lab.b);
}

/**
 * Individual typology angle (Chardon, Cretois and Hourseau 1991):
 * ITA° = arctan((L* - 50) / b*) in degrees.
 */
export function individualTypologyAngle(L: number, b: number): number {
  return (Math.atan2(L - 50, b) * 180) / Math.PI;
}

export type ItaCategory = 'very light' | 'light' | 'intermediate' | 'tan' | 'brown' | 'dark';

/** Skin colour categories of Del Bino et al. (2006) over ITA°. */
export function itaCategory(ita: number): ItaCategory {
  if (ita > 55) return 'very light';
  if (ita > 41) return 'light';
  if (ita > 28) return 'intermediate';
  if (ita > 10) return 'tan';
  if (ita > -30) return 'brown';
  return 'dark';
}

const DEG = Math.PI / 180;

/** CIEDE2000 colour difference (Sharma, Wu and Dalal 2005); kC = kH = 1, lightness weight kL. */
export function deltaE2000(x: Lab, y: Lab, kL = 1): number {
  const c1 = Math.hypot(x.a, x.b);
  const c2 = Math.hypot(y.a, y.b);
  const cMean = (c1 + c2) / 2;
  const cMean7 = cMean ** 7;
  const g = 0.5 * (1 - Math.sqrt(cMean7 / (cMean7 + 25 ** 7)));
  const a1 = (1 + g) * x.a;
  const a2 = (1 + g) * y.a;
  const c1p = Math.hypot(a1, x.b);
  const c2p = Math.hypot(a2, y.b);
  const h1p = hueDegrees(x.b, a1);
  const h2p = hueDegrees(y.b, a2);

  const dLp = y.L - x.L;
  const dCp = c2p - c1p;
  let dhp = 0;
  if (c1p * c2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin((dhp / 2) * DEG);

  const lMean = (x.L + y.L) / 2;
  const cpMean = (c1p + c2p) / 2;
  let hpMean = h1p + h2p;
  if (c1p * c2p !== 0) {
    if (Math.abs(h1p - h2p) <= 180) hpMean = (h1p + h2p) / 2;
    else if (h1p + h2p < 360) hpMean = (h1p + h2p + 360) / 2;
    else hpMean = (h1p + h2p - 360) / 2;
  }
  const t =
    1 -
    0.17 * Math.cos((hpMean - 30) * DEG) +
    0.24 * Math.cos(2 * hpMean * DEG) +
    0.32 * Math.cos((3 * hpMean + 6) * DEG) -
    0.2 * Math.cos((4 * hpMean - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((hpMean - 275) / 25) ** 2));
  const cpMean7 = cpMean ** 7;
  const rc = 2 * Math.sqrt(cpMean7 / (cpMean7 + 25 ** 7));
  const sl = 1 + (0.015 * (lMean - 50) ** 2) / Math.sqrt(20 + (lMean - 50) ** 2);
  const sc = 1 + 0.045 * cpMean;
  const sh = 1 + 0.015 * cpMean * t;
  const rt = -Math.sin(2 * dTheta * DEG) * rc;
  const termL = dLp / (kL * sl);
  const termC = dCp / sc;
  const termH = dHp / sh;
  return Math.sqrt(termL ** 2 + termC ** 2 + termH ** 2 + rt * termC * termH);
}

function hueDegrees(b: number, a: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h >= 0 ? h : h + 360;
}

/** L* of a typical light skin: the lightness at which tone-relative differences are expressed. */
export const REFERENCE_SKIN_L = 65;

/**
 * The factor that turns an L* difference measured on skin of lightness `skinL` into the difference the same
 * change of reflectance makes on skin at REFERENCE_SKIN_L. Pigment and shading multiply reflectance, and L* + 16
 * follows its cube root, so ΔL* / (L* + 16) is alike on every tone: a spot, a bump or a dark circle then counts
 * the same on deep skin as on light skin.
 */
export function toneScale(skinL: number): number {
  return Number.isFinite(skinL) ? (REFERENCE_SKIN_L + 16) / (Math.max(5, skinL) + 16) : 1;
}

// Relative absorbance of the skin's two pigments over the red, green and blue bands of sRGB: oxy-haemoglobin absorbs
// green most, blue less and red hardly; melanin's absorbance falls steadily from blue to red (as in the skin-colour
// separations of dermatology imaging, e.g. Tsumura et al. 1999: optical density = melanin + haemoglobin + shading).
export const HAEMOGLOBIN_ABSORBANCE = [0.08, 1, 0.6] as const;
export const MELANIN_ABSORBANCE = [0.55, 0.8, 1] as const;

type Rgb = readonly [number, number, number];
const det3 = (c0: Rgb, c1: Rgb, c2: Rgb): number =>
  c0[0] * (c1[1] * c2[2] - c1[2] * c2[1]) - c1[0] * (c0[1] * c2[2] - c0[2] * c2[1]) + c2[0] * (c0[1] * c1[2] - c0[2] * c1[1]);

/**
 * Skin colours (linear RGB) as they would be without their differences in haemoglobin: each one's optical density
 * (-log10 of reflectance) less the mean's is split into melanin, haemoglobin and shading (grey), and the haemoglobin
 * part taken out. What is left is pigment and light: what evenness describes, redness having its own score.
 */
export function withoutHaemoglobin(colours: readonly Rgb[]): Array<[number, number, number]> {
  const density = colours.map((rgb) => rgb.map((c) => -Math.log10(Math.max(c, 1e-4))) as unknown as Rgb);
  const mean = [0, 1, 2].map((c) => density.reduce((sum, d) => sum + d[c]!, 0) / density.length) as unknown as Rgb;
  const grey: Rgb = [1, 1, 1];
  const denominator = det3(MELANIN_ABSORBANCE, HAEMOGLOBIN_ABSORBANCE, grey);
  return colours.map((rgb, k) => {
    const difference = [0, 1, 2].map((c) => density[k]![c]! - mean[c]!) as unknown as Rgb;
    const haemoglobin = det3(MELANIN_ABSORBANCE, difference, grey) / denominator;
    return rgb.map((c, channel) => c * 10 ** (haemoglobin * HAEMOGLOBIN_ABSORBANCE[channel]!)) as [number, number, number];
  });
}

/** A colour's optical density (-log10 of linear reflectance) split into melanin, haemoglobin and shading (grey) densities. */
export function pigmentDensities(rgb: Rgb): { melanin: number; haemoglobin: number; shading: number } {
  const density = rgb.map((c) => -Math.log10(Math.max(c, 1e-4))) as unknown as Rgb;
  const grey: Rgb = [1, 1, 1];
  const denominator = det3(MELANIN_ABSORBANCE, HAEMOGLOBIN_ABSORBANCE, grey);
  return {
    melanin: det3(density, HAEMOGLOBIN_ABSORBANCE, grey) / denominator,
    haemoglobin: det3(MELANIN_ABSORBANCE, density, grey) / denominator,
    shading: det3(MELANIN_ABSORBANCE, HAEMOGLOBIN_ABSORBANCE, density) / denominator,
  };
}

// A highlight is at least this much lighter than the skin (L*), and at least this share of the way from the skin's
// own lightness to white (12 L* on skin at REFERENCE_SKIN_L, 22 on skin at L* 37), as the same reflection is on deeper skin.
const SHINE_MIN_RISE = 12;
export const SHINE_HEADROOM = SHINE_MIN_RISE / (100 - REFERENCE_SKIN_L);

/** The test of a specular highlight on skin of median colour `skin`: lighter by SHINE_MIN_RISE and SHINE_HEADROOM of the way to white, and whiter. */
export function specularTest(skin: Lab): (L: number, a: number, b: number) => boolean {
  const minL = skin.L + Math.max(SHINE_MIN_RISE, SHINE_HEADROOM * (100 - skin.L));
  const maxChromaSquared = (0.75 * chroma(skin)) ** 2;
  // Reflected light is the light's colour: it lifts lightness towards white and takes chroma away.
  return (L, a, b) => L >= minL && a * a + b * b <= maxChromaSquared;
}
