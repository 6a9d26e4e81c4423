export { IntakeSummary, type IntakeAnswer, type IntakeSummaryProps } from './IntakeSummary';
