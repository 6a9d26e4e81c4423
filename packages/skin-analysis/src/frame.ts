// What the capture checks measure on a frame: light and sharpness from a small grey copy of the face, and the
// head's pose from its landmarks. Pure and browser-safe, like capture.ts, which re-exports it.
import { boundingBox, faceFrame, faceOutline, type Box, type ImageSize, type Point } from './geometry';
import { rasterizePolygon } from './masks';

/** Pupil distance (px) at which sharpness is measured, so faces of any size compare. */
export const SHARPNESS_PUPIL_PX = 64;

/** Light over the face, from a grey frame. */
export interface FaceLight {
  /** Mean grey level (0..255). */
  mean: number;
  /** Standard deviation of the grey level: shading and contrast. */
  spread: number;
  /** Share of face pixels at grey level 250 or above. */
  clippedShare: number;
  /** Mean grey of the darker half of the face (split along its own vertical) over that of the brighter half, 0..1. */
  sideBalance: number;
}

export interface HeadPose {
  /** Turn left or right, degrees; positive when the nose points towards the frame's right. */
  yawDeg: number;
  /** Tilt of the eye line, degrees; positive when the eye on the frame's right is lower. */
  rollDeg: number;
}

/** Rec. 601 luma of RGB (3 channels) or RGBA (4, as canvas ImageData gives) pixels. */
export function greyLevels(pixels: ArrayLike<number>, channels: 3 | 4): Float32Array {
  const grey = new Float32Array(Math.floor(pixels.length / channels));
  for (let p = 0, i = 0; p < grey.length; p++, i += channels) grey[p] = 0.299 * pixels[i]! + 0.587 * pixels[i + 1]! + 0.114 * pixels[i + 2]!;
  return grey;
}

/** Variance of the 4-neighbour Laplacian (Pech-Pacheco et al. 2000): low means blurred. */
export function laplacianVariance(grey: ArrayLike<number>, width: number, height: number, mask?: { data: Uint8Array }): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (mask && !mask.data[i]) continue;
      const lap = grey[i - 1]! + grey[i + 1]! + grey[i - width]! + grey[i + width]! - 4 * grey[i]!;
      sum += lap;
      sumSq += lap * lap;
      n += 1;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/** The part of a frame to draw small and grey for faceSharpness and measureFaceLight, and the landmarks in it. */
export interface FaceSample {
  /** Where to read in the frame, whole pixels, inside it. */
  source: Box;
  /** Size to draw it at: SHARPNESS_PUPIL_PX between the pupils. */
  width: number;
  height: number;
  landmarks: Point[];
}

/** Which part of the frame to sample, and how small, so sharpness compares between faces of any size. */
export function faceSample(landmarks: readonly Point[], frame: ImageSize): FaceSample {
  const face = faceFrame(landmarks);
  const box = boundingBox(faceOutline(landmarks, face));
  const margin = 0.1 * face.d;
  const left = Math.max(0, Math.floor(box.x - margin));
  const top = Math.max(0, Math.floor(box.y - margin));
  const right = Math.min(frame.width, Math.ceil(box.x + box.width + margin));
  const bottom = Math.min(frame.height, Math.ceil(box.y + box.height + margin));
  const scale = SHARPNESS_PUPIL_PX / face.d;
  const source = { x: left, y: top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  const width = Math.max(8, Math.round(source.width * scale));
  const height = Math.max(8, Math.round(source.height * scale));
  const sx = width / source.width;
  const sy = height / source.height;
  return { source, width, height, landmarks: landmarks.map((p) => ({ x: (p.x - left) * sx, y: (p.y - top) * sy })) };
}

/** Sharpness of a face: the variance of the Laplacian of its grey pixels, inside the face outline. */
export function faceSharpness(grey: ArrayLike<number>, width: number, height: number, landmarks: readonly Point[]): number {
  return laplacianVariance(grey, width, height, rasterizePolygon(faceOutline(landmarks), width, height));
}

/** Brightness, contrast, blown-out share and left/right balance of the light on a face, from its grey pixels. */
export function measureFaceLight(grey: ArrayLike<number>, width: number, height: number, landmarks: readonly Point[]): FaceLight {
  const face = faceFrame(landmarks);
  const inside = rasterizePolygon(faceOutline(landmarks, face), width, height).data;
  const halves = [
    { sum: 0, n: 0 },
    { sum: 0, n: 0 },
  ];
  let sum = 0;
  let sumSq = 0;
  let clipped = 0;
  let n = 0;
  for (let i = 0; i < inside.length; i++) {
    if (!inside[i]) continue;
    const g = grey[i]!;
    sum += g;
    sumSq += g * g;
    if (g >= 250) clipped += 1;
    n += 1;
    // Which side of the face's own vertical through the point between the eyes.
    const half = halves[((i % width) + 0.5 - face.origin.x) * face.u.x + (Math.floor(i / width) + 0.5 - face.origin.y) * face.u.y < 0 ? 0 : 1]!;
    half.sum += g;
    half.n += 1;
  }
  if (n === 0) return { mean: 0, spread: 0, clippedShare: 1, sideBalance: 0 };
  const mean = sum / n;
  const [a, b] = halves.map((half) => (half.n > 0 ? half.sum / half.n : 0)) as [number, number];
  return {
    mean,
    spread: Math.sqrt(Math.max(0, sumSq / n - mean * mean)),
    clippedShare: clipped / n,
    sideBalance: Math.max(a, b) > 0 ? Math.min(a, b) / Math.max(a, b) : 0,
  };
}

// Depth of the nose tip in front of the outer eye corners over half the distance between them (average adult
// anthropometry, about 32 mm over 45 mm): under a turn θ the tip moves off the eyes' midpoint by this ratio x tan θ.
const NOSE_DEPTH_RATIO = 0.7;
const DEG = 180 / Math.PI;

/** Yaw and roll of a head from its 68 landmarks (a rough estimate, a few degrees; pitch is not estimated). */
export function estimateHeadPose(landmarks: readonly Point[]): HeadPose {
  const { u, rightEye, leftEye } = faceFrame(landmarks);
  const outerRight = landmarks[36]!;
  const outerLeft = landmarks[45]!;
  const half = Math.hypot(outerLeft.x - outerRight.x, outerLeft.y - outerRight.y) / 2;
  const mid = { x: (outerLeft.x + outerRight.x) / 2, y: (outerLeft.y + outerRight.y) / 2 };
  const nose = landmarks[30]!;
  const offset = ((nose.x - mid.x) * u.x + (nose.y - mid.y) * u.y) / half;
  return { yawDeg: Math.atan(offset / NOSE_DEPTH_RATIO) * DEG, rollDeg: Math.atan2(leftEye.y - rightEye.y, leftEye.x - rightEye.x) * DEG };
}
