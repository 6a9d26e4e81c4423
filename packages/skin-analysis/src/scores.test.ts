import { describe, expect, it } from 'vitest';
import { circlesIn, patchRegions, PX_PER_CM, rectsOver, renderWith, skinPatch } from '../test/synthetic';
import { CONCERNS, describeScale, levelOn, SCORED_CONCERNS, scoreOn, type ScoredConcern } from './concerns';
import type { RgbImage } from './image';
import { measureSkin } from './measure';
import { measuredParameters } from './parameters';
import { concernScores, regionScores, type ConcernScores } from './scores';

const scoresOf = (image: RgbImage, pxPerCm = PX_PER_CM): ConcernScores => {
  const measurements = measureSkin(image, patchRegions(), pxPerCm);
  return concernScores(measuredParameters(measurements), measurements.detailResolved);
};

describe('score scales', () => {
  it('score 100, 60, 35 and 0 at their anchors, straight lines between, and never rise with the measured value', () => {
    for (const concern of SCORED_CONCERNS) {
      const { scale } = CONCERNS[concern];
      expect([scale.clear, scale.some, scale.marked, scale.worst].map((value) => scoreOn(scale, value)), concern).toEqual([100, 60, 35, 0]);
      expect(scoreOn(scale, scale.clear - 1)).toBe(100);
      expect(scoreOn(scale, scale.worst * 2)).toBe(0);
      expect(scoreOn(scale, (scale.some + scale.marked) / 2)).toBe(48);
      let previous = 101;
      for (let k = 0; k <= 400; k++) {
        const score = scoreOn(scale, scale.clear + ((scale.worst - scale.clear) * k) / 400);
        expect(score, `${concern} step ${k}`).toBeLessThanOrEqual(previous);
        previous = score;
      }
    }
    expect(scoreOn(CONCERNS.redness.scale, Number.NaN)).toBeNaN();
  });

  it('puts a level on each value that agrees with the rules: some from 60 down, marked from 35 down', () => {
    const { scale } = CONCERNS.redness;
    expect([9, 12, 16, 18, 23.9, 24, 40].map((value) => levelOn(scale, value))).toEqual(['good', 'good', 'fair', 'some', 'some', 'marked', 'marked']);
  });

  it('states its formula in words for "How we measure this"', () => {
    expect(describeScale(CONCERNS.redness.scale)).toBe('Score: 100 up to 10 a*, 60 at 18 a*, 35 at 24 a* and 0 from 32 a*, in straight lines between.');
    expect(describeScale(CONCERNS.shine.scale)).toBe('Score: 100 up to 0.5%, 60 at 3%, 35 at 8% and 0 from 20%, in straight lines between.');
  });
});

describe('concern scores', () => {
  it('gives every concern a score, a verdict, words and what it was measured from', async () => {
    const scores = scoresOf(await renderWith(skinPatch(), ''));
    expect(Object.keys(scores)).toEqual([...SCORED_CONCERNS]);
    for (const concern of SCORED_CONCERNS) {
      const score = scores[concern];
      expect(score.score, concern).toBeGreaterThan(60);
      expect(['good', 'fair']).toContain(score.level);
      expect(score.reason).toBeUndefined();
      expect(score.explanation).toMatch(/higher means/);
      expect(score.method).toContain('Score: 100 up to');
    }
    // The patch's colour has a* about 14: slight redness.
    expect(scores.redness).toMatchObject({ label: 'Redness', score: 70, verdict: 'Slight redness.', measured: { unit: 'a*' } });
    expect(scores.spots).toMatchObject({ score: 100, verdict: 'Few or no dark spots.', measured: { parameter: 'dark_spots', value: 0, unit: 'per cm²' } });
    expect(scores.redness.measured?.parameter).toMatch(/^redness_(left_cheek|right_cheek|nose)$/);
    expect(scores.spots.method).toContain('CIELAB L*');
    expect(scores.evenness.method).toContain('CIEDE2000');
  });

  it('says why, and what to do, instead of a number when the face is too small for detail', async () => {
    const scores = scoresOf(await renderWith(skinPatch(), ''), 7);
    for (const [concern, words] of [
      ['spots', 'spots'],
      ['blemishes', 'blemishes'],
      ['texture', 'texture'],
    ] as const) {
      expect(scores[concern]).toMatchObject({
        score: null,
        level: null,
        verdict: null,
        measured: null,
        reasonCode: 'face-too-small',
        reason: `The face is too small in the photo for ${words}: move closer, so your face fills most of the picture.`,
      });
    }
    expect(scores.redness.score).not.toBeNull();
  });

  it('says what to do when too little of the skin a concern needs could be seen', () => {
    const scores = concernScores({}, true);
    expect(scores.evenness).toMatchObject({ score: null, reasonCode: 'too-little-skin', reason: 'Too little of your forehead, cheeks and chin could be seen for evenness: keep hair away from your face and look straight at the camera.' });
    expect(scores.dark_circles.reason).toBe('The skin under your eyes could not be seen clearly for dark circles: take off glasses and look straight at the camera.');
    expect(scores.spots.reasonCode).toBe('too-little-skin');
  });
});

