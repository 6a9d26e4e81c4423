import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of the analysis page that shows only once there is something to show (a result, a past
 * analysis, its dermatologist review, progress over two analyses, the open camera): loaded when first
 * rendered, or earlier with `preload`, so the page's first load carries neither the face map, the
 * scores and charts, the camera guide nor the intake form's schema (zod).
 */
function loadedWhenShown<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  function LoadedWhenShown(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return Object.assign(LoadedWhenShown, { preload: () => void load() });
}

export const AnalysisResultView = loadedWhenShown(() => import('./AnalysisResultView').then((module) => module.AnalysisResultView));
export const PastAnalysis = loadedWhenShown(() => import('./PastAnalysis').then((module) => module.PastAnalysis));
export const AskDermatologist = loadedWhenShown(() => import('./AskDermatologist').then((module) => module.AskDermatologist));
export const AnalysisProgress = loadedWhenShown(() => import('./AnalysisProgress').then((module) => module.AnalysisProgress));
export const CameraCapture = loadedWhenShown(() => import('../capture/CameraCapture').then((module) => module.CameraCapture));
