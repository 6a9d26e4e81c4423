import { CONCERNS } from './concerns';
import type { SkinMeasurements } from './measure';

/**
 * Every concern tag an analysis can report, highest rule priority first. An analysis lists its own
 * tags in the priority of the rules it matched; the API maps each tag to catalogue products and the
 * chat assistant to its advice.
 */
export const SKIN_CONCERNS = ['redness', 'blemishes', 'hyperpigmentation', 'uneven-tone', 'dark-circles', 'oiliness', 'dryness', 'texture'] as const;
export type SkinConcern = (typeof SKIN_CONCERNS)[number];

export function isSkinConcern(tag: unknown): tag is SkinConcern {
  return (SKIN_CONCERNS as readonly unknown[]).includes(tag);
}

export interface SkinRule {
  id: string;
  concern: SkinConcern;
  /** The matched rule with the highest priority gives the primary diagnosis. */
  priority: number;
  /** Strong signals add advice to see a dermatologist. */
  strong: boolean;
  when: (m: SkinMeasurements) => boolean;
  /** Cosmetic wording of what was seen, never a disease name. */
  finding: string;
  advice: string[];
}

// The scores' scales: a rule names a concern from the value where its score falls to 60 ('some') or 35 ('marked').
const scale = {
  redness: CONCERNS.redness.scale,
  blemishes: CONCERNS.blemishes.scale,
  spots: CONCERNS.spots.scale,
  evenness: CONCERNS.evenness.scale,
  dark_circles: CONCERNS.dark_circles.scale,
  shine: CONCERNS.shine.scale,
  texture: CONCERNS.texture.scale,
};

// The reddest measured of cheeks and nose, as the redness score takes it (NaN only when none was measured).
const cheekNoseRedness = (m: SkinMeasurements): number => {
  const measured = [m.redness.left_cheek, m.redness.right_cheek, m.redness.nose].filter(Number.isFinite);
  return measured.length > 0 ? Math.max(...measured) : Number.NaN;
};
const isMeasured = (...values: number[]): boolean => values.every(Number.isFinite);

export const DERMATOLOGIST_ADVICE = 'These are strong signals: for a personal opinion, consider seeing a dermatologist.';
export const SUNSCREEN_ADVICE = 'Wear a broad-spectrum SPF 30+ sunscreen every day, even when it is cloudy.';
export const RETAKE_ADVICE = 'For a more reliable result, retake the photo in daylight, facing the light, without make-up, with your face filling most of the frame.';
export const CLOSER_PHOTO_ADVICE = 'To have dark spots, blemishes and fine texture measured too, take a closer photo with your face filling most of the frame.';
export const DETAIL_NOT_MEASURED = 'Dark spots, blemishes and fine texture were not measured: the face is too small in the photo for them.';

/**
 * The rules, in one table. Units: a* and L* are CIELAB, tone is CIEDE2000, dark spots and blemishes
 * per cm² of skin (so a large face and a small one compare), shine as a share of T-zone skin,
 * texture as the SD of L* detail at 0.3 to 2 mm. A parameter that was not measured (NaN) fires no rule.
 */
export const SKIN_RULES: readonly SkinRule[] = [
  {
    id: 'redness-marked',
    concern: 'redness',
    priority: 95,
    strong: true,
    when: (m) => cheekNoseRedness(m) >= scale.redness.marked,
    finding: 'Marked redness on the cheeks or nose',
    advice: ['Calm the skin with a fragrance-free moisturiser containing niacinamide, centella or panthenol, and avoid hot water and harsh scrubs.'],
  },
  {
    id: 'blemishes-many',
    concern: 'blemishes',
    priority: 90,
    strong: true,
    when: (m) => m.blemishesPerCm2 >= scale.blemishes.marked,
    finding: 'Many small red spots, like breakouts',
    advice: ['Cleanse gently twice a day and use a salicylic acid (BHA) product and a non-comedogenic moisturiser; do not squeeze spots.'],
  },
  {
    id: 'dark-spots-many',
    concern: 'hyperpigmentation',
    priority: 85,
    strong: true,
    when: (m) => m.darkSpotsPerCm2 >= scale.spots.marked,
    finding: 'Many dark spots (uneven pigmentation)',
    advice: ['Use vitamin C or niacinamide in the morning to fade dark spots; any spot that changes in size, shape or colour should be checked.'],
  },
  {
    id: 'redness',
    concern: 'redness',
    priority: 70,
    strong: false,
    when: (m) => cheekNoseRedness(m) >= scale.redness.some,
    finding: 'Some visible redness on the cheeks or nose',
    advice: ['Choose gentle, fragrance-free products and a soothing moisturiser with niacinamide or centella.'],
  },
  {
    id: 'blemishes',
    concern: 'blemishes',
    priority: 65,
    strong: false,
    when: (m) => m.blemishesPerCm2 >= scale.blemishes.some,
    finding: 'A few small red spots, like occasional breakouts',
    advice: ['Use a gentle cleanser and a spot treatment with salicylic acid or benzoyl peroxide, and a non-comedogenic moisturiser.'],
  },
  {
    id: 'dark-spots',
    concern: 'hyperpigmentation',
    priority: 60,
    strong: false,
    when: (m) => m.darkSpotsPerCm2 >= scale.spots.some,
    finding: 'Some dark spots (uneven pigmentation)',
    advice: ['Use a vitamin C or niacinamide serum in the morning to even out dark spots.'],
  },
  {
    id: 'uneven-tone',
    concern: 'uneven-tone',
    priority: 55,
    strong: false,
    when: (m) => m.toneUnevenness >= scale.evenness.some,
    finding: 'Uneven skin tone between areas of the face',
    advice: ['A brightening serum with niacinamide, vitamin C or azelaic acid helps even out skin tone.'],
  },
  {
    id: 'dark-circles',
    concern: 'dark-circles',
    priority: 50,
    strong: false,
    when: (m) => m.underEyeDarkness >= scale.dark_circles.some,
    finding: 'Darker skin under the eyes',
    advice: ['An eye cream with caffeine, vitamin C or peptides and regular sleep can soften dark circles.'],
  },
  {
    id: 'shine',
    concern: 'oiliness',
    priority: 45,
    strong: false,
    when: (m) => m.shineFraction * 100 >= scale.shine.some,
    finding: 'Shine in the T-zone (oily-looking skin)',
    advice: ['Use a gentle foaming cleanser and a lightweight, oil-free moisturiser; a clay mask once a week helps with shine.'],
  },
  {
    id: 'matte-textured',
    concern: 'dryness',
    priority: 40,
    strong: false,
    when: (m) => isMeasured(m.shineFraction, m.texture) && m.shineFraction < 0.003 && m.texture >= scale.texture.some,
    finding: 'Matte skin with visible fine texture, which often goes with dryness',
    advice: ['Moisturise twice a day with ceramides, glycerin or hyaluronic acid, and keep cleansers mild.'],
  },
  {
    id: 'texture',
    concern: 'texture',
    priority: 35,
    strong: false,
    when: (m) => m.texture >= scale.texture.some,
    finding: 'Uneven fine skin texture',
    advice: ['Exfoliate gently once or twice a week with lactic acid or a PHA, and moisturise daily.'],
  },
];

