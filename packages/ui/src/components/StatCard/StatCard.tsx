import { cva } from 'class-variance-authority';
import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Skeleton } from '../Spinner';

export interface StatChange {
  /** What changed, in words: '+12% on last week', '3 more than yesterday'. */
  text: string;
  direction: 'up' | 'down' | 'flat';
  /** Whether the change is good news (revenue up) or bad (overdue requests up); colours the text. */
  tone?: 'positive' | 'negative' | 'neutral';
}

const changeVariants = /* @__PURE__ */ cva('inline-flex items-center gap-1 text-sm font-medium', {
  variants: {
    tone: {
      positive: 'text-success',
      negative: 'text-danger',
      neutral: 'text-muted-foreground',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

const directionIcons = { up: TrendingUp, down: TrendingDown, flat: Minus } as const;
const directionWords = { up: 'Up', down: 'Down', flat: 'No change' } as const;

export interface StatCardProps extends Omit<ComponentProps<'div'>, 'children'> {
  label: string;
  /** The figure, already formatted: '1,204', '$3,480.00' (use useFormatPrice for money). */
  value: ReactNode;
  change?: StatChange;
  /** A small line under the value, e.g. 'last 30 days'. */
  hint?: string;
  /** A decorative icon beside the label. */
  icon?: ReactNode;
  loading?: boolean;
}

/** One figure of the admin overview: label, value, and how it moved. */
export function StatCard({ label, value, change, hint, icon, loading = false, className, ...props }: StatCardProps) {
  const labelId = useId();
  const ChangeIcon = change ? directionIcons[change.direction] : null;
  return (
    <div
      data-slot="stat-card"
      role="group"
      aria-labelledby={labelId}
      aria-busy={loading || undefined}
      className={cn('flex flex-col gap-3 rounded-lg border border-border bg-surface p-5 text-surface-foreground shadow-sm', className)}
      {...props}
    >
      <div className="flex items-start justify-between gap-3">
        <p id={labelId} className="text-sm font-medium break-words text-muted-foreground">
          {label}
        </p>
        {icon ? (
          <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-md bg-secondary text-secondary-foreground [&_svg]:size-4">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <>
          <Skeleton className="h-9 w-24" />
          <span className="sr-only">Loading</span>
        </>
      ) : (
        <p className="font-display text-3xl font-semibold break-words tabular-nums">{value}</p>
      )}
      {!loading && (change || hint) ? (
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          {change && ChangeIcon ? (
            <p className={changeVariants({ tone: change.tone })}>
              <ChangeIcon aria-hidden="true" className="size-4 shrink-0" />
              <span className="sr-only">{directionWords[change.direction]}: </span>
              {change.text}
            </p>
          ) : null}
          {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
