import { describe, expect, it } from 'vitest';
import { detailNotMeasured } from './detail';
import type { SkinMeasurements } from './measure';
import {
  assessSkin,
  CLOSER_PHOTO_ADVICE,
  DERMATOLOGIST_ADVICE,
  RETAKE_ADVICE,
  SKIN_CONCERNS,
  SKIN_RULES,
  SUNSCREEN_ADVICE,
} from './rules';

const balanced: SkinMeasurements = {
  ita: 45,
  itaCategory: 'light',
  redness: { forehead: 9, left_cheek: 11, right_cheek: 11, nose: 12, chin: 10, left_under_eye: 8, right_under_eye: 8 },
  erythema: { forehead: 15, left_cheek: 18, right_cheek: 18, nose: 19, chin: 16, left_under_eye: 14, right_under_eye: 14 },
  toneUnevenness: 2,
  detailResolved: true,
  darkSpotCount: 1,
  darkSpotsPerCm2: 0.02,
  blemishCount: 0,
  blemishesPerCm2: 0,
  shineFraction: 0.01,
  texture: 1.5,
  regions: detailNotMeasured().regions,
  shine: { forehead: 0.01, nose: 0.01, chin: 0.01 },
  underEyeDarkness: 3,
  underEyeDarknessBySide: { left: 3, right: 3 },
  skinAreaCm2: 60,
  skinChroma: 20,
  regionAreas: { forehead: 900, left_cheek: 500, right_cheek: 500, nose: 300, chin: 300, left_under_eye: 150, right_under_eye: 150 },
  tZoneArea: 1400,
};

const withRedness = (a: number): SkinMeasurements => ({ ...balanced, redness: { ...balanced.redness, left_cheek: a } });

