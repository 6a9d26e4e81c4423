import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { placeholderImage } from './placeholder';

export interface ImageWithFallbackProps extends Omit<ComponentProps<'img'>, 'src' | 'alt'> {
  src: string | null | undefined;
  alt: string;
  /** Shown instead when `src` is missing or fails to load. */
  fallbackSrc?: string;
  /** Load only once the image scrolls into view (default), or at once. */
  lazy?: boolean;
}

type Phase = 'waiting' | 'loading' | 'loaded' | 'failed';

/** A transparent pixel holds the place until the image is in view, so no alt text flashes. */
const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** An image that loads when scrolled into view and shows a placeholder when it fails. */
export function ImageWithFallback({
  src,
  alt,
  fallbackSrc = placeholderImage,
  lazy = true,
  className,
  onError,
  onLoad,
  ...props
}: ImageWithFallbackProps) {
  const ref = useRef<HTMLImageElement>(null);
  const canObserve = typeof IntersectionObserver !== 'undefined';
  const [phase, setPhase] = useState<Phase>(() => (!src ? 'failed' : lazy && canObserve ? 'waiting' : 'loading'));

  useEffect(() => {
    setPhase(!src ? 'failed' : lazy && canObserve ? 'waiting' : 'loading');
  }, [src, lazy, canObserve]);

  useEffect(() => {
    const element = ref.current;
    if (phase !== 'waiting' || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setPhase('loading');
        }
      },
      // Start a little before the image enters the viewport so it is ready when seen.
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [phase]);

  const shownSrc = phase === 'failed' ? fallbackSrc : phase === 'waiting' ? blankPixel : (src ?? undefined);

  return (
    <img
      ref={ref}
      data-slot="image"
      data-state={phase}
      src={shownSrc}
      alt={alt}
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
