import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A part of a page that shows only once there is something to show (an analysis's result, a tab
 * other than the first): its code loads when it first renders, or earlier with `preload`, so the
 * page's first load does without it. Nothing shows while it loads. For parts the browser renders
 * (the server renders `nearViewport` sections whole instead).
 */
export function loadedWhenShown<P extends object>(load: () => Promise<ComponentType<P>>) {
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