describe('rules table', () => {
  it('calls balanced skin balanced, with sunscreen advice and no concern', () => {
    const result = assessSkin(balanced, 0.8);
    expect(result.diagnosis).toBe('Balanced-looking skin: no marked redness, spots, shine or uneven tone measured. Skin tone: light (ITA° 45). Cosmetic assessment, not a medical diagnosis.');
    expect(result.headline).toBe('Balanced-looking skin: no marked redness, spots, shine or uneven tone measured.');
    expect(result.concerns).toEqual([]);
    expect(result.recommendations).toContain(SUNSCREEN_ADVICE);
    expect(result.recommendations).not.toContain(DERMATOLOGIST_ADVICE);
  });

  it('names visible redness and, when marked, suggests a dermatologist', () => {
    const some = assessSkin(withRedness(19), 0.8);
    expect(some.diagnosis).toMatch(/^Some visible redness on the cheeks or nose\. Skin tone: light \(ITA° 45\)\. Cosmetic assessment, not a medical diagnosis\.$/);
    expect(some.concerns).toEqual(['redness']);
    expect(some.recommendations).not.toContain(DERMATOLOGIST_ADVICE);
    const marked = assessSkin(withRedness(26), 0.8);
    expect(marked.diagnosis).toMatch(/^Marked redness on the cheeks or nose/);
    expect(marked.concerns).toEqual(['redness']);
    expect(marked.recommendations[0]).toBe(DERMATOLOGIST_ADVICE);
    expect(marked.headline).toBe('Marked redness on the cheeks or nose.');
  });

  it('names a concern exactly where its score falls to 60, and calls it strong where it falls to 35', () => {
    expect(assessSkin(withRedness(17.99), 0.8).concerns).toEqual([]);
    expect(assessSkin(withRedness(18), 0.8).matchedRules).toEqual(['redness']);
    expect(assessSkin(withRedness(24), 0.8).matchedRules).toEqual(['redness-marked', 'redness']);
    expect(assessSkin({ ...balanced, shineFraction: 0.0299 }, 0.8).concerns).toEqual([]);
    expect(assessSkin({ ...balanced, shineFraction: 0.03 }, 0.8).concerns).toEqual(['oiliness']);
  });

  it('judges redness on the cheeks and nose that were measured, when one of them was not', () => {
    const noNose = { ...balanced, redness: { ...balanced.redness, nose: Number.NaN, left_cheek: 20 } };
    expect(assessSkin(noNose, 0.8).concerns).toEqual(['redness']);
  });

  it('orders several findings by priority and tags each concern once', () => {
    const result = assessSkin({ ...balanced, shineFraction: 0.06, blemishCount: 5, blemishesPerCm2: 0.12, darkSpotsPerCm2: 0.2, toneUnevenness: 6 }, 0.8);
    expect(result.diagnosis).toMatch(/^A few small red spots/);
    expect(result.concerns).toEqual(['blemishes', 'hyperpigmentation', 'uneven-tone', 'oiliness']);
    expect(result.recommendations.length).toBeLessThanOrEqual(6);
    expect(result.recommendations.at(-1)).toBe(SUNSCREEN_ADVICE);
  });

  it('reads matte, rough-looking skin as a dryness sign and shiny skin as oiliness', () => {
    expect(assessSkin({ ...balanced, shineFraction: 0.001, texture: 3.5 }, 0.8).concerns).toEqual(['dryness', 'texture']);
    expect(assessSkin({ ...balanced, shineFraction: 0.05 }, 0.8).concerns).toEqual(['oiliness']);
    expect(assessSkin({ ...balanced, underEyeDarkness: 14 }, 0.8).concerns).toEqual(['dark-circles']);
  });

  it('asks for a better photo when the confidence is low', () => {
    expect(assessSkin(balanced, 0.3).recommendations).toContain(RETAKE_ADVICE);
    expect(assessSkin(balanced, 0.7).recommendations).not.toContain(RETAKE_ADVICE);
  });

  it('ignores parameters that could not be measured, and does not claim their absence', () => {
    const unmeasured = { ...balanced, shineFraction: Number.NaN, texture: Number.NaN, ita: Number.NaN };
    const result = assessSkin(unmeasured, 0.8);
    expect(result.concerns).toEqual([]);
    expect(result.diagnosis).toBe('Balanced-looking skin: no marked redness, spots or uneven tone measured. Cosmetic assessment, not a medical diagnosis.');
  });

  it('judges blemishes by their density on the skin, like dark spots, not by their count', () => {
    // Five red spots on a large, close-up face are few; three on a small area are many.
    const spread = assessSkin({ ...balanced, blemishCount: 5, blemishesPerCm2: 0.05 }, 0.8);
    expect(spread.concerns).toEqual([]);
    const dense = assessSkin({ ...balanced, blemishCount: 3, blemishesPerCm2: 0.15 }, 0.8);
    expect(dense.diagnosis).toMatch(/^A few small red spots, like occasional breakouts\./);
    expect(dense.concerns).toEqual(['blemishes']);
    const many = assessSkin({ ...balanced, blemishCount: 10, blemishesPerCm2: 0.4 }, 0.8);
    expect(many.diagnosis).toMatch(/^Many small red spots, like breakouts\./);
    expect(many.recommendations[0]).toBe(DERMATOLOGIST_ADVICE);
  });

  it('on a face too small for detail, says spots and texture were not measured and asks for a closer photo', () => {
    const small = { ...balanced, detailResolved: false, darkSpotCount: NaN, darkSpotsPerCm2: NaN, blemishCount: NaN, blemishesPerCm2: NaN, texture: NaN };
    const result = assessSkin(small, 0.6);
    expect(result.diagnosis).toBe(
      'Balanced-looking skin: no marked redness, shine or uneven tone measured. Skin tone: light (ITA° 45). ' +
        'Dark spots, blemishes and fine texture were not measured: the face is too small in the photo for them. Cosmetic assessment, not a medical diagnosis.',
    );
    expect(result.recommendations).toContain(CLOSER_PHOTO_ADVICE);
    expect(result.recommendations).toContain(SUNSCREEN_ADVICE);
    // A finding that was measured still leads, with the note after it.
    const red = assessSkin({ ...small, redness: { ...balanced.redness, nose: 20 } }, 0.6);
    expect(red.diagnosis).toMatch(/^Some visible redness on the cheeks or nose\. Skin tone: light \(ITA° 45\)\. Dark spots, blemishes and fine texture were not measured/);
    expect(assessSkin(balanced, 0.6).recommendations).not.toContain(CLOSER_PHOTO_ADVICE);
  });

  it('lists every concern tag once, in the priority of the rules that report it', () => {
    const byPriority = [...SKIN_RULES].sort((x, y) => y.priority - x.priority).map((rule) => rule.concern);
    expect([...SKIN_CONCERNS]).toEqual([...new Set(byPriority)]);
  });

  it('words every finding and advice as cosmetic, never as a disease', () => {
    const texts = SKIN_RULES.flatMap((rule) => [rule.finding, ...rule.advice]);
    for (const text of texts) expect(text).not.toMatch(/acne|rosacea|eczema|melasma|psoriasis|dermatitis|disease|infection|cancer|melanoma|diagnos/i);
  });
});
