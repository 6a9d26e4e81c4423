import { CAPTURE_CHECKS, type CaptureCheckId } from './capture';

/** The contract's 422 text for any photo the pipeline cannot use. */
export const UNUSABLE_PHOTO_MESSAGE = 'No face found. Please upload a clear, well-lit photo of your face.';

export type UnusablePhotoReason = 'no-face' | 'too-small' | 'too-blurry' | 'too-dark' | 'too-bright' | 'uneven-light' | 'head-turned' | 'no-colour';

/** One check a photo failed, with what to do about it in plain words. `colour` is for uploads only: a camera frame always has it. */
export interface PhotoCheckFailure {
  check: CaptureCheckId | 'colour';
  message: string;
}

export const NO_COLOUR_MESSAGE = 'The photo has no colour: use a colour photo, without a black-and-white filter.';

const DEFAULT_FAILURES: Record<UnusablePhotoReason, PhotoCheckFailure> = {
  'no-face': { check: 'face-found', message: CAPTURE_CHECKS['face-found'].failures.missing },
  'too-small': { check: 'face-size', message: CAPTURE_CHECKS['face-size'].failures.small },
  'too-blurry': { check: 'sharp', message: CAPTURE_CHECKS.sharp.failures.blurred },
  'too-dark': { check: 'light', message: CAPTURE_CHECKS.light.failures.dark },
  'too-bright': { check: 'light', message: CAPTURE_CHECKS.light.failures.bright },
  'uneven-light': { check: 'light', message: CAPTURE_CHECKS.light.failures.uneven },
  'head-turned': { check: 'head-straight', message: CAPTURE_CHECKS['head-straight'].failures.turned },
  'no-colour': { check: 'colour', message: NO_COLOUR_MESSAGE },
};

/**
 * A photo that was read but cannot be analysed. `message` is the contract's user-facing text; `failures`
 * lists every check it failed in plain words (at least one); `reason` and `detail` name the first, for logs.
 */
export class UnusablePhotoError extends Error {
  readonly reason: UnusablePhotoReason;
  readonly detail: string;
  readonly failures: PhotoCheckFailure[];

  constructor(reason: UnusablePhotoReason, detail: string, failures: PhotoCheckFailure[] = [DEFAULT_FAILURES[reason]]) {
    super(UNUSABLE_PHOTO_MESSAGE);
    this.name = 'UnusablePhotoError';
    this.reason = reason;
    this.detail = detail;
    this.failures = failures;
  }
}

/** No face was detected in the photo. */
export class NoFaceError extends UnusablePhotoError {
  constructor(detail = 'The face detector found no face in the photo.') {
    super('no-face', detail);
    this.name = 'NoFaceError';
  }
}

/** A face was found but the photo fails a capture check (too small, turned, badly lit, blurred) or has no colour. */
export class PoorImageError extends UnusablePhotoError {
  constructor(reason: Exclude<UnusablePhotoReason, 'no-face'>, detail: string, failures?: PhotoCheckFailure[]) {
    super(reason, detail, failures);
    this.name = 'PoorImageError';
  }
}

/** The bytes are not an image sharp can decode, or the image is larger than allowed. */
export class UnreadableImageError extends Error {
  readonly detail: string;

  constructor(detail: string) {
    super(`The photo could not be read: ${detail}`);
    this.name = 'UnreadableImageError';
    this.detail = detail;
  }
}
