import { findBlobs } from './blobs';
import { specularTest, type Lab } from './colour';
import type { Point } from './geometry';
import type { LabImage, Mask } from './image';
import { emptyMask, maskedValues } from './masks';
import { median } from './stats';
import type { MaskName } from './regions';

// Fewer pixels than this in a region give no trustworthy statistic.
export const MIN_REGION_PIXELS = 20;
// [CIE76 distance, L* drop] beyond which a pixel is hair, shadow or background rather than skin.
const SKIN_TOLERANCE = [28, 30] as const;
const FOREHEAD_TOLERANCE = [18, 16] as const;
// Redness differs between regions of the same skin: a* counts only beyond this, so flushed cheeks do not make a calm forehead read as hair.
const REDNESS_SLACK = 6;

/** How skin is told from hair and shadow: the cheeks' colour, the scale and the face's downward direction. */
export interface SkinFilter {
  /** Median colour of the cheeks. */
  reference: Lab;
  pxPerCm: number;
  down: Point;
}

export function medianLab(lab: LabImage, mask: Mask): Lab {
  return { L: median(maskedValues(lab.L, mask)), a: median(maskedValues(lab.a, mask)), b: median(maskedValues(lab.b, mask)) };
}

/** Spot sizes counted as spots: 1 to 10 mm across, in pixels, and never under 3 pixels (two bright or dark pixels are grain). */
export function spotAreaRange(pxPerCm: number): [number, number] {
  const pxPerMm = pxPerCm / 10;
  return [Math.max(3, (Math.PI / 4) * pxPerMm ** 2), (Math.PI / 4) * (10 * pxPerMm) ** 2];
}

export interface RegionSkin {
  /** The skin pixels measured. */
  kept: Mask;
  /** The region as measured before single pixels are judged: the forehead cut at the hairline, the others whole. */
  extent: Mask;
}

/**
 * Keeps the pixels of a region whose colour is close to the cheek skin or redder than it, plus bright
 * low-chroma pixels (specular shine), so hair, brows and deep shadow drop out. Enclosed spot-sized holes
 * are kept: they are dark spots, not hair. The forehead, where a fringe often falls, is cut at the
 * hairline and gets a stricter tolerance.
 */
export function regionSkin(lab: LabImage, region: Mask, name: MaskName, { reference, pxPerCm, down }: SkinFilter): RegionSkin {
  const { width, height } = region;
  if (!Number.isFinite(reference.L)) return { kept: region, extent: region };
  // Shine is skin; the test is relative to this person's skin, so pale hair over a darker face is not taken for shine.
  const isSpecular = specularTest(reference);
  const [tolerance, maxDarker] = name === 'forehead' ? FOREHEAD_TOLERANCE : SKIN_TOLERANCE;
  // Squared distances: Math.hypot is slow, and this runs on every pixel at full resolution.
  const skinLike = (i: number): boolean => {
    const L = lab.L[i]!;
    const a = lab.a[i]!;
    const b = lab.b[i]!;
    if (isSpecular(L, a, b)) return true;
    // Redder than the cheeks is still skin (flush, blemish); far darker is hair or shadow.
    const dL = L - reference.L;
    const da = Math.max(0, Math.abs(a - reference.a) - REDNESS_SLACK);
    const db = b - reference.b;
    return L > reference.L - maxDarker && (dL * dL + da * da + db * db < tolerance * tolerance || a > reference.a + 5);
  };
  // On the forehead, this person's own hair colour, when it differs from their skin, is told apart first.
  const isHair = name === 'forehead' ? hairTest(lab, region, reference, down) : null;
  const notHair = isHair ? (i: number): boolean => isSpecular(lab.L[i]!, lab.a[i]!, lab.b[i]!) || (!isHair(i) && skinLike(i)) : skinLike;
  const extent = name === 'forehead' ? belowHairline(region, notHair, pxPerCm, down) : region;
  const kept = emptyMask(width, height);
  const rejected = new Uint8Array(width * height);
  for (let i = 0; i < extent.data.length; i++) {
    if (!extent.data[i]) continue;
    if (notHair(i)) kept.data[i] = 1;
    else rejected[i] = 1;
  }
  // Enclosed spot-sized holes are spots, not hair: put them back.
  const maxSpotArea = spotAreaRange(pxPerCm)[1];
  const holes = findBlobs(rejected, width, height, extent.data).filter((blob) => !blob.touchesEdge && blob.area <= maxSpotArea);
  if (holes.length > 0) {
    const seeds = new Uint8Array(width * height);
    for (const hole of holes) seeds[hole.seed] = 1;
    floodRefill(rejected, seeds, kept.data, width, height);
  }
  return { kept, extent };
}

// Two colours closer than this (CIE76) are one: no hair of a colour of its own.
const HAIR_SEPARATION = 12;

/**
 * This person's skin against their hair, from the forehead region's own pixels: two colour clusters (k-means, k = 2)
 * seeded with the cheeks' colour and the colour of the region's top fifth (along the face's vertical), where hair
 * falls. Returns whether a pixel is nearer the hair cluster, or null when the two are alike (no hair seen), so
 * hair paler or greyer than the skin is told apart as well as darker hair.
 */
function hairTest(lab: LabImage, region: Mask, reference: Lab, down: Point): ((i: number) => boolean) | null {
  const { width } = region;
  const pixels: number[] = [];
  region.data.forEach((inside, i) => inside && pixels.push(i));
  if (pixels.length < 2 * MIN_REGION_PIXELS) return null;
  const depth = (i: number): number => (i % width) * down.x + Math.floor(i / width) * down.y;
  const depths = Float32Array.from(pixels, depth).sort();
  const topFifth = depths[Math.floor(0.2 * (depths.length - 1))]!;
  const top = pixels.filter((i) => depth(i) <= topFifth);
  const medianOf = (list: readonly number[]): Lab => ({
    L: median(Float32Array.from(list, (i) => lab.L[i]!)),
    a: median(Float32Array.from(list, (i) => lab.a[i]!)),
    b: median(Float32Array.from(list, (i) => lab.b[i]!)),
  });
  const distance = (i: number, c: Lab): number => (lab.L[i]! - c.L) ** 2 + (lab.a[i]! - c.a) ** 2 + (lab.b[i]! - c.b) ** 2;
  let skin = reference;
  let hair = medianOf(top);
  for (let round = 0; round < 4; round++) {
    const nearHair = pixels.filter((i) => distance(i, hair) < distance(i, skin));
    const nearSkin = pixels.filter((i) => distance(i, hair) >= distance(i, skin));
    if (nearHair.length < MIN_REGION_PIXELS || nearSkin.length < MIN_REGION_PIXELS) return null;
    hair = medianOf(nearHair);
    skin = medianOf(nearSkin);
  }
  if (Math.hypot(hair.L - skin.L, hair.a - skin.a, hair.b - skin.b) < HAIR_SEPARATION) return null;
  const [s, h] = [skin, hair];
  return (i) => distance(i, h) < distance(i, s);
}

/**
 * Cuts a forehead region at the hairline: walking up from the brows, the first two pixel rows
 * (along the face's own vertical) where less than half the pixels look like skin, plus a margin.
 */
function belowHairline(region: Mask, isSkin: (i: number) => boolean, pxPerCm: number, down: Point): Mask {
  const { width } = region;
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
  const out = emptyMask(width, region.height);
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
