import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { formatConfidence, formatDate } from '../../lib/format';
import { ImageWithFallback } from '../ImageWithFallback';
import { LoadingState } from '../Spinner';

export interface AnalysisHistoryEntry {
  id: number;
  imageUrl?: string | null;
  diagnosis: string;
  date: Date | string;
  /** A fraction 0..1. */
  confidence?: number | null;
}

export interface AnalysisHistoryListProps extends Omit<ComponentProps<'section'>, 'children' | 'onSelect'> {
  items: readonly AnalysisHistoryEntry[];
  /** Shows only the newest n, e.g. 3 on the dashboard. */
  limit?: number;
  loading?: boolean;
  error?: string | null;
  onSelect?: (item: AnalysisHistoryEntry) => void;
  heading?: string;
  emptyText?: string;
}

export function AnalysisHistoryList({
  items,
  limit,
  loading = false,
  error,
  onSelect,
  heading = 'Analysis History',
  emptyText = 'No analyses yet',
  className,
  ...props
}: AnalysisHistoryListProps) {
  const shown = limit === undefined ? items : items.slice(0, limit);
  return (
    <section data-slot="analysis-history" aria-label={heading} className={cn('flex flex-col gap-3', className)} {...props}>
      <h3 className="font-display text-lg font-semibold">{heading}</h3>
      {loading ? (
        <LoadingState label="Loading analyses..." className="py-6" />
      ) : error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {shown.map((item) => {
            const body = (
              <>
                <ImageWithFallback src={item.imageUrl} alt="" className="size-14 shrink-0 rounded-md" />
                <span className="flex min-w-0 flex-col text-left">
                  <span className="font-medium break-words">{item.diagnosis}</span>
                  <span className="text-sm text-muted-foreground">
                    {formatDate(item.date)}
                    {item.confidence !== undefined && item.confidence !== null ? ` · ${formatConfidence(item.confidence)}` : ''}
                  </span>
                </span>
              </>
            );
            const row = 'flex w-full items-center gap-3 rounded-md border border-border bg-surface p-2';
            return (
              <li key={item.id}>
                {onSelect ? (
                  <button
                    type="button"
                    onClick={() => onSelect(item)}
                    className={cn(row, 'outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring')}
                  >
                    {body}
                  </button>
                ) : (
                  <div className={row}>{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
