import { cva, type VariantProps } from 'class-variance-authority';
import { Star } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const starVariants = cva('shrink-0', {
  variants: { size: { sm: 'size-4', md: 'size-5', lg: 'size-7' } },
  defaultVariants: { size: 'md' },
});

const stars = [1, 2, 3, 4, 5] as const;

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

export interface RatingInputProps extends Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'value' | 'defaultValue' | 'onValueChange' | 'onChange' | 'orientation'> {
  /** 1..5, or null before the shopper chose. */
  value: number | null;
  onChange: (rating: number) => void;
}

const starNames = ['1 star', '2 stars', '3 stars', '4 stars', '5 stars'] as const;

/**
 * Choosing a rating from 1 to 5: a Radix radio group drawn as stars, so arrow keys move and
 * choose and screen readers hear '4 stars, radio, 4 of 5'. Name it with aria-label or aria-labelledby.
 */
export function RatingInput({ value, onChange, disabled, className, ...props }: RatingInputProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <RadioGroupPrimitive.Root
      data-slot="rating-input"
      orientation="horizontal"
      value={value ? String(value) : ''}
      onValueChange={(next) => onChange(Number(next))}
      disabled={disabled}
      className={cn('inline-flex items-center', className)}
      onMouseLeave={() => setHovered(null)}
      {...props}
    >
      {stars.map((star) => (
        <RadioGroupPrimitive.Item
          key={star}
          value={String(star)}
          aria-label={starNames[star - 1]}
          onMouseEnter={() => setHovered(star)}
          className="rounded-sm p-0.5 outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
        >
          <Star
            aria-hidden="true"
            strokeWidth={1.5}
            className={cn(starVariants({ size: 'lg' }), star <= shown ? 'fill-current text-accent' : 'text-muted-foreground')}
          />
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}
