import type { Mask, Point } from './image';
import { emptyMask, intersectMasks, rasterizePolygon, subtractMask, unionMasks } from './masks';
import { REGION_NAMES, type RegionMasks, type RegionName } from './measure';

/** Face frame from the eyes: origin between the pupils, `u` towards the photo's right, `v` down, `d` the pupil distance. */
export interface FaceFrame {
  origin: Point;
  u: Point;
  v: Point;
  d: number;
  rightEye: Point;
  leftEye: Point;
}

export interface FaceRegions {
  masks: RegionMasks;
  /** The outline of each region before hair, eyes, brows, lips and the face edge are cut out. */
  polygons: Record<RegionName, Point[]>;
  frame: FaceFrame;
  /** The whole face (jaw line and forehead), used for image quality. */
  face: Mask;
  outline: Point[];
}

const centroid = (points: readonly Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

const lerp = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });

function scaleAbout(points: readonly Point[], factor: number): Point[] {
  const c = centroid(points);
  return points.map((p) => lerp(c, p, factor));
}

/** Eye centres of the 68-point scheme (points 36-41 and 42-47) stand in for the pupils. */
export function faceFrame(landmarks: readonly Point[]): FaceFrame {
  if (landmarks.length !== 68) throw new Error(`Expected 68 face landmarks, got ${landmarks.length}`);
  // Points 36-41 are the eye on the photo's left, which is the person's right eye.
  const rightEye = centroid(landmarks.slice(36, 42));
  const leftEye = centroid(landmarks.slice(42, 48));
  const d = Math.hypot(leftEye.x - rightEye.x, leftEye.y - rightEye.y);
  const u = { x: (leftEye.x - rightEye.x) / d, y: (leftEye.y - rightEye.y) / d };
  return { origin: lerp(rightEye, leftEye, 0.5), u, v: { x: -u.y, y: u.x }, d, rightEye, leftEye };
}

/**
 * Skin regions of a face from its 68 landmarks (iBUG order): forehead, cheeks, nose, chin and
 * under-eyes as polygons, clipped to the face outline, with eyes, brows, lips and nostrils cut out.
 */
export function faceRegions(landmarks: readonly Point[], width: number, height: number): FaceRegions {
  const frame = faceFrame(landmarks);
  const { origin, u, v, d } = frame;
  const lm = (i: number): Point => landmarks[i]!;
  /** A landmark moved by s pupil distances along the eye line and t down the face. */
  const shift = (p: Point, s: number, t: number): Point => ({ x: p.x + (u.x * s + v.x * t) * d, y: p.y + (u.y * s + v.y * t) * d });
  const at = (s: number, t: number): Point => shift(origin, s, t);
  const range = (from: number, to: number): number[] => Array.from({ length: Math.abs(to - from) + 1 }, (_, k) => (from <= to ? from + k : from - k));

  const noseTip = lm(30);
  const outline = [...range(0, 16).map((i) => lerp(lm(i), noseTip, 0.08)), shift(lm(26), 0, -0.7), shift(lm(17), 0, -0.7)];
  const rightEyeOutline = scaleAbout(range(36, 41).map(lm), 1.8);
  const leftEyeOutline = scaleAbout(range(42, 47).map(lm), 1.8);
  const brow = (from: number, to: number): Point[] => [...range(from, to).map((i) => shift(lm(i), 0, -0.12)), ...range(to, from).map((i) => shift(lm(i), 0, 0.1))];
  const lips = scaleAbout(range(48, 59).map(lm), 1.2);
  const nostrils = [shift(lm(31), -0.1, -0.12), shift(lm(35), 0.1, -0.12), shift(lm(35), 0.1, 0.1), shift(lm(31), -0.1, 0.1)];

  const underEye = (lid: number[]): Point[] => [...lid.map((i) => shift(lm(i), 0, 0.07)), ...[...lid].reverse().map((i) => shift(lm(i), 0, 0.3))];
  const polygons: Record<RegionName, Point[]> = {
    forehead: [...range(18, 25).map((i) => shift(lm(i), 0, -0.14)), ...range(25, 18).map((i) => shift(lm(i), 0, -0.6))],
    // The person's right cheek is on the photo's left (negative s).
    // The inner lower corner stays outside the smile fold that runs from the nose to the mouth.
    right_cheek: [at(-0.32, 0.45), at(-0.88, 0.45), at(-0.86, 0.85), at(-0.6, 0.85)],
    left_cheek: [at(0.32, 0.45), at(0.88, 0.45), at(0.86, 0.85), at(0.6, 0.85)],
    nose: [shift(lm(27), -0.1, 0), shift(lm(27), 0.1, 0), shift(lm(35), 0, -0.08), shift(lm(33), 0, -0.12), shift(lm(31), 0, -0.08)],
    chin: [shift(lm(58), 0, 0.12), shift(lm(56), 0, 0.12), ...range(10, 6).map((i) => lerp(lm(i), lm(57), 0.2))],
    right_under_eye: underEye([36, 41, 40, 39]),
    left_under_eye: underEye([45, 46, 47, 42]),
  };

  const face = rasterizePolygon(outline, width, height);
  const excluded = unionMasks(
    [rightEyeOutline, leftEyeOutline, brow(17, 21), brow(22, 26), lips, nostrils].map((polygon) => rasterizePolygon(polygon, width, height)),
    width,
    height,
  );
  const masks = {} as RegionMasks;
  let claimed = emptyMask(width, height);
  for (const name of REGION_NAMES) {
    // Regions never share pixels, so each pixel is measured once.
    const mask = subtractMask(subtractMask(intersectMasks(rasterizePolygon(polygons[name], width, height), face), excluded), claimed);
    masks[name] = mask;
    claimed = unionMasks([claimed, mask], width, height);
  }
  return { masks, polygons, frame, face, outline };
}
