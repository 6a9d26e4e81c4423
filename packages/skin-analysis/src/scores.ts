import type { ItaCategory } from './colour';
import { CONCERNS, describeScale, levelOn, SCORED_CONCERNS, scoreOn, type ScoredConcern, type ScoreLevel } from './concerns';
import { DETAIL_REGIONS, TEXTURE_REGIONS, type DetailRegion } from './detail';
import { SHINE_REGIONS, type ShineRegion } from './measure';
import { REGION_LABELS, rounded, type MeasuredParameter } from './parameters';
import { REGION_NAMES, type RegionName } from './regions';

/** Why a concern has no score: the face is too small for millimetre detail, or too little of its skin could be seen. */
export type UnmeasuredReason = 'face-too-small' | 'too-little-skin';

export interface ConcernScore {
  label: string;
  /** 0..100, higher is better; null when it could not be measured on this photo. */
  score: number | null;
  level: ScoreLevel | null;
  /** This photo's result in a few words ('Slight redness.'); null when not measured. */
  verdict: string | null;
  /** One line for shoppers: what the score tells. */
  explanation: string;
  /** "How we measure this": the measure and the score formula. */
  method: string;
  /** The measured value the score comes from (rounded as in `parameters`); null when not measured. */
  measured: { parameter: string; value: number; unit: string } | null;
  /** When not measured: why, and what to do, in plain words. */
  reason?: string;
  reasonCode?: UnmeasuredReason;
}

export type ConcernScores = Record<ScoredConcern, ConcernScore>;

const measuredValue = (concern: ScoredConcern, parameters: Record<string, MeasuredParameter>): [string, MeasuredParameter] | undefined =>
  CONCERNS[concern].from
    .map((name): [string, MeasuredParameter | undefined] => [name, parameters[name]])
    .filter((entry): entry is [string, MeasuredParameter] => entry[1] !== undefined)
    .reduce<[string, MeasuredParameter] | undefined>((worst, entry) => (worst === undefined || entry[1].value > worst[1].value ? entry : worst), undefined);

/** One score per concern from the measured parameters (unrounded); `detailResolved` tells why detail is missing. */
export function concernScores(parameters: Record<string, MeasuredParameter>, detailResolved: boolean): ConcernScores {
  const scores = {} as ConcernScores;
  for (const concern of SCORED_CONCERNS) {
    const definition = CONCERNS[concern];
    const common = { label: definition.label, explanation: definition.explanation, method: `${definition.method} ${describeScale(definition.scale)}` };
    const found = measuredValue(concern, parameters);
    if (!found) {
      const tooSmall = definition.needsDetail && !detailResolved;
      scores[concern] = {
        ...common,
        score: null,
        level: null,
        verdict: null,
        measured: null,
        reason: tooSmall ? `The face is too small in the photo for ${definition.inSentence}: move closer, so your face fills most of the picture.` : definition.tooLittleSkin,
        reasonCode: tooSmall ? 'face-too-small' : 'too-little-skin',
      };
      continue;
    }
    const [parameter, measured] = found;
    const level = levelOn(definition.scale, measured.value);
    const { value, unit } = rounded(measured);
    scores[concern] = { ...common, score: scoreOn(definition.scale, measured.value), level, verdict: definition.verdicts[level], measured: { parameter, value, unit } };
  }
  return scores;
}

export interface SkinTone {
  /** Individual typology angle, degrees. */
  ita: number;
  category: ItaCategory;
  label: string;
  explanation: string;
  method: string;
}

export const SKIN_TONE_TEXT = {
  label: 'Skin tone',
  explanation: 'Your skin tone group, from how light and how warm your forehead and cheeks look. It is not a score: no tone is better than another.',
  method:
    'The individual typology angle, ITA° = arctan((L* − 50) / b*), of the median CIELAB colour of forehead and cheeks (Chardon et al. 1991), grouped as by Del Bino et al. 2006: very light above 55°, light 41 to 55°, intermediate 28 to 41°, tan 10 to 28°, brown −30 to 10°, dark below −30°. Camera white balance and the colour of the light shift it, so compare photos taken the same way.',
} as const;

/** The measured regions drawn on the photo: the seven skin regions and the T-zone (forehead, between the brows, nose). */
export const FACE_MAP_REGIONS = [...REGION_NAMES, 't_zone'] as const;
export type FaceMapRegionName = (typeof FACE_MAP_REGIONS)[number];

/** One measure of a region, as shown when the region is pointed at. */
export interface RegionMeasure {
  /** Its name in `parameters`. */
  parameter: string;
  label: string;
  value: number;
  unit: string;
  /** The concern whose scale scores it, or null for a measure without a score (the erythema index). */
  concern: ScoredConcern | null;
  score: number | null;
}

export interface RegionScore {
  label: string;
  /** The lowest score of its measures, or null when none of them could be scored. */
  score: number | null;
  measures: RegionMeasure[];
}

type MeasureSpec = Omit<RegionMeasure, 'value' | 'unit' | 'score'>;

function measuresOf(region: FaceMapRegionName): MeasureSpec[] {
  if (region === 't_zone') return [{ parameter: 't_zone_shine', label: 'Shine', concern: 'shine' }];
  const isUnderEye = region === 'left_under_eye' || region === 'right_under_eye';
  // Thin skin under the eyes always reads redder: its redness is shown, not scored.
  const specs: MeasureSpec[] = [
    { parameter: `redness_${region}`, label: 'Redness', concern: isUnderEye ? null : 'redness' },
    { parameter: `erythema_${region}`, label: 'Erythema index', concern: null },
  ];
  if ((DETAIL_REGIONS as readonly RegionName[]).includes(region)) {
    specs.push({ parameter: `dark_spots_${region}`, label: 'Dark spots', concern: 'spots' }, { parameter: `blemishes_${region}`, label: 'Blemishes', concern: 'blemishes' });
  }
  if (TEXTURE_REGIONS.includes(region as DetailRegion)) specs.push({ parameter: `texture_${region}`, label: 'Fine texture', concern: 'texture' });
  if ((SHINE_REGIONS as readonly string[]).includes(region)) specs.push({ parameter: `shine_${region as ShineRegion}`, label: 'Shine', concern: 'shine' });
  if (isUnderEye) specs.push({ parameter: `under_eye_darkness_${region === 'left_under_eye' ? 'left' : 'right'}`, label: 'Darker than the cheek', concern: 'dark_circles' });
  return specs;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Each face-map region's measures, scored on the same scales as the concerns, and its lowest score. */
export function regionScores(parameters: Record<string, MeasuredParameter>): Record<FaceMapRegionName, RegionScore> {
  const regions = {} as Record<FaceMapRegionName, RegionScore>;
  for (const region of FACE_MAP_REGIONS) {
    const measures = measuresOf(region).flatMap((spec): RegionMeasure[] => {
      const measured = parameters[spec.parameter];
      if (!measured) return [];
      const { value, unit } = rounded(measured);
      return [{ ...spec, value, unit, score: spec.concern ? scoreOn(CONCERNS[spec.concern].scale, measured.value) : null }];
    });
    const scored = measures.map((measure) => measure.score).filter((score): score is number => score !== null);
    regions[region] = { label: capitalised(REGION_LABELS[region]), score: scored.length > 0 ? Math.min(...scored) : null, measures };
  }
  return regions;
}
