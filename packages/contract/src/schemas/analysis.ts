import { z } from 'zod';
import { isoDateSchema } from './common';
import { productSchema } from './products';

export const analysisParameterSchema = z.object({ value: z.number(), unit: z.string(), label: z.string() });

export const analysisSchema = z.object({
  result: z.string(),
  model_used: z.string(),
  timestamp: isoDateSchema,
  confidence: z.number().nullable().optional(),
  parameters: z.record(z.string(), analysisParameterSchema).optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;

export const analyzeResponseSchema = z.object({
  success: z.boolean(),
  error: z.string().optional(),
  analysis: analysisSchema,
  recommendations: z.array(z.string()),
  products: z.array(productSchema).optional(),
});
export type AnalyzeResponse = z.infer<typeof analyzeResponseSchema>;

/** Text fields of the multipart analyze request (the file goes in field `image`). */
export const analyzeFieldsSchema = z.object({ image_url: z.string().max(2000).optional() });

export const analysisHistoryItemSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  ai_diagnosis: z.string(),
  analysis_date: isoDateSchema,
  confidence: z.number().nullable().optional(),
});
export type AnalysisHistoryItem = z.infer<typeof analysisHistoryItemSchema>;

export const analysisHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(analysisHistoryItemSchema),
});
export type AnalysisHistoryResponse = z.infer<typeof analysisHistoryResponseSchema>;
