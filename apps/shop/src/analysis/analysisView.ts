// The one place where the analysis API's answers become the ui's analysis components' props: the
// result (face map, scores, skin tone, headline, model), the trends and the compare view, and the
// scores the clinic's queue shows a dermatologist. Fields an
// answer lacks (analyses stored before them) leave their part out.
import type { AnalyzeAnswer } from '@nyansa/api-client';
import type { Analysis, AnalysisHistoryItem, ConcernScore, FaceRegion, ScoredConcern, SkinTone } from '@nyansa/contract';
import type { ComparedAnalysis, ConcernScoreItem, FaceMapRegion, ScoreTrendPoint, SkinAnalysis, SkinToneItem } from '@nyansa/ui';
import { toSkinAnalysis } from '../data/useAnalyses';

/** The scored concerns in the order shown, with their names (the history stores only the numbers). */
export const CONCERNS = [
  { id: 'evenness', label: 'Evenness' },
  { id: 'redness', label: 'Redness' },
  { id: 'shine', label: 'Shine' },
  { id: 'dark_circles', label: 'Dark circles' },
  { id: 'spots', label: 'Dark spots' },
  { id: 'blemishes', label: 'Blemishes' },
  { id: 'texture', label: 'Texture' },
] as const satisfies readonly { id: ScoredConcern; label: string }[];

/** How many of the latest analyses a trend chart shows. */
export const TREND_LENGTH = 12;

export const SKIN_TONE_UNMEASURED = 'Too little of your forehead and cheeks could be seen for skin tone: keep hair away from your face and look straight at the camera.';

function toRegion(region: FaceRegion): FaceMapRegion {
  return { id: region.name, label: region.label, polygon: region.polygon, score: region.score, measures: region.measures?.map(({ label, value, unit, score }) => ({ label, value, unit, score })) };
}

function toConcern(id: string, score: ConcernScore): ConcernScoreItem {
  return { id, label: score.label, score: score.score, verdict: score.verdict ?? null, explanation: score.explanation, method: score.method, measured: score.measured ?? null, reason: score.reason ?? null };
}

function toSkinTone(tone: SkinTone): SkinToneItem {
  return { category: tone.category, label: tone.label, explanation: tone.explanation, method: tone.method, ita: tone.ita };
}

/**
 * An analysis's scores and skin tone as ConcernScores shows them (the shopper's result, the clinic's queue):
 * none for analyses stored before scores; skin tone absent, or null with the reason it was not measured.
 */
export function toConcernScores({ scores, skin_tone }: Pick<Analysis, 'scores' | 'skin_tone'>): Pick<SkinAnalysis, 'concerns' | 'skinTone' | 'skinToneReason'> {
  return {
    concerns: scores ? CONCERNS.flatMap(({ id }) => (scores[id] ? [toConcern(id, scores[id])] : [])) : undefined,
    skinTone: skin_tone === undefined ? undefined : skin_tone && toSkinTone(skin_tone),
    skinToneReason: skin_tone === null ? SKIN_TONE_UNMEASURED : undefined,
  };
}

/**
 * An analysis answer as AnalysisResult shows it. `photoUrl` is the analysed photo as the browser
 * shows it (upright, like the polygons' coordinates); without it there is no face map.
 */
export function toAnalysisView(answer: Pick<AnalyzeAnswer, 'analysis' | 'recommendations' | 'products'>, photoUrl: string | null): SkinAnalysis {
  const base = toSkinAnalysis(answer);
  const { analysis } = answer;
  const { image, regions } = analysis;
  const parameterCount = analysis.parameter_count ?? (analysis.parameters ? Object.keys(analysis.parameters).length : null);
  return {
    ...base,
    headline: analysis.headline ?? null,
    modelUsed: analysis.model?.name ?? base.modelUsed,
    modelDetail: analysis.model?.detail ?? null,
    parameterCount,
    faceMap: photoUrl && image && regions ? { imageUrl: photoUrl, imageWidth: image.width, imageHeight: image.height, regions: regions.map(toRegion) } : null,
    ...toConcernScores(analysis),
  };
}

/** The history items that carry scores (those stored before scores have none), oldest first. */
type ScoredItem = AnalysisHistoryItem & { scores: NonNullable<AnalysisHistoryItem['scores']> };

export function scoredHistory(items: readonly AnalysisHistoryItem[]): ScoredItem[] {
  return items
    .filter((item): item is ScoredItem => item.scores !== undefined && item.scores !== null)
    .sort((a, b) => new Date(a.analysis_date).getTime() - new Date(b.analysis_date).getTime());
}

/** Each concern's scores over the latest TREND_LENGTH scored analyses. */
export function toTrends(items: readonly AnalysisHistoryItem[]): { id: string; label: string; points: ScoreTrendPoint[] }[] {
  const latest = scoredHistory(items).slice(-TREND_LENGTH);
  return CONCERNS.map(({ id, label }) => ({ id, label, points: latest.map((item) => ({ date: item.analysis_date, score: item.scores[id] ?? null })) }));
}

/** A history item as one side of the compare view. */
export function toCompared(item: AnalysisHistoryItem): ComparedAnalysis {
  return { date: item.analysis_date, imageUrl: item.image_url, headline: item.headline ?? item.ai_diagnosis, scores: item.scores ?? {} };
}
