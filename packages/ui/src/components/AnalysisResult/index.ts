export { AnalysisResult, type AnalysisResultProps, type MeasuredParameter, type SkinAnalysis, type SkinAnalysisFaceMap } from './AnalysisResult';
