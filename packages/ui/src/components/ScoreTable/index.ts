export { ScoreTable, type ScoreTableProps } from './ScoreTable';
