import { PackageX, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { badgeVariants } from '../Badge';

/** The contract's `Product.stock_status`; the exact count is staff-only, `left` comes only when low. */
export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

export interface StockBadgeProps extends Omit<ComponentProps<'span'>, 'children'> {
  status: StockStatus;
  /** Units left, shown for `low_stock` ('Only 3 left'); without it the badge says 'Low stock'. */
  left?: number | null;
}

/** What a shopper reads about stock: 'Only 3 left' or 'Out of stock'; nothing while it is plentiful. */
export function stockLabel(status: StockStatus, left?: number | null): string | null {
  if (status === 'out_of_stock') return 'Out of stock';
  if (status === 'low_stock') return left != null && left > 0 ? `Only ${left} left` : 'Low stock';
  return null;
}

/** 'Only 3 left' or 'Out of stock' as a badge with an icon (colour is never the only signal); renders nothing in stock. */
export function StockBadge({ status, left, className, ...props }: StockBadgeProps) {
  const label = stockLabel(status, left);
  if (!label) return null;
  const out = status === 'out_of_stock';
  const Icon = out ? PackageX : TriangleAlert;
  return (
    <span
      data-slot="stock-badge"
      data-stock={status}
      className={cn(badgeVariants({ variant: out ? 'muted' : 'accent' }), 'gap-1 py-1', out && 'border border-border', className)}
      {...props}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {label}
    </span>
  );
}
