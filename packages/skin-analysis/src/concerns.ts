// The concerns a shopper sees as scores: for each, its words, the measured value it comes from and the
// scale that turns that value into 0..100. The rules (rules.ts) fire at the same points of the same scales.

/** Scored concerns, each 0..100, higher is better. Skin tone is a category, not a score (see skinTone in scores.ts). */
export const SCORED_CONCERNS = ['evenness', 'redness', 'shine', 'dark_circles', 'spots', 'blemishes', 'texture'] as const;
export type ScoredConcern = (typeof SCORED_CONCERNS)[number];

/**
 * Where a measured value (in `unit`, larger is worse) scores 100 (`clear` and below), 60 (`some`: the rules
 * name it from here), 35 (`marked`: strong) and 0 (`worst` and above); straight lines between.
 */
export interface ScoreScale {
  clear: number;
  some: number;
  marked: number;
  worst: number;
  unit: string;
}

/** Score at each anchor of a scale. */
export const SCORE_ANCHORS = { clear: 100, some: 60, marked: 35, worst: 0 } as const;

/** From this score up, without a rule firing, a concern reads as good. */
export const GOOD_SCORE = 80;

/** In words: good (80 and up), fair (below 80, no finding), some (a rule names it), marked (strong). */
export type ScoreLevel = 'good' | 'fair' | 'some' | 'marked';

export interface ConcernDefinition {
  label: string;
  /** The parameters (see parameters.ts) it is scored on; of several, the worst counts. */
  from: readonly string[];
  /** One line for shoppers: what the score tells. */
  explanation: string;
  /** How it is measured (the score formula is added from the scale). */
  method: string;
  scale: ScoreScale;
  verdicts: Record<ScoreLevel, string>;
  /** Measured on millimetre detail: not measured when the face is too small in the photo. */
  needsDetail: boolean;
  /** What to do when too little of the skin it needs could be seen. */
  tooLittleSkin: string;
  /** Its name inside a sentence: 'the face is too small in the photo for spots'. */
  inSentence: string;
}

const KEEP_HAIR_AWAY = 'keep hair away from your face and look straight at the camera.';