/** Scores of patches drawn with a stronger and stronger change: the concern's measured value rises at every step and its score never rises. */
async function expectMonotone(concern: ScoredConcern, steps: ReadonlyArray<() => Promise<RgbImage>>, unmoved: readonly ScoredConcern[]): Promise<number[]> {
  const series = [];
  for (const step of steps) series.push(scoresOf(await step()));
  const values = series.map((scores) => scores[concern].measured!.value);
  const scores = series.map((scores) => scores[concern].score!);
  for (let k = 1; k < series.length; k++) {
    expect(values[k], `${concern} value, step ${k}`).toBeGreaterThan(values[k - 1]!);
    expect(scores[k], `${concern} score, step ${k}`).toBeLessThanOrEqual(scores[k - 1]!);
  }
  expect(scores[0]! - scores.at(-1)!, `${concern} falls`).toBeGreaterThanOrEqual(25);
  for (const other of unmoved) {
    const others = series.map((scores) => scores[other].score!);
    expect(Math.max(...others) - Math.min(...others), `${other} while ${concern} changes`).toBeLessThanOrEqual(3);
  }
  return scores;
}

describe('each drawn change lowers its own score, more for more', () => {
  const patch = skinPatch();

  it('a red flush on the cheeks lowers redness', async () => {
    await expectMonotone(
      'redness',
      [0, 0.15, 0.3, 0.45].map((opacity) => () => renderWith(patch, rectsOver(['left_cheek', 'right_cheek', 'nose'], 'rgb(230,40,60)', opacity))),
      ['spots', 'blemishes', 'shine', 'texture'],
    );
  });

  it('brown spots lower the dark-spot score', async () => {
    await expectMonotone(
      'spots',
      [0, 3, 6, 9].map((count) => () => renderWith(patch, circlesIn(['forehead', 'left_cheek', 'right_cheek', 'chin'], count, 3, 'rgb(165,112,88)'))),
      ['redness', 'blemishes', 'shine', 'texture', 'evenness', 'dark_circles'],
    );
  });

  it('small red spots lower the blemish score', async () => {
    await expectMonotone(
      'blemishes',
      [0, 2, 4, 6].map((count) => () => renderWith(patch, circlesIn(['forehead', 'left_cheek', 'right_cheek', 'chin'], count, 3, 'rgb(214,105,100)'))),
      ['spots', 'shine', 'dark_circles'],
    );
  });

  it('specular highlights on the forehead and nose lower the shine score', async () => {
    await expectMonotone(
      'shine',
      [0, 2, 4, 6].map((count) => () => renderWith(patch, circlesIn(['forehead', 'nose'], count, 5, 'rgb(252,248,244)'))),
      ['redness', 'spots', 'blemishes', 'dark_circles'],
    );
  });

  it('added noise lowers the texture score and makes no spots', async () => {
    await expectMonotone(
      'texture',
      [2.5, 6, 10, 14].map((grain) => () => renderWith(skinPatch(undefined, 7, grain), '')),
      ['spots', 'blemishes', 'redness', 'evenness'],
    );
  });

  it('darkened under-eyes lower the dark-circle score', async () => {
    await expectMonotone(
      'dark_circles',
      [0, 0.15, 0.3, 0.45].map((opacity) => () => renderWith(patch, rectsOver(['left_under_eye', 'right_under_eye'], 'rgb(90,60,70)', opacity))),
      ['redness', 'spots', 'blemishes', 'shine', 'texture', 'evenness'],
    );
  });

  it('a chin of another tone lowers evenness', async () => {
    await expectMonotone(
      'evenness',
      [0, 0.2, 0.4, 0.6].map((opacity) => () => renderWith(patch, rectsOver(['chin'], 'rgb(150,95,60)', opacity))),
      ['redness', 'spots', 'blemishes', 'dark_circles'],
    );
  });
});

describe('region scores', () => {
  it('score each region on its own measures with the concerns’ scales, its score the lowest of them', async () => {
    const spotted = measureSkin(await renderWith(skinPatch(), circlesIn(['left_cheek'], 6, 3, 'rgb(165,112,88)')), patchRegions(), PX_PER_CM);
    const regions = regionScores(measuredParameters(spotted));
    const cheek = regions.left_cheek;
    expect(cheek.label).toBe('Left cheek');
    expect(cheek.measures.map((measure) => [measure.parameter, measure.concern])).toEqual([
      ['redness_left_cheek', 'redness'],
      ['erythema_left_cheek', null],
      ['dark_spots_left_cheek', 'spots'],
      ['blemishes_left_cheek', 'blemishes'],
      ['texture_left_cheek', 'texture'],
    ]);
    const spots = cheek.measures.find((measure) => measure.concern === 'spots')!;
    expect(spots.score).toBe(scoreOn(CONCERNS.spots.scale, spotted.regions.left_cheek.darkSpotsPerCm2));
    expect(cheek.score).toBe(Math.min(...cheek.measures.flatMap((measure) => (measure.score === null ? [] : [measure.score]))));
    expect(cheek.score).toBeLessThan(regions.right_cheek.score!);
    // Under the eyes, redness is shown but not scored; darkness against the cheek is.
    expect(regions.left_under_eye.measures.map((measure) => [measure.label, measure.concern])).toEqual([
      ['Redness', null],
      ['Erythema index', null],
      ['Darker than the cheek', 'dark_circles'],
    ]);
    expect(regions.t_zone).toMatchObject({ label: 'T-zone', measures: [{ parameter: 't_zone_shine', label: 'Shine', concern: 'shine' }] });
  });
});
