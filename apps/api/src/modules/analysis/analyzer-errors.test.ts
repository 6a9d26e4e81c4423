import { NoFaceError, PoorImageError, UnreadableImageError } from '@nyansa/skin-analysis';
import { describe, expect, it } from 'vitest';
import { analyzerError } from './routes';

const noFace = 'No face found. Please upload a clear, well-lit photo of your face.';

describe('analyzer errors as HTTP answers', () => {
  it.each([
    ['no face', new NoFaceError()],
    ['a face too small', new PoorImageError('too-small', 'The face is too small to measure (9 px between the eyes).')],
    ['a blurred face', new PoorImageError('too-blurry', 'The face is too blurred to measure skin detail.')],
    ['a black-and-white photo', new PoorImageError('no-colour', 'The photo has no colour.')],
  ])('answers 422 with the contract text for %s', (_, error) => {
    expect(analyzerError(error)).toMatchObject({ statusCode: 422, message: noFace });
  });

  it('answers 415 for a photo the analyzer cannot read, and passes other failures on', () => {
    expect(analyzerError(new UnreadableImageError('it is damaged or truncated'))).toMatchObject({
      statusCode: 415,
      message: 'This image could not be read. Please upload a JPEG, PNG or WebP photo.',
    });
    const crash = new Error('wasm out of memory');
    expect(analyzerError(crash)).toBe(crash);
  });
});
