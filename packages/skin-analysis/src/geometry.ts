// Plane geometry of a face from its 68 landmarks. Pure and browser-safe: the capture checks use it in the shop.

/** Average adult inter-pupillary distance (mm), the ruler of every photo. */
export const INTER_PUPIL_MM = 63;
/** Pixels per millimetre that spots from 1 mm (3 pixels at least) and texture at about 1 mm need. */
export const DETAIL_PX_PER_MM = 2;
/** The least distance between the eye centres (px) at which spots, blemishes and texture are measured. */
export const DETAIL_MIN_PUPIL_PX = DETAIL_PX_PER_MM * INTER_PUPIL_MM;

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** A closed outline as [x, y] pairs, the last point joined to the first. */
export type Polygon = Array<[number, number]>;

/** Face frame from the eyes: origin between the pupils, `u` towards the photo's right, `v` down, `d` the pupil distance. */
export interface FaceFrame {
  origin: Point;
  u: Point;
  v: Point;
  d: number;
  rightEye: Point;
  leftEye: Point;
}

export const centroid = (points: readonly Point[]): Point => ({
  x: points.reduce((s, p) => s + p.x, 0) / points.length,
  y: points.reduce((s, p) => s + p.y, 0) / points.length,
});

export const lerp = (p: Point, q: Point, t: number): Point => ({ x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t });

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

/** A landmark moved by s pupil distances along the eye line and t down the face. */
export function shiftInFrame(frame: FaceFrame, p: Point, s: number, t: number): Point {
  const { u, v, d } = frame;
  return { x: p.x + (u.x * s + v.x * t) * d, y: p.y + (u.y * s + v.y * t) * d };
}

/** The face outline: the jaw line drawn slightly in, closed over the forehead 0.7 pupil distances above the brows. */
export function faceOutline(landmarks: readonly Point[], frame: FaceFrame = faceFrame(landmarks)): Point[] {
  const noseTip = landmarks[30]!;
  const jaw = Array.from({ length: 17 }, (_, i) => lerp(landmarks[i]!, noseTip, 0.08));
  return [...jaw, shiftInFrame(frame, landmarks[26]!, 0, -0.7), shiftInFrame(frame, landmarks[17]!, 0, -0.7)];
}

export function boundingBox(points: readonly Point[]): Box {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}

const round1 = (value: number): number => Math.round(value * 10) / 10;

/**
 * The regions' outlines for a copy of the photo of another size (the API stores a re-encoded,
 * resized photo): every point scaled by the two sides' ratios, to 0.1 px.
 */
export function scaleGeometry<R extends { polygon: Polygon }>(geometry: { image: ImageSize; regions: readonly R[] }, to: ImageSize): { image: ImageSize; regions: R[] } {
  const sx = to.width / geometry.image.width;
  const sy = to.height / geometry.image.height;
  return {
    image: { width: to.width, height: to.height },
    regions: geometry.regions.map((region) => ({ ...region, polygon: region.polygon.map(([x, y]): [number, number] => [round1(x * sx), round1(y * sy)]) })),
  };
}
