import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const badgeVariants = /* @__PURE__ */ cva(
  'inline-flex items-center justify-center rounded-full px-2 py-0.5 text-xs font-semibold leading-none whitespace-nowrap',
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground',
        secondary: 'bg-secondary text-secondary-foreground',
        success: 'bg-success text-success-foreground',
        danger: 'bg-danger text-danger-foreground',
        accent: 'bg-accent text-accent-foreground',
        muted: 'bg-muted text-muted-foreground',
        outline: 'border border-border text-foreground',
      },
    },
    defaultVariants: { variant: 'primary' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  /** A count: the badge renders nothing unless it is above 0; above 99 it reads '99+'. */
  count?: number;
}

export function Badge({ count, variant, className, children, ...props }: BadgeProps) {
  if (count !== undefined && !(count > 0)) return null;
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props}>
      {count !== undefined ? (count > 99 ? '99+' : count) : children}
    </span>
  );
}
