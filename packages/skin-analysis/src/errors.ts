/** The contract's 422 text for any photo the pipeline cannot use. */
export const UNUSABLE_PHOTO_MESSAGE = 'No face found. Please upload a clear, well-lit photo of your face.';

export type UnusablePhotoReason = 'no-face' | 'too-small' | 'too-blurry' | 'too-dark' | 'too-bright' | 'no-colour';

/**
 * A photo that was read but cannot be analysed. `message` is the contract's user-facing text;
 * `reason` and `detail` say what exactly was wrong, for logs and hints.
 */
export class UnusablePhotoError extends Error {
  readonly reason: UnusablePhotoReason;
  readonly detail: string;

  constructor(reason: UnusablePhotoReason, detail: string) {
    super(UNUSABLE_PHOTO_MESSAGE);
    this.name = 'UnusablePhotoError';
    this.reason = reason;
    this.detail = detail;
  }
}

/** No face was detected in the photo. */
export class NoFaceError extends UnusablePhotoError {
  constructor(detail = 'The face detector found no face in the photo.') {
    super('no-face', detail);
    this.name = 'NoFaceError';
  }
}

/** A face was found but the photo is too small, blurred, dark, bright or colourless to measure skin. */
export class PoorImageError extends UnusablePhotoError {
  constructor(reason: Exclude<UnusablePhotoReason, 'no-face'>, detail: string) {
    super(reason, detail);
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
