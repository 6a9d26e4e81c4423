import { scoredConcerns, type Analysis, type ConcernScore, type FaceRegion, type ScoredConcern, type SkinTone } from '@nyansa/contract';
import type { SkinAnalysis, SkinConcern, SkinParameter } from '@nyansa/skin-analysis';

/** The stored result of one analysis (the `analyses.result` column): what the answer is made of. */
export interface AnalysisResult {
  diagnosis: string;
  /** The exact pipeline and model versions, for the record (+ the summary model's name). */
  model_used: string;
  timestamp: string;
  confidence: number;
  parameters: Record<string, SkinParameter>;
  recommendations: string[];
  concerns: SkinConcern[];
  summary?: string;
  // Absent from analyses stored before the face map and the scores.
  headline?: string;
  parameter_count?: number;
  image?: { width: number; height: number };
  regions?: FaceRegion[];
  scores?: Record<ScoredConcern, ConcernScore>;
  skin_tone?: SkinTone | null;
  model?: { name: string; version: string; detail: string };
}

// The package and the contract name the same concerns: a new concern in one fails the build here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const sameConcerns: Same<ScoredConcern, keyof SkinAnalysis['scores']> = true;
void sameConcerns;

/** The analyzer's assessment in the response's words (snake_case, the stored photo's coordinates). */
export function analysisResult(assessment: SkinAnalysis, timestamp: string): AnalysisResult {
  const scores = Object.fromEntries(
    scoredConcerns.map((concern) => {
      const { reasonCode, ...score } = assessment.scores[concern];
      return [concern, { ...score, ...(reasonCode ? { reason_code: reasonCode } : {}) }];
    }),
  ) as Record<ScoredConcern, ConcernScore>;
  return {
    diagnosis: assessment.diagnosis,
    model_used: assessment.model.id,
    timestamp,
    confidence: assessment.confidence,
    parameters: assessment.parameters,
    recommendations: assessment.recommendations,
    concerns: assessment.concerns,
    headline: assessment.headline,
    parameter_count: assessment.parameterCount,
    image: assessment.image,
    regions: assessment.regions.map(({ name, label, polygon, score, areaCm2, measures }) => ({
      name,
      label,
      polygon,
      score,
      area_cm2: areaCm2,
      measures: measures.map(({ parameter, label: measureLabel, value, unit, concern, score: measureScore }) => ({
        parameter,
        label: measureLabel,
        value,
        unit,
        concern,
        score: measureScore,
      })),
    })),
    scores,
    skin_tone: assessment.skinTone,
    model: { name: assessment.model.name, version: assessment.model.version, detail: assessment.model.detail },
  };
}

/** Each concern's score alone, for the history list and its trend charts. */
export function scoresOnly(result: AnalysisResult): Record<ScoredConcern, number | null> | null {
  const { scores } = result;
  if (!scores) return null;
  return Object.fromEntries(scoredConcerns.map((concern) => [concern, scores[concern].score])) as Record<ScoredConcern, number | null>;
}

/** The `analysis` object of an answer, from a stored result (fields it lacks stay out). */
export function analysisAnswer(id: number, result: AnalysisResult): Analysis & { summary?: string } {
  const { diagnosis, model_used, timestamp, confidence, parameters, summary, headline, parameter_count, image, regions, scores, skin_tone, model } = result;
  return {
    id,
    result: diagnosis,
    model_used,
    timestamp,
    confidence,
    parameters,
    ...(summary ? { summary } : {}),
    ...(headline !== undefined ? { headline } : {}),
    ...(parameter_count !== undefined ? { parameter_count } : {}),
    ...(image ? { image } : {}),
    ...(regions ? { regions } : {}),
    ...(scores ? { scores } : {}),
    ...(skin_tone !== undefined ? { skin_tone } : {}),
    ...(model ? { model } : {}),
  };
}
