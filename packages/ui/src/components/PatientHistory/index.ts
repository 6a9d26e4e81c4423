export { PatientHistory, type PatientHistoryAnalysis, type PatientHistoryConsultation, type PatientHistoryProps } from './PatientHistory';
