// Capture checks shared by the shop's camera guidance (in the browser, several times a second) and the
// server's checks of uploaded photos: the same functions, ids and messages, with stricter limits for the
// camera (a good photo) than for uploads (a photo the analysis can use at all). Pure and browser-safe:
// no node imports, no sharp. Subpath export: @nyansa/skin-analysis/capture.
import { estimateHeadPose, type FaceLight } from './frame';
import { boundingBox, DETAIL_MIN_PUPIL_PX, faceFrame, shiftInFrame, type ImageSize, type Point } from './geometry';

export { estimateHeadPose, faceSample, faceSharpness, greyLevels, laplacianVariance, measureFaceLight, SHARPNESS_PUPIL_PX } from './frame';
export type { FaceLight, FaceSample, HeadPose } from './frame';
export { DETAIL_MIN_PUPIL_PX } from './geometry';
export type { Box, ImageSize, Point } from './geometry';

export const CAPTURE_CHECK_IDS = ['face-found', 'face-size', 'face-centred', 'head-straight', 'light', 'sharp'] as const;
export type CaptureCheckId = (typeof CAPTURE_CHECK_IDS)[number];

/** `camera`: the live guidance, which enables the shutter; `upload`: what the server needs of any photo. */
export type CaptureMode = 'camera' | 'upload';

/** Every check's name and, per way it can fail, what to tell the shopper to do. */
export const CAPTURE_CHECKS = {
  'face-found': {
    label: 'Face found',
    failures: { missing: 'No face found: show your whole face, looking straight at the camera.' },
  },
  'face-size': {
    label: 'Face large enough',
    failures: { small: 'Your face is too small in the picture: move closer.' },
  },
  'face-centred': {
    label: 'Face centred',
    failures: {
      'off-centre': 'Move so your face is in the middle of the picture.',
      'cut-off': 'Move back a little: your whole face, forehead included, must be in the picture.',
    },
  },
  'head-straight': {
    label: 'Head straight',
    failures: { turned: 'Your head is turned: look straight at the camera.', tilted: 'Your head is tilted: hold it level.' },
  },
  light: {
    label: 'Light bright and even',
    failures: {
      dark: 'Too dark: face a window or a lamp.',
      bright: 'Too bright: step out of direct light and switch off the flash.',
      uneven: 'The light is uneven: turn so both sides of your face get the same light.',
    },
  },
  sharp: {
    label: 'Not blurred',
    failures: { blurred: 'The picture is blurred: hold still and let the camera focus on your face.' },
  },
} as const satisfies Record<CaptureCheckId, { label: string; failures: Record<string, string> }>;

export type CaptureFailure = { [Id in CaptureCheckId]: keyof (typeof CAPTURE_CHECKS)[Id]['failures'] }[CaptureCheckId];

export interface CaptureLimits {
  /** face-size: least distance between the eye centres, in pixels of the frame. */
  minPupilPx: number;
  /** face-size: least pupil distance as a share of the frame's shorter side. */
  minPupilShare: number;
  /** face-centred: farthest the face's centre may be from the frame's, as a share of half the frame (1: anywhere inside). */
  maxCentreOffset: number;
  /** face-centred: whether the whole face, forehead included, must lie inside the frame. */
  wholeFaceInFrame: boolean;
  /** head-straight: largest head turn (yaw) and tilt (roll), degrees. */
  maxYawDeg: number;
  maxRollDeg: number;
  /** light: mean grey level (Rec. 601 luma, 0..255) of the face, least and most. */
  minBrightness: number;
  maxBrightness: number;
  /** light: largest share of face pixels blown out (grey level 250 and above). */
  maxClippedShare: number;
  /** light: least mean grey of the darker half of the face over that of the brighter half. */
  minSideBalance: number;
  /** sharp: least variance of the Laplacian of the face at SHARPNESS_PUPIL_PX between the pupils. */
  minSharpness: number;
}

/**
 * Set on the fixture portrait, its blurred, darkened, side-lit, turned and shrunk copies; the upload limits are the
 * analysis's own minimums (below them its measures mean nothing), the camera's ask for a photo that shows detail.
 */
export const CAPTURE_LIMITS: Readonly<Record<CaptureMode, Readonly<CaptureLimits>>> = {
  camera: {
    minPupilPx: DETAIL_MIN_PUPIL_PX,
    minPupilShare: 0.14,
    maxCentreOffset: 0.3,
    wholeFaceInFrame: true,
    maxYawDeg: 15,
    maxRollDeg: 10,
    minBrightness: 70,
    maxBrightness: 200,
    maxClippedShare: 0.05,
    minSideBalance: 0.75,
    minSharpness: 40,
  },
  upload: {
    minPupilPx: 16,
    minPupilShare: 0,
    maxCentreOffset: 1,
    wholeFaceInFrame: false,
    maxYawDeg: 30,
    maxRollDeg: 30,
    minBrightness: 20,
    maxBrightness: 240,
    maxClippedShare: 0.5,
    minSideBalance: 0.4,
    minSharpness: 8,
  },
};

