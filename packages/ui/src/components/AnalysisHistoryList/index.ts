export { AnalysisHistoryList, type AnalysisHistoryListProps, type AnalysisHistoryEntry } from './AnalysisHistoryList';
