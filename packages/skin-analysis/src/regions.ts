import { faceFrame, faceOutline, lerp, shiftInFrame, centroid, type FaceFrame, type Point } from './geometry';
import type { Mask } from './image';
import { emptyMask, rasterizePolygon, unionMasks } from './masks';

/** Skin regions, named from the person's own point of view (their left cheek is on the right of the photo). They never share a pixel. */
export const REGION_NAMES = ['forehead', 'left_cheek', 'right_cheek', 'nose', 'chin', 'left_under_eye', 'right_under_eye'] as const;
export type RegionName = (typeof REGION_NAMES)[number];

/** The skin between the brows: no region of its own, part of the T-zone. */
export type MaskName = RegionName | 'glabella';
const MASK_NAMES: readonly MaskName[] = [...REGION_NAMES, 'glabella'];

export type RegionMasks = Record<RegionName, Mask> & { glabella?: Mask };

/** Where a region lies, from the landmarks: its outline, and what is cut out of it. */
export interface FaceGeometry {
  frame: FaceFrame;
  /** Each region's outline before the face edge, eyes, brows, lips and nostrils are cut out. */
  polygons: Record<MaskName, Point[]>;
  /** The T-zone: forehead, the skin between the brows, and the nose. */
  tZone: Point[];
  /** The jaw line closed over the forehead. */
  outline: Point[];
  /** Eyes, brows, lips and nostrils. */
  exclusions: Point[][];
}

export interface FaceRegions extends FaceGeometry {
  masks: RegionMasks & { glabella: Mask };
  /** The whole face inside the outline, used for image quality. */
  face: Mask;
}

const range = (from: number, to: number): number[] => Array.from({ length: Math.abs(to - from) + 1 }, (_, k) => (from <= to ? from + k : from - k));

function scaleAbout(points: readonly Point[], factor: number): Point[] {
  const c = centroid(points);
  return points.map((p) => lerp(c, p, factor));
}

/** Regions of a face from its 68 landmarks (iBUG order), as outlines. */
export function faceGeometry(landmarks: readonly Point[]): FaceGeometry {
  const frame = faceFrame(landmarks);
  const lm = (i: number): Point => landmarks[i]!;
  const shift = (p: Point, s: number, t: number): Point => shiftInFrame(frame, p, s, t);
  const at = (s: number, t: number): Point => shift(frame.origin, s, t);

  const brow = (from: number, to: number): Point[] => [...range(from, to).map((i) => shift(lm(i), 0, -0.12)), ...range(to, from).map((i) => shift(lm(i), 0, 0.1))];
  const exclusions = [
    scaleAbout(range(36, 41).map(lm), 1.8),
    scaleAbout(range(42, 47).map(lm), 1.8),
    brow(17, 21),
    brow(22, 26),
    scaleAbout(range(48, 59).map(lm), 1.2),
    [shift(lm(31), -0.1, -0.12), shift(lm(35), 0.1, -0.12), shift(lm(35), 0.1, 0.1), shift(lm(31), -0.1, 0.1)],
  ];

  const underEye = (lid: number[]): Point[] => [...lid.map((i) => shift(lm(i), 0, 0.07)), ...[...lid].reverse().map((i) => shift(lm(i), 0, 0.3))];
  const browLine = (from: number, to: number): Point[] => range(from, to).map((i) => shift(lm(i), 0, -0.14));
  const foreheadTop = range(25, 18).map((i) => shift(lm(i), 0, -0.6));
  // The nose from the bridge between the eyes down to above the nostrils, clockwise from its top left.
  const nose = [shift(lm(27), -0.1, 0), shift(lm(27), 0.1, 0), shift(lm(35), 0, -0.08), shift(lm(33), 0, -0.12), shift(lm(31), 0, -0.08)];
  const polygons: Record<MaskName, Point[]> = {
    forehead: [...browLine(18, 25), ...foreheadTop],
    // The person's right cheek is on the photo's left (negative s).
    // The inner lower corner stays outside the smile fold that runs from the nose to the mouth.
    right_cheek: [at(-0.32, 0.45), at(-0.88, 0.45), at(-0.86, 0.85), at(-0.6, 0.85)],
    left_cheek: [at(0.32, 0.45), at(0.88, 0.45), at(0.86, 0.85), at(0.6, 0.85)],
    nose,
    chin: [shift(lm(58), 0, 0.12), shift(lm(56), 0, 0.12), ...range(10, 6).map((i) => lerp(lm(i), lm(57), 0.2))],
    right_under_eye: underEye([36, 41, 40, 39]),
    left_under_eye: underEye([45, 46, 47, 42]),
    // Between the brow line and the top of the nose.
    glabella: [browLine(21, 21)[0]!, browLine(22, 22)[0]!, nose[1]!, nose[0]!],
  };
  // Brow line left to right with the nose hanging from its middle, then the forehead's top back.
  const tZone = [...browLine(18, 21), nose[0]!, nose[4]!, nose[3]!, nose[2]!, nose[1]!, ...browLine(22, 25), ...foreheadTop];
  return { frame, polygons, tZone, outline: faceOutline(landmarks, frame), exclusions };
}

/** The rectangle a mask covers, in the coordinates of the landmarks. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

const moved = (polygon: readonly Point[], rect: Rect): Point[] => polygon.map((p) => ({ x: p.x - rect.left, y: p.y - rect.top }));

/**
 * The masks of `names` inside `rect`: each region's outline within the face, less eyes, brows, lips, nostrils
 * and the regions before it in MASK_NAMES (so regions never share a pixel). Any rectangle works: the whole
 * face crop, or one region's box at full resolution.
 */
export function regionMasks(geometry: FaceGeometry, names: readonly MaskName[], rect: Rect): Partial<Record<MaskName, Mask>> {
  const { width, height } = rect;
  const fill = (polygon: readonly Point[], into?: Mask): Mask => rasterizePolygon(moved(polygon, rect), width, height, into);
  const face = fill(geometry.outline).data;
  const excluded = emptyMask(width, height);
  for (const exclusion of geometry.exclusions) fill(exclusion, excluded);
  const claimed = emptyMask(width, height);
  const masks: Partial<Record<MaskName, Mask>> = {};
  const last = Math.max(...names.map((name) => MASK_NAMES.indexOf(name)));
  for (const name of MASK_NAMES.slice(0, last + 1)) {
    if (names.includes(name)) {
      const inside = fill(geometry.polygons[name]);
      const [out, cut, taken] = [inside.data, excluded.data, claimed.data];
      for (let i = 0; i < out.length; i++) out[i] = out[i]! & face[i]! & (cut[i]! ^ 1) & (taken[i]! ^ 1);
      masks[name] = inside;
    }
    fill(geometry.polygons[name], claimed);
  }
  return masks;
}

/** Every region's mask over a whole image of the given size, the landmarks in its pixels. */
export function faceRegions(landmarks: readonly Point[], width: number, height: number): FaceRegions {
  const geometry = faceGeometry(landmarks);
  const masks = regionMasks(geometry, MASK_NAMES, { left: 0, top: 0, width, height }) as RegionMasks & { glabella: Mask };
  return { ...geometry, masks, face: rasterizePolygon(geometry.outline, width, height) };
}

/** The union of some regions' masks. */
export function pickMasks(masks: RegionMasks, names: readonly MaskName[]): Mask {
  const first = masks.forehead;
  const chosen = names.map((name) => masks[name]).filter((mask): mask is Mask => mask !== undefined);
  return chosen.length > 0 ? unionMasks(chosen, first.width, first.height) : emptyMask(first.width, first.height);
}
