// The one place where the analysis API's answers become the ui's analysis components' props: the
// result (face map, scores, skin tone, headline, model), the trends and the compare view. Fields the
// API does not return (analyses stored before them, or an API without them) leave their part out.
import type { AnalyzeAnswer } from '@nyansa/api-client';
import type { AnalysisHistoryItem } from '@nyansa/contract';
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
] as const;

/** How many of the latest analyses a trend chart shows. */
export const TREND_LENGTH = 12;

// The scored fields of an analysis answer and a history item, as the API names them (snake_case).
// Optional: the answer of an analysis stored before them, or of an API without them, has none.
interface ApiRegion {
  name: string;
  label: string;
  polygon: readonly (readonly [number, number])[];
  score: number | null;
  measures?: readonly { label: string; value: number; unit: string; score: number | null }[];
}
interface ApiConcernScore {
  label: string;
  score: number | null;
  explanation: string;
  verdict?: string | null;
  method?: string;
  measured?: { value: number; unit: string } | null;
  reason?: string;
}
interface ApiSkinTone {
  ita: number;
  category: string;
  label: string;
  explanation: string;
  method: string;
}
interface ScoredAnalysis {
  headline?: string;
  parameter_count?: number;
  image?: { width: number; height: number };
  regions?: readonly ApiRegion[];
  scores?: Partial<Record<string, ApiConcernScore>>;
  skin_tone?: ApiSkinTone | null;
  model?: { name: string; detail: string };
}
interface ScoredHistoryItem {
  headline?: string | null;
  scores?: Partial<Record<string, number | null>> | null;
}

export const SKIN_TONE_UNMEASURED = 'Too little of your forehead and cheeks could be seen for skin tone: keep hair away from your face and look straight at the camera.';

function toRegion(region: ApiRegion): FaceMapRegion {
  return { id: region.name, label: region.label, polygon: region.polygon, score: region.score, measures: region.measures?.map(({ label, value, unit, score }) => ({ label, value, unit, score })) };
}

function toConcern(id: string, score: ApiConcernScore): ConcernScoreItem {
  return { id, label: score.label, score: score.score, verdict: score.verdict ?? null, explanation: score.explanation, method: score.method, measured: score.measured ?? null, reason: score.reason ?? null };
}

function toSkinTone(tone: ApiSkinTone): SkinToneItem {
  return { category: tone.category, label: tone.label, explanation: tone.explanation, method: tone.method, ita: tone.ita };
}

/**
 * An analysis answer as AnalysisResult shows it. `photoUrl` is the analysed photo as the browser
 * shows it (upright, like the polygons' coordinates); without it there is no face map.
 */
export function toAnalysisView(answer: Pick<AnalyzeAnswer, 'analysis' | 'recommendations' | 'products'>, photoUrl: string | null): SkinAnalysis {
  const base = toSkinAnalysis(answer);
  const analysis = answer.analysis as AnalyzeAnswer['analysis'] & ScoredAnalysis;
  const { scores, image, regions } = analysis;
  const parameterCount = analysis.parameter_count ?? (analysis.parameters ? Object.keys(analysis.parameters).length : null);
  return {
    ...base,
    headline: analysis.headline ?? null,
    modelUsed: analysis.model?.name ?? base.modelUsed,
    modelDetail: analysis.model?.detail ?? null,
    parameterCount,
    faceMap: photoUrl && image && regions ? { imageUrl: photoUrl, imageWidth: image.width, imageHeight: image.height, regions: regions.map(toRegion) } : null,
    concerns: scores ? CONCERNS.flatMap(({ id }) => (scores[id] ? [toConcern(id, scores[id])] : [])) : undefined,
    skinTone: analysis.skin_tone === undefined ? undefined : analysis.skin_tone && toSkinTone(analysis.skin_tone),
    skinToneReason: analysis.skin_tone === null ? SKIN_TONE_UNMEASURED : undefined,
  };
}

/** The history items that carry scores (those stored before scores have none), oldest first. */
export function scoredHistory(items: readonly AnalysisHistoryItem[]): (AnalysisHistoryItem & { scores: Partial<Record<string, number | null>> })[] {
  return items
    .map((item) => item as AnalysisHistoryItem & ScoredHistoryItem)
    .filter((item): item is AnalysisHistoryItem & { scores: Partial<Record<string, number | null>> } => item.scores !== undefined && item.scores !== null)
    .sort((a, b) => new Date(a.analysis_date).getTime() - new Date(b.analysis_date).getTime());
}

/** Each concern's scores over the latest TREND_LENGTH scored analyses. */
export function toTrends(items: readonly AnalysisHistoryItem[]): { id: string; label: string; points: ScoreTrendPoint[] }[] {
  const latest = scoredHistory(items).slice(-TREND_LENGTH);
  return CONCERNS.map(({ id, label }) => ({ id, label, points: latest.map((item) => ({ date: item.analysis_date, score: item.scores[id] ?? null })) }));
}

/** A history item as one side of the compare view. */
export function toCompared(item: AnalysisHistoryItem): ComparedAnalysis {
  const scored = item as AnalysisHistoryItem & ScoredHistoryItem;
  return { date: item.analysis_date, imageUrl: item.image_url, headline: scored.headline ?? item.ai_diagnosis, scores: scored.scores ?? {} };
}
