import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const starVariants = /* @__PURE__ */ cva('shrink-0', {
  variants: { size: { sm: 'size-4', md: 'size-5', lg: 'size-7' } },
  defaultVariants: { size: 'md' },
});

export const stars = [1, 2, 3, 4, 5] as const;

/** '4.5 out of 5 stars, 12 reviews', or 'No reviews yet' when there are none. */
export function ratingText(average: number, count?: number): string {
  if (count === 0) return 'No reviews yet';
  const text = `${average.toFixed(1)} out of 5 stars`;
  return count === undefined ? text : `${text}, ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

export interface RatingStarsProps extends Omit<ComponentProps<'div'>, 'children'>, VariantProps<typeof starVariants> {
  /** The average rating, 0..5; fractions fill part of a star. */
  average: number;
  /** How many reviews the average is of; shown as '(12)'. */
  count?: number;
  /** Shows the average as a number beside the stars (default). */
  showValue?: boolean;
  /** What screen readers hear instead of the default ('4.5 out of 5 stars, 12 reviews'). */
  label?: string;
}

/** A rating shown as five stars with the number; one accessible text says it all. */
export function RatingStars({ average, count, size, showValue = true, label, className, ...props }: RatingStarsProps) {
  const clamped = Math.min(5, Math.max(0, average));
  const none = count === 0;
  return (
    <div data-slot="rating-stars" className={cn('inline-flex items-center gap-1.5 text-sm', className)} {...props}>
      <span role="img" aria-label={label ?? ratingText(clamped, count)} className="relative inline-flex">
        <span className="flex text-muted-foreground">
          {stars.map((star) => (
            <Star key={star} aria-hidden="true" strokeWidth={1.5} className={starVariants({ size })} />
          ))}
        </span>
        <span className="absolute inset-y-0 left-0 flex overflow-hidden text-accent" style={{ width: `${(clamped / 5) * 100}%` }}>
          {stars.map((star) => (
            <Star key={star} aria-hidden="true" strokeWidth={1.5} className={cn(starVariants({ size }), 'fill-current')} />
          ))}
        </span>
      </span>
      {/* The image's label already says this; the visible copy is for sighted readers. */}
      {none ? (
        <span aria-hidden="true" className="text-muted-foreground">
          No reviews yet
        </span>
      ) : showValue || count !== undefined ? (
        <span aria-hidden="true" className="tabular-nums text-muted-foreground">
          {showValue ? <span className="font-semibold text-foreground">{clamped.toFixed(1)}</span> : null}
          {count !== undefined ? ` (${count})` : null}
        </span>
      ) : null}
    </div>
  );
}
