import * as z from 'zod/mini';
import { analysisHistoryItemSchema, analysisSchema, analyzeResponseSchema } from './schemas/analysis';
import { productSchema } from './schemas/products';

// (beyond) An analysis may carry a written summary from the optional vision-model provider.
export const analysisWithSummarySchema = z.extend(analysisSchema, { summary: z.optional(z.string()) });
export type AnalysisWithSummary = z.infer<typeof analysisWithSummarySchema>;

export const analyzeResultResponseSchema = z.extend(analyzeResponseSchema, { analysis: analysisWithSummarySchema });
export type AnalyzeResultResponse = z.infer<typeof analyzeResultResponseSchema>;

/** (beyond) One stored analysis (`GET /api/ml/history/:id`): its history item, the analysis as answered, its advice and matching products. */
export const analysisDetailSchema = z.extend(analysisHistoryItemSchema, {
  analysis: analysisWithSummarySchema,
  recommendations: z.array(z.string()),
  products: z.array(productSchema),
});
export type AnalysisDetail = z.infer<typeof analysisDetailSchema>;

export const analysisDetailResponseSchema = z.object({ success: z.literal(true), data: analysisDetailSchema });
export type AnalysisDetailResponse = z.infer<typeof analysisDetailResponseSchema>;
