export { AnalysisResult, type AnalysisResultProps, type SkinAnalysis, type MeasuredParameter } from './AnalysisResult';
