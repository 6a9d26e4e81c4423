import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export interface FeatureCardProps extends Omit<ComponentProps<'article'>, 'title'> {
  icon?: ReactNode;
  title: string;
  description: string;
}

/** One of the 'Why Choose' cards on the home page. */
export function FeatureCard({ icon, title, description, className, ...props }: FeatureCardProps) {
  return (
    <article
      data-slot="feature-card"
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-sm', className)}
      {...props}
    >
      {icon ? (
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground [&_svg]:size-6">
          {icon}
        </span>
      ) : null}
      <h3 className="font-display text-lg font-semibold break-words">{title}</h3>
      <p className="text-sm text-muted-foreground">{description}</p>
    </article>
  );
}
