import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../Button';

export interface IconButtonProps extends Omit<ButtonProps, 'size' | 'children'> {
  /** The accessible name: icon-only buttons must say what they do. */
  label: string;
  icon: ReactNode;
  /** A count badge shown only above 0 (e.g. items in the cart). */
  count?: number;
}

export function IconButton({ label, icon, count, variant = 'ghost', className, ...props }: IconButtonProps) {
  const showCount = count !== undefined && count > 0;
  return (
    <Button
      data-slot="icon-button"
      variant={variant}
      size="icon"
      title={label}
      className={cn('relative rounded-full', className)}
      {...props}
    >
      {/* The name is built from content so the visible count is part of it: 'Cart, 3'. */}
      <span className="sr-only">{showCount ? `${label}, ` : label}</span>
      {icon}
      {showCount ? (
        <span
          data-slot="icon-button-count"
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1 text-[0.6875rem] font-semibold text-primary-foreground ring-2 ring-background"
        >
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Button>
  );
}
