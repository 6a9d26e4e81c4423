import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';

export interface HeroProps extends Omit<ComponentProps<'section'>, 'title'> {
  title: string;
  subtitle: string;
  ctaLabel: string;
  onCta: () => void;
  imageSrc?: string;
  imageAlt?: string;
  /** Other widths of the image (`srcset`), and how wide it shows (`sizes`; defaults to the hero's own column). */
  imageSrcSet?: string;
  imageSizes?: string;
  /** The image's proportions, so its space is kept before it arrives. */
  imageWidth?: number;
  imageHeight?: number;
}

/** The image column's width: half the screen beside the text from 768 px (48 px sides, 32 px gap), else the screen less 24 px sides. */
export const heroImageSizes = '(min-width: 768px) calc((100vw - 128px) / 2), calc(100vw - 48px)';

/** The home page's opening section with one call to action. */
export function Hero({
  title,
  subtitle,
  ctaLabel,
  onCta,
  imageSrc,
  imageAlt = '',
  imageSrcSet,
  imageSizes = heroImageSizes,
  imageWidth,
  imageHeight,
  className,
  ...props
}: HeroProps) {
  return (
    <section
      data-slot="hero"
      className={cn('grid items-center gap-8 bg-secondary px-6 py-16 text-secondary-foreground md:grid-cols-2 md:px-12 md:py-24', className)}
      {...props}
    >
      <div className="flex flex-col items-start gap-6">
        <h1 className="font-display text-4xl leading-tight font-semibold break-words md:text-5xl">{title}</h1>
        <p className="max-w-prose text-lg">{subtitle}</p>
        <Button size="lg" onClick={onCta}>
          {ctaLabel}
        </Button>
      </div>
      {imageSrc ? (
        // The first screen's largest picture: fetched first, never lazily.
        <img
          src={imageSrc}
          srcSet={imageSrcSet}
          sizes={imageSrcSet ? imageSizes : undefined}
          width={imageWidth}
          height={imageHeight}
          alt={imageAlt}
          fetchPriority="high"
          className="w-full rounded-lg object-cover shadow-lg"
        />
      ) : null}
    </section>
  );
}
