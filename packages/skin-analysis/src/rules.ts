import type { SkinMeasurements } from './measure';

/** Concern tags; the API maps each to catalogue products. */
export type SkinConcern = 'dryness' | 'oiliness' | 'redness' | 'hyperpigmentation' | 'uneven-tone' | 'texture' | 'dark-circles' | 'blemishes';

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

const cheekNoseRedness = (m: SkinMeasurements): number => Math.max(m.redness.left_cheek, m.redness.right_cheek, m.redness.nose);
const isMeasured = (...values: number[]): boolean => values.every(Number.isFinite);

export const DERMATOLOGIST_ADVICE = 'These are strong signals: for a personal opinion, consider seeing a dermatologist.';
export const SUNSCREEN_ADVICE = 'Wear a broad-spectrum SPF 30+ sunscreen every day, even when it is cloudy.';
export const RETAKE_ADVICE = 'For a more reliable result, retake the photo in daylight, facing the light, without make-up, with your face filling most of the frame.';

/**
 * The rules, in one table. Units: a* and L* are CIELAB, tone is CIEDE2000, spots per cm² of skin,
 * shine as a share of T-zone skin, texture as the SD of L* detail at about 1 mm.
 */
export const SKIN_RULES: readonly SkinRule[] = [
  {
    id: 'redness-marked',
    concern: 'redness',
    priority: 95,
    strong: true,
    when: (m) => cheekNoseRedness(m) >= 24,
    finding: 'Marked redness on the cheeks or nose',
    advice: ['Calm the skin with a fragrance-free moisturiser containing niacinamide, centella or panthenol, and avoid hot water and harsh scrubs.'],
  },
  {
    id: 'blemishes-many',
    concern: 'blemishes',
    priority: 90,
    strong: true,
    when: (m) => m.blemishCount >= 12,
    finding: 'Many small red spots, like breakouts',
    advice: ['Cleanse gently twice a day and use a salicylic acid (BHA) product and a non-comedogenic moisturiser; do not squeeze spots.'],
  },
  {
    id: 'dark-spots-many',
    concern: 'hyperpigmentation',
    priority: 85,
    strong: true,
    when: (m) => m.darkSpotsPerCm2 >= 0.6,
    finding: 'Many dark spots (uneven pigmentation)',
    advice: ['Use vitamin C or niacinamide in the morning to fade dark spots; any spot that changes in size, shape or colour should be checked.'],
  },
  {
    id: 'redness',
    concern: 'redness',
    priority: 70,
    strong: false,
    when: (m) => cheekNoseRedness(m) >= 18,
    finding: 'Some visible redness on the cheeks or nose',
    advice: ['Choose gentle, fragrance-free products and a soothing moisturiser with niacinamide or centella.'],
  },
  {
    id: 'blemishes',
    concern: 'blemishes',
    priority: 65,
    strong: false,
    when: (m) => m.blemishCount >= 4,
    finding: 'A few small red spots, like occasional breakouts',
    advice: ['Use a gentle cleanser and a spot treatment with salicylic acid or benzoyl peroxide, and a non-comedogenic moisturiser.'],
  },
  {
    id: 'dark-spots',
    concern: 'hyperpigmentation',
    priority: 60,
    strong: false,
    when: (m) => m.darkSpotsPerCm2 >= 0.15,
    finding: 'Some dark spots (uneven pigmentation)',
    advice: ['Use a vitamin C or niacinamide serum in the morning to even out dark spots.'],
  },
  {
    id: 'uneven-tone',
    concern: 'uneven-tone',
    priority: 55,
    strong: false,
    when: (m) => m.toneUnevenness >= 5,
    finding: 'Uneven skin tone between areas of the face',
    advice: ['A brightening serum with niacinamide, vitamin C or azelaic acid helps even out skin tone.'],
  },
  {
    id: 'dark-circles',
    concern: 'dark-circles',
    priority: 50,
    strong: false,
    when: (m) => m.underEyeDarkness >= 12,
    finding: 'Darker skin under the eyes',
    advice: ['An eye cream with caffeine, vitamin C or peptides and regular sleep can soften dark circles.'],
  },
  {
    id: 'shine',
    concern: 'oiliness',
    priority: 45,
    strong: false,
    when: (m) => m.shineFraction >= 0.03,
    finding: 'Shine in the T-zone (oily-looking skin)',
    advice: ['Use a gentle foaming cleanser and a lightweight, oil-free moisturiser; a clay mask once a week helps with shine.'],
  },
  {
    id: 'matte-textured',
    concern: 'dryness',
    priority: 40,
    strong: false,
    when: (m) => isMeasured(m.shineFraction, m.texture) && m.shineFraction < 0.003 && m.texture >= 3,
    finding: 'Matte skin with visible fine texture, which often goes with dryness',
    advice: ['Moisturise twice a day with ceramides, glycerin or hyaluronic acid, and keep cleansers mild.'],
  },
  {
    id: 'texture',
    concern: 'texture',
    priority: 35,
    strong: false,
    when: (m) => m.texture >= 3,
    finding: 'Uneven fine skin texture',
    advice: ['Exfoliate gently once or twice a week with lactic acid or a PHA, and moisturise daily.'],
  },
];

export const COSMETIC_NOTE = 'Cosmetic assessment, not a medical diagnosis.';
export const BALANCED_FINDING = 'Balanced-looking skin: no marked redness, spots, shine or uneven tone measured';

export interface Assessment {
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
  const primary = matched[0]?.finding ?? BALANCED_FINDING;
  const tone = Number.isFinite(m.ita) ? ` Skin tone: ${m.itaCategory} (ITA° ${Math.round(m.ita)}).` : '';
  const recommendations: string[] = [];
  if (matched.some((rule) => rule.strong)) recommendations.push(DERMATOLOGIST_ADVICE);
  for (const rule of matched) recommendations.push(...rule.advice);
  if (matched.length === 0) recommendations.push('Keep a simple routine: a gentle cleanser and a moisturiser suited to how your skin feels.');
  recommendations.push(SUNSCREEN_ADVICE);
  if (confidence < 0.5) recommendations.push(RETAKE_ADVICE);
  const unique = [...new Set(recommendations)];
  // Keep sunscreen and the retake hint even when many rules fire.
  const tail: string[] = unique.filter((text) => text === SUNSCREEN_ADVICE || text === RETAKE_ADVICE);
  const head = unique.filter((text) => !tail.includes(text)).slice(0, MAX_RECOMMENDATIONS - tail.length);
  return {
    diagnosis: `${primary}.${tone} ${COSMETIC_NOTE}`,
    recommendations: [...head, ...tail],
    concerns,
    matchedRules: matched.map((rule) => rule.id),
  };
}
