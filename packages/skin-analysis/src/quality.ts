import { CAPTURE_LIMITS, type FaceLight } from './capture';
import { DETAIL_MIN_PUPIL_PX } from './geometry';
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
  /** Variance of the Laplacian over the face, at SHARPNESS_PUPIL_PX between the pupils. */
  sharpness: number;
  light: FaceLight;
  /** Pupil distance in the original photo, pixels. */
  interPupilPx: number;
  faces: number;
  detectionScore: number;
}

export interface QualityAssessment {
  quality: ImageQuality;
  confidence: number;
}

// Thresholds, set on the fixture portrait and its blurred copies (see quality.test.ts).
const BLUR_POOR = 25;
const BLUR_SHARP = 120;
const PUPIL_SMALL = 20;

const ramp = (x: number, bad: number, good: number): number => Math.min(1, Math.max(0, (x - bad) / (good - bad)));

/**
 * Scores blur, exposure, face size and face count, and combines them with the detector score into a
 * confidence. (Photos too poor to analyse at all are refused before, by the upload capture checks.)
 */
export function assessQuality(input: QualityInput): QualityAssessment {
  const { light } = input;
  const issues: string[] = [];
  const blurScore = ramp(input.sharpness, BLUR_POOR, BLUR_SHARP);
  if (blurScore < 0.5) issues.push('The face looks soft or blurred; hold the camera still and focus on the face.');
  const exposureScore = Math.min(ramp(light.mean, 20, 70), ramp(255 - light.mean, 15, 60)) * (1 - ramp(light.clippedShare, 0.02, 0.3));
  if (light.mean < 70) issues.push('The face is dimly lit; face a window or a soft light.');
  else if (light.mean > 195 || light.clippedShare > 0.02) issues.push('Parts of the face are overexposed; avoid direct flash or harsh light.');
  if (light.sideBalance < CAPTURE_LIMITS.camera.minSideBalance) issues.push('One side of the face is darker; turn towards the light so both sides are lit the same.');
  const sizeScore = 0.4 + 0.6 * ramp(input.interPupilPx, PUPIL_SMALL, DETAIL_MIN_PUPIL_PX);
  if (input.interPupilPx < DETAIL_MIN_PUPIL_PX) issues.push('The face is small in the photo; come closer so it fills most of the frame.');
  if (input.faces > 1) issues.push('Several faces were found; the largest one was analysed.');

  const confidence =
    input.detectionScore * (0.4 + 0.6 * blurScore) * (0.4 + 0.6 * exposureScore) * sizeScore * (input.faces > 1 ? 0.9 : 1);

  return {
    quality: {
      blur: { value: roundTo(input.sharpness, 1), unit: 'Laplacian variance', score: roundTo(blurScore, 2), label: 'Sharpness of the face (higher is sharper)' },
      exposure: { value: roundTo((light.mean / 255) * 100, 1), unit: '%', score: roundTo(exposureScore, 2), label: 'Brightness of the face (clipped highlights lower the score)' },
      faceSize: { value: roundTo(input.interPupilPx, 1), unit: 'px between pupils', score: roundTo(sizeScore, 2), label: 'Size of the face in the photo' },
      faces: input.faces,
      issues,
    },
    confidence: roundTo(Math.min(1, Math.max(0, confidence)), 3),
  };
}
