import * as z from 'zod/mini';
import { analysisSchema, analyzeResponseSchema } from './schemas/analysis';

// (beyond) An analysis may carry a written summary from the optional vision-model provider.
export const analysisWithSummarySchema = z.extend(analysisSchema, { summary: z.optional(z.string()) });
export type AnalysisWithSummary = z.infer<typeof analysisWithSummarySchema>;

export const analyzeResultResponseSchema = z.extend(analyzeResponseSchema, { analysis: analysisWithSummarySchema });
export type AnalyzeResultResponse = z.infer<typeof analyzeResultResponseSchema>;
