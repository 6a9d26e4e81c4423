import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface SpinnerProps extends ComponentProps<'span'> {
  /** Text read by screen readers; also shown when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
}

/** A spinning ring with an accessible name, for buttons and loading states. */
export function Spinner({ label = 'Loading', showLabel = false, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role="status"
      className={cn('inline-flex items-center gap-2 text-muted-foreground', className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
      />
      {showLabel ? <span>{label}</span> : <span className="sr-only">{label}</span>}
    </span>
  );
}

export interface LoadingStateProps extends ComponentProps<'div'> {
  /** The loading text, e.g. 'Loading products...'. */
  label?: string;
}

/** A centred spinner with a visible loading text, for a section that is fetching. */
export function LoadingState({ label = 'Loading...', className, ...props }: LoadingStateProps) {
  return (
    <div
      data-slot="loading-state"
      className={cn('flex items-center justify-center py-12', className)}
      {...props}
    >
      <Spinner label={label} showLabel />
    </div>
  );
}

/** A pulsing grey block that holds the place of content still loading. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-muted', className)}
      {...props}
    />
  );
}
