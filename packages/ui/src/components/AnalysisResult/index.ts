export { AnalysisResult, SCORES_CHECKED_TEXT, type AnalysisResultProps, type MeasuredParameter, type SkinAnalysis, type SkinAnalysisFaceMap } from './AnalysisResult';
