import { loadedWhenShown } from '../../layout/loadedWhenShown';

// The analysis page's parts that show only once there is something to show (a result, a past
// analysis, its dermatologist review, progress over two analyses): the page's first load carries
// neither the face map, the scores and charts nor the intake form's schema (zod). The camera's guide
// stays in the page: it must be mounted when the camera's stream starts.

export const AnalysisResultView = loadedWhenShown(() => import('./AnalysisResultView').then((module) => module.AnalysisResultView));
export const PastAnalysis = loadedWhenShown(() => import('./PastAnalysis').then((module) => module.PastAnalysis));
export const AskDermatologist = loadedWhenShown(() => import('./AskDermatologist').then((module) => module.AskDermatologist));
export const AnalysisProgress = loadedWhenShown(() => import('./AnalysisProgress').then((module) => module.AnalysisProgress));