export const COSMETIC_NOTE = 'Cosmetic assessment, not a medical diagnosis.';

/** 'a, b or c' */
function listWithOr(items: readonly string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The finding when no rule fires, naming only what was measured: 'no spots' is never said of a photo too small to show them. */
export function balancedFinding(m: SkinMeasurements): string {
  const measured = [
    ['redness', isMeasured(cheekNoseRedness(m))],
    ['spots', isMeasured(m.darkSpotsPerCm2, m.blemishesPerCm2)],
    ['shine', isMeasured(m.shineFraction)],
    ['uneven tone', isMeasured(m.toneUnevenness)],
  ] as const;
  const names = measured.filter(([, ok]) => ok).map(([name]) => name);
  return names.length > 0 ? `Balanced-looking skin: no marked ${listWithOr(names)} measured` : 'Nothing could be measured clearly enough for a finding';
}

export interface Assessment {
  /** The primary finding alone, one short sentence for a heading. */
  headline: string;
  /** The headline, then the skin tone, what was not measured and the cosmetic note. */
  diagnosis: string;
  recommendations: string[];
  concerns: SkinConcern[];
  matchedRules: string[];
}

const MAX_RECOMMENDATIONS = 6;

/** Applies the rules table: the primary finding, numbered-ready advice and the concern tags. */
export function assessSkin(m: SkinMeasurements, confidence: number): Assessment {
  const matched = SKIN_RULES.filter((rule) => rule.when(m)).sort((x, y) => y.priority - x.priority);
  const concerns = [...new Set(matched.map((rule) => rule.concern))];
  const primary = matched[0]?.finding ?? balancedFinding(m);
  const tone = Number.isFinite(m.ita) ? ` Skin tone: ${m.itaCategory} (ITA° ${Math.round(m.ita)}).` : '';
  const detail = m.detailResolved ? '' : ` ${DETAIL_NOT_MEASURED}`;
  const recommendations: string[] = [];
  if (matched.some((rule) => rule.strong)) recommendations.push(DERMATOLOGIST_ADVICE);
  for (const rule of matched) recommendations.push(...rule.advice);
  if (matched.length === 0) recommendations.push('Keep a simple routine: a gentle cleanser and a moisturiser suited to how your skin feels.');
  recommendations.push(SUNSCREEN_ADVICE);
  if (!m.detailResolved) recommendations.push(CLOSER_PHOTO_ADVICE);
  if (confidence < 0.5) recommendations.push(RETAKE_ADVICE);
  const unique = [...new Set(recommendations)];
  // Keep sunscreen and the photo hints even when many rules fire.
  const kept: readonly string[] = [SUNSCREEN_ADVICE, CLOSER_PHOTO_ADVICE, RETAKE_ADVICE];
  const tail = unique.filter((text) => kept.includes(text));
  const head = unique.filter((text) => !tail.includes(text)).slice(0, MAX_RECOMMENDATIONS - tail.length);
  return {
    headline: `${primary}.`,
    diagnosis: `${primary}.${tone}${detail} ${COSMETIC_NOTE}`,
    recommendations: [...head, ...tail],
    concerns,
    matchedRules: matched.map((rule) => rule.id),
  };
}
