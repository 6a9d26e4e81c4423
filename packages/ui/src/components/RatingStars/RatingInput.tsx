import { Star } from 'lucide-react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { starVariants, stars } from './RatingStars';

// Apart from RatingStars, so the cards that only show a rating do not carry Radix's radio group.
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
