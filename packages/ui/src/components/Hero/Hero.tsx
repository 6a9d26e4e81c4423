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
}

/** The home page's opening section with one call to action. */
export function Hero({ title, subtitle, ctaLabel, onCta, imageSrc, imageAlt = '', className, ...props }: HeroProps) {
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
      {imageSrc ? <img src={imageSrc} alt={imageAlt} className="w-full rounded-lg object-cover shadow-lg" /> : null}
    </section>
  );
}
