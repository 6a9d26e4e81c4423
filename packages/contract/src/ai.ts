import { z } from 'zod';
import { analysisSchema, analyzeResponseSchema } from './schemas/analysis';

// (beyond) An analysis may carry a written summary from the optional vision-model provider.
export const analysisWithSummarySchema = analysisSchema.extend({ summary: z.string().optional() });
export type AnalysisWithSummary = z.infer<typeof analysisWithSummarySchema>;

export const analyzeResultResponseSchema = analyzeResponseSchema.extend({ analysis: analysisWithSummarySchema });
export type AnalyzeResultResponse = z.infer<typeof analyzeResultResponseSchema>;
