import * as z from 'zod/mini';
import { isoDateSchema } from './common';
import { consultationSchema } from './consultations';
import { productSchema } from './products';

export const analysisParameterSchema = z.object({ value: z.number(), unit: z.string(), label: z.string() });

export const analysisSchema = z.object({
  result: z.string(),
  model_used: z.string(),
  timestamp: isoDateSchema,
  confidence: z.optional(z.nullable(z.number())),
  parameters: z.optional(z.record(z.string(), analysisParameterSchema)),
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
  image_url: z.string(),
  ai_diagnosis: z.string(),
  analysis_date: isoDateSchema,
  confidence: z.optional(z.nullable(z.number())),
  /** (beyond) The latest dermatologist request about this analysis, with its reply; null for none. */
  consultation: z.optional(z.nullable(consultationSchema)),
});
export type AnalysisHistoryItem = z.infer<typeof analysisHistoryItemSchema>;

export const analysisHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(analysisHistoryItemSchema),
});
export type AnalysisHistoryResponse = z.infer<typeof analysisHistoryResponseSchema>;