export const CONCERNS: Record<ScoredConcern, ConcernDefinition> = {
  evenness: {
    label: 'Evenness',
    from: ['uneven_tone'],
    explanation: 'How alike the pigment of your forehead, cheeks and chin looks; higher means a more even tone.',
    method:
      'We take the typical (median) colour of the forehead, each cheek and the chin in CIELAB (D65) and average the CIEDE2000 colour difference (ΔE00) between every pair in lightness and the yellow-blue direction, where pigment (melanin) moves skin; redness (a*) is left to the redness score. Lightness is weighed half (kL = 2), because the light on a face changes lightness most.',
    scale: { clear: 1.5, some: 5, marked: 9, worst: 15, unit: 'ΔE00' },
    verdicts: { good: 'Even skin tone.', fair: 'Mostly even skin tone.', some: 'Uneven skin tone between areas of the face.', marked: 'Clearly uneven skin tone between areas of the face.' },
    needsDetail: false,
    tooLittleSkin: `Too little of your forehead, cheeks and chin could be seen for evenness: ${KEEP_HAIR_AWAY}`,
    inSentence: 'evenness',
  },
  redness: {
    label: 'Redness',
    from: ['redness_left_cheek', 'redness_right_cheek', 'redness_nose'],
    explanation: 'How much redness shows on your cheeks and nose; higher means calmer-looking skin.',
    method:
      'We convert the photo to CIELAB colour (D65) and take the median a* (the green-to-red axis) of the skin of each cheek and of the nose; the reddest of the three counts. The erythema index of each area (100 × log10 of red over green reflectance) is listed with it.',
    scale: { clear: 10, some: 18, marked: 24, worst: 32, unit: 'a*' },
    verdicts: { good: 'Little redness.', fair: 'Slight redness.', some: 'Some visible redness on the cheeks or nose.', marked: 'Marked redness on the cheeks or nose.' },
    needsDetail: false,
    tooLittleSkin: `Too little of your cheeks and nose could be seen for redness: ${KEEP_HAIR_AWAY}`,
    inSentence: 'redness',
  },
  shine: {
    label: 'Shine',
    from: ['t_zone_shine'],
    explanation: 'How much light your forehead and nose reflect, a sign of oily skin; higher means less shine.',
    method:
      'The share of the T-zone skin (forehead, between the brows and the nose) that is a specular highlight: lighter than the median of its own area by at least 12 L* and by a third of the way from it to white, and less saturated (CIELAB chroma at most three quarters of it). Relative to your own skin, so the same shine counts alike on every skin tone.',
    scale: { clear: 0.5, some: 3, marked: 8, worst: 20, unit: '%' },
    verdicts: { good: 'Little shine.', fair: 'A little shine in the T-zone.', some: 'Shine in the T-zone (oily-looking skin).', marked: 'Strong shine in the T-zone (oily-looking skin).' },
    needsDetail: false,
    tooLittleSkin: 'Too little of your forehead and nose could be seen for shine: keep hair off your forehead and look straight at the camera.',
    inSentence: 'shine',
  },
  dark_circles: {
    label: 'Dark circles',
    from: ['under_eye_darkness'],
    explanation: 'How much darker the skin under your eyes looks than your cheeks; higher means brighter under-eyes.',
    method:
      'The median lightness (CIELAB L*) of the upper half of the cheeks, next to the under-eyes and in the same light, minus that of the skin under the eyes (ΔL*): a band from just below the lower eyelid down to about a third of the distance between the pupils. The difference counts as on light skin (relative to your own skin’s lightness), so it reads alike on every skin tone.',
    scale: { clear: 1, some: 9, marked: 15, worst: 24, unit: 'ΔL*' },
    verdicts: { good: 'Bright under-eyes.', fair: 'Slightly darker under-eyes.', some: 'Darker skin under the eyes.', marked: 'Clearly darker skin under the eyes.' },
    needsDetail: false,
    tooLittleSkin: 'The skin under your eyes could not be seen clearly for dark circles: take off glasses and look straight at the camera.',
    inSentence: 'dark circles',
  },
  spots: {
    label: 'Dark spots',
    from: ['dark_spots'],
    explanation: 'Dark spots of 1 to 10 mm on your forehead, cheeks, nose and chin; higher means fewer.',
    method:
      'On the photo’s own pixels, round patches of 1 to 10 mm whose lightness (CIELAB L*, averaged over 1.5 mm) is below the skin within 5 mm by at least 7 (as on light skin, relative to your own skin’s lightness, or to the skin around where that is lighter) and by four times the area’s fine texture, and that are not red, counted per cm² of skin. Shine highlights are left out of the skin around. Millimetres come from an average 63 mm between the pupils.',
    scale: { clear: 0, some: 0.15, marked: 0.6, worst: 1.5, unit: 'per cm²' },
    verdicts: { good: 'Few or no dark spots.', fair: 'A few dark spots.', some: 'Some dark spots (uneven pigmentation).', marked: 'Many dark spots (uneven pigmentation).' },
    needsDetail: true,
    tooLittleSkin: `Too little clear skin could be seen for spots: ${KEEP_HAIR_AWAY}`,
    inSentence: 'spots',
  },
  blemishes: {
    label: 'Blemishes',
    from: ['blemishes'],
    explanation: 'Small red spots, like breakouts, on your forehead, cheeks, nose and chin; higher means fewer.',
    method:
      'On the photo’s own pixels, round patches of 1 to 10 mm whose redness (CIELAB a*, averaged over 1.5 mm) is at least 8 above the skin within 5 mm, counted per cm² of skin. Millimetres come from an average 63 mm between the pupils.',
    scale: { clear: 0, some: 0.1, marked: 0.35, worst: 1, unit: 'per cm²' },
    verdicts: { good: 'Few or no red spots.', fair: 'A few small red spots.', some: 'Some small red spots, like occasional breakouts.', marked: 'Many small red spots, like breakouts.' },
    needsDetail: true,
    tooLittleSkin: `Too little clear skin could be seen for blemishes: ${KEEP_HAIR_AWAY}`,
    inSentence: 'blemishes',
  },
  texture: {
    label: 'Texture',
    from: ['texture'],
    explanation: 'How smooth your skin looks at the scale of a millimetre; higher means smoother.',
    method:
      'On the photo’s own pixels, the robust spread (1.4826 × median absolute deviation) of lightness (CIELAB L*) detail between about 0.3 and 2 mm across, on the forehead, each cheek and the chin; the roughest of them counts. Lightness counts relative to your own skin’s, so the same texture reads alike on every skin tone. Camera grain and sharpening raise it, blur and beauty filters lower it.',
    scale: { clear: 1, some: 3, marked: 5, worst: 8, unit: 'L* (SD)' },
    verdicts: { good: 'Smooth-looking skin.', fair: 'Mostly smooth skin.', some: 'Visible fine texture.', marked: 'Marked fine texture.' },
    needsDetail: true,
    tooLittleSkin: `Too little clear skin could be seen for texture: ${KEEP_HAIR_AWAY}`,
    inSentence: 'texture',
  },
};

/** Score (whole number 0..100) of a measured value on a scale; NaN stays NaN. Never rises as the value rises. */
export function scoreOn(scale: ScoreScale, value: number): number {
  if (!Number.isFinite(value)) return Number.NaN;
  const points: Array<[number, number]> = [
    [scale.clear, SCORE_ANCHORS.clear],
    [scale.some, SCORE_ANCHORS.some],
    [scale.marked, SCORE_ANCHORS.marked],
    [scale.worst, SCORE_ANCHORS.worst],
  ];
  if (value <= scale.clear) return 100;
  for (let k = 1; k < points.length; k++) {
    const [x0, y0] = points[k - 1]!;
    const [x1, y1] = points[k]!;
    if (value <= x1) return Math.round(y0 + ((value - x0) / (x1 - x0)) * (y1 - y0));
  }
  return 0;
}

/** The level of a measured value: from the value itself, so it agrees with the rules at the anchors. */
export function levelOn(scale: ScoreScale, value: number): ScoreLevel {
  if (value >= scale.marked) return 'marked';
  if (value >= scale.some) return 'some';
  return scoreOn(scale, value) >= GOOD_SCORE ? 'good' : 'fair';
}

/** The score formula of a scale in words, for "How we measure this". */
export function describeScale(scale: ScoreScale): string {
  const unit = scale.unit === '%' ? '%' : ` ${scale.unit}`;
  const at = (value: number): string => `${value}${unit}`;
  return `Score: 100 up to ${at(scale.clear)}, 60 at ${at(scale.some)}, 35 at ${at(scale.marked)} and 0 from ${at(scale.worst)}, in straight lines between.`;
}
