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

  it('lists every capture check the photo failed, in words, as errors by check', () => {
    const failures = [
      { check: 'head-straight' as const, message: 'Your head is tilted: hold it level.' },
      { check: 'light' as const, message: 'Too dark: face a window or a lamp.' },
    ];
    expect(analyzerError(new PoorImageError('head-turned', 'tilted 35°', failures))).toMatchObject({
      statusCode: 422,
      code: 'NO_FACE',
      errors: [
        { field: 'head-straight', message: 'Your head is tilted: hold it level.' },
        { field: 'light', message: 'Too dark: face a window or a lamp.' },
      ],
    });
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
