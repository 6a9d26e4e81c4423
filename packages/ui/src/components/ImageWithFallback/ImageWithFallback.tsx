import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { placeholderImage } from './placeholder';

export interface ImageWithFallbackProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'alt'> {
  src: string | null | undefined;
  /** Other widths of `src` for the browser to choose from (with `sizes`); dropped with the placeholder. */
  srcSet?: string | null;
  alt: string;
  /** Shown instead when `src` is missing or fails to load. */
  fallbackSrc?: string;
  /** Load only when the image nears the viewport (default), or at once. */
  lazy?: boolean;
}

type Phase = 'loading' | 'loaded' | 'failed';

/**
 * An image that shows a placeholder when it fails. Lazy loading is the browser's own, so the
 * server-rendered markup is the markup the browser hydrates, and the image starts loading
 * before any JavaScript runs.
 */
export function ImageWithFallback({
  src,
  srcSet,
  sizes,
  alt,
  fallbackSrc = placeholderImage,
  lazy = true,
  className,
  onError,
  onLoad,
  ...props
}: ImageWithFallbackProps) {
  const ref = useRef<HTMLImageElement>(null);
  // The phase belongs to one address: a new src starts loading again.
  const [state, setState] = useState<{ src: typeof src; phase: Phase }>({ src, phase: src ? 'loading' : 'failed' });
  const phase: Phase = !src ? 'failed' : state.src === src ? state.phase : 'loading';
  const setPhase = (next: Phase) => setState({ src, phase: next });

  useEffect(() => {
    // A server-rendered image may have finished (or failed) before React attached its handlers.
    const element = ref.current;
    if (element?.complete && element.currentSrc) setState({ src, phase: element.naturalWidth > 0 ? 'loaded' : 'failed' });
    // Only the markup the page arrived with can be ahead of React: this runs once, on mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <img
      ref={ref}
      data-slot="image"
      data-state={phase}
      src={phase === 'failed' ? fallbackSrc : (src ?? undefined)}
      srcSet={phase === 'failed' ? undefined : (srcSet ?? undefined)}
      sizes={phase === 'failed' || !srcSet ? undefined : sizes}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      className={cn('bg-muted object-cover', className)}
      onLoad={(event) => {
        if (phase === 'loading') setPhase('loaded');
        onLoad?.(event);
      }}
      onError={(event) => {
        if (phase !== 'failed') setPhase('failed');
        onError?.(event);
      }}
      {...props}
    />
  );
}
