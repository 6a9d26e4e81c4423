export { AnalysisCompare, type AnalysisCompareProps, type ComparedAnalysis } from './AnalysisCompare';
