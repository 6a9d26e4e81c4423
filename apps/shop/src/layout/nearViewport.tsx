import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';

type Load<P> = () => Promise<ComponentType<P>>;

/** Every section made by nearViewport, so the server renderer can load them all before its first page. */
const sectionLoaders: Array<() => Promise<unknown>> = [];

/** Loads the code of every near-viewport section (the server does, once, at start). */
export function preloadNearViewportSections(): Promise<unknown> {
  return Promise.all(sectionLoaders.map((load) => load()));
}

/**
 * A thenable that hands React's lazy() its module at once: lazy() reads a thenable that settled
 * inside `then` without suspending, so a section whose code is in (the server's) renders at once.
 */
function settled<T>(value: T): Promise<T> {
  return { then: (onFulfilled: (value: T) => unknown) => onFulfilled(value) } as unknown as Promise<T>;
}

/**
 * A section below the fold whose code loads when it comes near the screen (issue 34). The server
 * renders it whole, as any other part of the page; the browser keeps that markup as it is, and
 * hydrates it once the shopper scrolls within `margin` of it, so the first screen's JavaScript
 * neither downloads nor runs it. Rendered after the first load (a navigation in the shop), it loads
 * at once. A click on it before then is replayed by React once it is hydrated; its links work as
 * plain links meanwhile.
 *
 * The wrapper `div` (with `id` and `className`) is rendered on both sides, so the markup matches.
 */
export function nearViewport<P extends object>(load: Load<P>, margin = '400px') {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  sectionLoaders.push(preload);

  let reveal!: () => void;
  const near = new Promise<void>((resolve) => (reveal = resolve));
  const Section = lazy(() => (loaded ? settled({ default: loaded }) : near.then(preload).then((component) => ({ default: component }))));

  function NearViewport({ className, id, ...props }: P & { className?: string; id?: string }) {
    const wrapper = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = wrapper.current;
      // Rendered in the browser (no server markup waiting inside), or no way to watch: load now.
      if (loaded || !element?.hasChildNodes() || typeof IntersectionObserver === 'undefined') return reveal();
      const observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        reveal();
      }, { rootMargin: margin });
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={wrapper} id={id} className={className}>
        <Suspense fallback={null}>
          <Section {...(props as P)} />
        </Suspense>
      </div>
    );
  }
  NearViewport.displayName = 'NearViewport';
  return NearViewport;
}