export interface CaptureInput {
  frame: ImageSize;
  /** The 68 landmarks of the largest face, in pixels of the frame; null when no face was found. */
  landmarks: readonly Point[] | null;
  /** From measureFaceLight; checks that need it are 'unknown' without it. */
  light?: FaceLight | null;
  /** From faceSharpness. */
  sharpness?: number | null;
}

export type CaptureCheckStatus = 'pass' | 'fail' | 'unknown';

export interface CaptureCheckResult {
  id: CaptureCheckId;
  label: string;
  status: CaptureCheckStatus;
  /** How it failed, and what to do about it in plain words; null unless it failed. */
  failure: CaptureFailure | null;
  message: string | null;
}

export interface CaptureAssessment {
  /** Every check passed: the shutter can be enabled, the photo analysed. */
  ready: boolean;
  checks: CaptureCheckResult[];
}

function result<Id extends CaptureCheckId>(id: Id, status: CaptureCheckStatus, failure: keyof (typeof CAPTURE_CHECKS)[Id]['failures'] | null = null): CaptureCheckResult {
  const check = CAPTURE_CHECKS[id];
  const failures: Record<string, string> = check.failures;
  return { id, label: check.label, status, failure: failure as CaptureFailure | null, message: failure === null ? null : failures[failure as string]! };
}

const outcome = <Id extends CaptureCheckId>(id: Id, failure: keyof (typeof CAPTURE_CHECKS)[Id]['failures'] | null): CaptureCheckResult =>
  failure === null ? result(id, 'pass') : result(id, 'fail', failure);

/** Every capture check, in CAPTURE_CHECK_IDS order, against the limits of `mode`. */
export function checkCapture(input: CaptureInput, mode: CaptureMode): CaptureAssessment {
  const limits = CAPTURE_LIMITS[mode];
  const { landmarks, frame } = input;
  if (!landmarks) {
    const checks = CAPTURE_CHECK_IDS.map((id) => (id === 'face-found' ? result('face-found', 'fail', 'missing') : result(id, 'unknown')));
    return { ready: false, checks };
  }
  const face = faceFrame(landmarks);
  const checks: CaptureCheckResult[] = [result('face-found', 'pass')];

  const small = face.d < limits.minPupilPx || face.d < limits.minPupilShare * Math.min(frame.width, frame.height);
  checks.push(outcome('face-size', small ? 'small' : null));

  // The face from the chin to the top of the forehead, which the analysis measures up to.
  const whole = boundingBox([...landmarks, ...[17, 21, 22, 26].map((i) => shiftInFrame(face, landmarks[i]!, 0, -0.7))]);
  const cutOff = whole.x < 0 || whole.y < 0 || whole.x + whole.width > frame.width || whole.y + whole.height > frame.height;
  const centre = { x: whole.x + whole.width / 2, y: whole.y + whole.height / 2 };
  const offset = Math.max(Math.abs(centre.x - frame.width / 2) / (frame.width / 2), Math.abs(centre.y - frame.height / 2) / (frame.height / 2));
  checks.push(outcome('face-centred', limits.wholeFaceInFrame && cutOff ? 'cut-off' : offset > limits.maxCentreOffset ? 'off-centre' : null));

  const pose = estimateHeadPose(landmarks);
  checks.push(outcome('head-straight', Math.abs(pose.yawDeg) > limits.maxYawDeg ? 'turned' : Math.abs(pose.rollDeg) > limits.maxRollDeg ? 'tilted' : null));

  const light = input.light;
  if (!light) checks.push(result('light', 'unknown'));
  else if (light.mean < limits.minBrightness) checks.push(result('light', 'fail', 'dark'));
  else if (light.mean > limits.maxBrightness || light.clippedShare > limits.maxClippedShare) checks.push(result('light', 'fail', 'bright'));
  else checks.push(outcome('light', light.sideBalance < limits.minSideBalance ? 'uneven' : null));

  const sharpness = input.sharpness;
  checks.push(sharpness === null || sharpness === undefined ? result('sharp', 'unknown') : outcome('sharp', sharpness < limits.minSharpness ? 'blurred' : null));

  return { ready: checks.every((check) => check.status === 'pass'), checks };
}
