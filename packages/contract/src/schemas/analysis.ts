import * as z from 'zod/mini';
import { isoDateSchema } from './common';
import { consultationSchema } from './consultations';
import { productSchema } from './products';

export const analysisParameterSchema = z.object({ value: z.number(), unit: z.string(), label: z.string() });

/** The concerns scored 0..100 (higher is better), in the order they are shown. */
export const scoredConcerns = ['evenness', 'redness', 'shine', 'dark_circles', 'spots', 'blemishes', 'texture'] as const;
export type ScoredConcern = (typeof scoredConcerns)[number];
export const scoreLevels = ['good', 'fair', 'some', 'marked'] as const;
/** Why a concern has no score on this photo. */
export const unmeasuredReasons = ['face-too-small', 'too-little-skin'] as const;
export const faceMapRegionNames = ['forehead', 'left_cheek', 'right_cheek', 'nose', 'chin', 'left_under_eye', 'right_under_eye', 't_zone'] as const;
export const itaCategories = ['very light', 'light', 'intermediate', 'tan', 'brown', 'dark'] as const;

/** Pixels of the stored (upright) photo: the space of every polygon. */
export const imageSizeSchema = z.object({ width: z.int(), height: z.int() });
/** A closed outline as [x, y] pairs in the stored photo's pixels; the last point joins the first. */
export const polygonSchema = z.array(z.tuple([z.number(), z.number()]));

export const regionMeasureSchema = z.object({
  /** Its key in `parameters`. */
  parameter: z.string(),
  label: z.string(),
  value: z.number(),
  unit: z.string(),
  concern: z.nullable(z.enum(scoredConcerns)),
  score: z.nullable(z.number()),
});

/** One measured zone of the face map. */
export const faceRegionSchema = z.object({
  name: z.enum(faceMapRegionNames),
  /** From the person's own point of view ('Left cheek' is on the right of the photo). */
  label: z.string(),
  polygon: polygonSchema,
  /** The lowest score of its measures, or null when none could be scored. */
  score: z.nullable(z.number()),
  /** Skin measured in the zone, cm². */
  area_cm2: z.optional(z.number()),
  measures: z.optional(z.array(regionMeasureSchema)),
});
export type FaceRegion = z.infer<typeof faceRegionSchema>;

export const concernScoreSchema = z.object({
  label: z.string(),
  /** 0..100, higher is better; null when it could not be measured on this photo (see `reason`). */
  score: z.nullable(z.number()),
  /** One plain line: what the score tells. */
  explanation: z.string(),
  /** Why there is no score, and what to do ('The face is too small in the photo for spots: move closer, ...'). */
  reason: z.optional(z.string()),
  reason_code: z.optional(z.enum(unmeasuredReasons)),
  level: z.optional(z.nullable(z.enum(scoreLevels))),
  /** This photo's result in a few words; null when not measured. */
  verdict: z.optional(z.nullable(z.string())),
  /** "How we measure this": the measure and the score formula. */
  method: z.optional(z.string()),
  /** The measured value the score comes from. */
  measured: z.optional(z.nullable(z.object({ parameter: z.string(), value: z.number(), unit: z.string() }))),
});
export type ConcernScore = z.infer<typeof concernScoreSchema>;
export const concernScoresSchema = z.record(z.enum(scoredConcerns), concernScoreSchema);

/** The skin tone group (ITA°): a category, not a score. */
export const skinToneSchema = z.object({
  ita: z.number(),
  category: z.enum(itaCategories),
  label: z.string(),
  explanation: z.string(),
  method: z.string(),
});
export type SkinTone = z.infer<typeof skinToneSchema>;

/** The model as shown ('Nyansa Skin 1.1, on-device model') and its technical detail for the disclosure. */
export const analysisModelSchema = z.object({ name: z.string(), version: z.string(), detail: z.string() });

/**
 * `result` is the whole diagnosis text; the fields after `parameters` are *(beyond)* the spec and
 * absent from analyses stored before they existed.
 */
export const analysisSchema = z.object({
  result: z.string(),
  model_used: z.string(),
  timestamp: isoDateSchema,
  confidence: z.optional(z.nullable(z.number())),
  parameters: z.optional(z.record(z.string(), analysisParameterSchema)),
  /** Id of the stored analysis (`GET /api/ml/history/:id`, consultations). */
  id: z.optional(z.int()),
  /** The finding in one short sentence, for a heading. */
  headline: z.optional(z.string()),
  /** How many parameters this photo gave: the keys of `parameters`. */
  parameter_count: z.optional(z.int()),
  image: z.optional(imageSizeSchema),
  regions: z.optional(z.array(faceRegionSchema)),
  scores: z.optional(concernScoresSchema),
  skin_tone: z.optional(z.nullable(skinToneSchema)),
  model: z.optional(analysisModelSchema),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const analyzeResponseSchema = z.object({
  success: z.boolean(),
  error: z.optional(z.string()),
  analysis: analysisSchema,
  recommendations: z.array(z.string()),
  products: z.optional(z.array(productSchema)),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** Text fields of the multipart analyze request (the file goes in field `image`). */
export const analyzeFieldsSchema = z.object({ image_url: z.optional(z.string().check(z.maxLength(2000))) });

export const analysisHistoryItemSchema = z.object({
  id: z.int(),
  /** (beyond) null once the photo was deleted and the measurements kept (the shopper's choice, or the retention period passed). */
  image_url: z.nullable(z.string()),
  ai_diagnosis: z.string(),
  analysis_date: isoDateSchema,
  confidence: z.optional(z.nullable(z.number())),
  /** (beyond) The latest dermatologist request about this analysis, with its reply; null for none. */
  consultation: z.optional(z.nullable(consultationSchema)),
  /** (beyond) The finding in one sentence; null for analyses stored before headlines. */
  headline: z.optional(z.nullable(z.string())),
  /** (beyond) Each concern's score (null: not measured on that photo), for trend charts; null for analyses stored before scores. */
  scores: z.optional(z.nullable(z.record(z.enum(scoredConcerns), z.nullable(z.number())))),
});
export type AnalysisHistoryItem = z.infer<typeof analysisHistoryItemSchema>;

export const analysisHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(analysisHistoryItemSchema),
});
export type AnalysisHistoryResponse = z.infer<typeof analysisHistoryResponseSchema>;
