import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../../lib/currency';

export interface PriceProps extends Omit<ComponentProps<'span'>, 'children'> {
  /** In the currency of the nearest CurrencyProvider ('USD' without one). */
  amount: number;
  /** A suffix such as '/month'. */
  per?: string;
}

export function Price({ amount, per, className, ...props }: PriceProps) {
  const formatPrice = useFormatPrice();
  return (
    <span data-slot="price" className={cn('font-semibold tabular-nums', className)} {...props}>
      {formatPrice(amount)}
      {per ? <span className="text-sm font-normal text-muted-foreground">{per}</span> : null}
    </span>
  );
}
