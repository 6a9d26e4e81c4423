import type { Mask } from './image';
import type { UnusablePhotoReason } from './errors';
import { roundTo } from './round';

/** One image-quality check: the measured value and how good it is for skin analysis (0..1). */
export interface QualityCheck {
  value: number;
  unit: string;
  score: number;
  label: string;
}

export interface ImageQuality {
  blur: QualityCheck;
  exposure: QualityCheck;
  faceSize: QualityCheck;
  /** Faces found in the photo; the largest one is analysed. */
  faces: number;
  /** Plain sentences about what lowered the confidence. */
  issues: string[];
}

export interface QualityInput {
  /** Variance of the Laplacian over the face, at a fixed face scale. */
  laplacianVariance: number;
  /** Mean grey level (0..255) of the face. */
  meanGray: number;
  /** Share of face pixels that are blown out (grey >= 250). */
  clippedFraction: number;
  /** Pupil distance in the original photo, pixels. */
  interPupilPx: number;
  faces: number;
  detectionScore: number;
}

export interface QualityAssessment {
  quality: ImageQuality;
  confidence: number;
  /** Set when the photo is too poor to analyse at all. */
  problem: { reason: Exclude<UnusablePhotoReason, 'no-face' | 'no-colour'>; detail: string } | null;
}

/** Pupil distance (px) at which the blur of a face is measured, so faces of any size compare. */
export const BLUR_SCALE_PUPIL_PX = 64;

// Thresholds, set on the fixture portrait and its blurred copies (see quality.test.ts).
const BLUR_UNUSABLE = 8;
const BLUR_POOR = 25;
const BLUR_SHARP = 120;
const PUPIL_UNUSABLE = 16;
const PUPIL_SMALL = 20;
/** From this pupil distance (px) 1 mm of skin spans about 1.3 px: spots from 1 mm and fine texture are resolved. */
export const PUPIL_DETAILED = 80;

/** Variance of the 4-neighbour Laplacian (Pech-Pacheco et al. 2000): low means blurred. */
export function laplacianVariance(gray: Float32Array, width: number, height: number, mask?: Mask): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (mask && !mask.data[i]) continue;
      const lap = gray[i - 1]! + gray[i + 1]! + gray[i - width]! + gray[i + width]! - 4 * gray[i]!;
      sum += lap;
      sumSq += lap * lap;
      n += 1;
    }
  }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

const ramp = (x: number, bad: number, good: number): number => Math.min(1, Math.max(0, (x - bad) / (good - bad)));

/** Scores blur, exposure, face size and face count, and combines them with the detector score into a confidence. */
export function assessQuality(input: QualityInput): QualityAssessment {
  const issues: string[] = [];
  const blurScore = ramp(input.laplacianVariance, BLUR_POOR, BLUR_SHARP);
  if (blurScore < 0.5) issues.push('The face looks soft or blurred; hold the camera still and focus on the face.');
  const exposureScore = Math.min(ramp(input.meanGray, 20, 70), ramp(255 - input.meanGray, 15, 60)) * (1 - ramp(input.clippedFraction, 0.02, 0.3));
  if (input.meanGray < 70) issues.push('The face is dimly lit; face a window or a soft light.');
  else if (input.meanGray > 195 || input.clippedFraction > 0.02) issues.push('Parts of the face are overexposed; avoid direct flash or harsh light.');
  const sizeScore = 0.4 + 0.6 * ramp(input.interPupilPx, PUPIL_SMALL, PUPIL_DETAILED);
  if (input.interPupilPx < PUPIL_DETAILED) issues.push('The face is small in the photo; come closer so it fills most of the frame.');
  if (input.faces > 1) issues.push('Several faces were found; the largest one was analysed.');

  const confidence =
    input.detectionScore * (0.4 + 0.6 * blurScore) * (0.4 + 0.6 * exposureScore) * sizeScore * (input.faces > 1 ? 0.9 : 1);

  let problem: QualityAssessment['problem'] = null;
  if (input.interPupilPx < PUPIL_UNUSABLE) problem = { reason: 'too-small', detail: `The face is too small to measure (${Math.round(input.interPupilPx)} px between the eyes).` };
  else if (input.laplacianVariance < BLUR_UNUSABLE) problem = { reason: 'too-blurry', detail: 'The face is too blurred to measure skin detail.' };
  else if (input.meanGray < 20) problem = { reason: 'too-dark', detail: 'The face is too dark to measure its colour.' };
  else if (input.meanGray > 240 || input.clippedFraction > 0.5) problem = { reason: 'too-bright', detail: 'The face is overexposed, so its colour cannot be measured.' };

  return {
    quality: {
      blur: { value: roundTo(input.laplacianVariance, 1), unit: 'Laplacian variance', score: roundTo(blurScore, 2), label: 'Sharpness of the face (higher is sharper)' },
      exposure: { value: roundTo((input.meanGray / 255) * 100, 1), unit: '%', score: roundTo(exposureScore, 2), label: 'Brightness of the face (clipped highlights lower the score)' },
      faceSize: { value: roundTo(input.interPupilPx, 1), unit: 'px between pupils', score: roundTo(sizeScore, 2), label: 'Size of the face in the photo' },
      faces: input.faces,
      issues,
    },
    confidence: roundTo(Math.min(1, Math.max(0, confidence)), 3),
    problem,
  };
}
