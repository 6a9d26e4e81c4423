export { ScoreTrendChart, trendSummary, type ScoreTrendChartProps, type ScoreTrendPoint } from './ScoreTrendChart';
