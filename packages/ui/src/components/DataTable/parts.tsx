// DataTable's presentational pieces: a cell's text, the scroll shadows, the stacked-rows classes, a
// header cell with its sort button, the pager. They read nothing of TanStack: DataTable passes them
// what it computed.
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import type { DataTableValue } from './types';

export function showValue(value: DataTableValue): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">—</span>;
  return value instanceof Date ? formatDate(value) : String(value);
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Scroll shadows drawn in CSS alone: the surface-coloured covers scroll with the content and hide
 * the fixed edge shadows once an edge is reached, so a shadow means "more this way".
 */
export const scrollShadows: CSSProperties = {
  background: [
    'linear-gradient(to right, var(--ny-color-surface) 30%, transparent) left center / 2.5rem 100% no-repeat local',
    'linear-gradient(to left, var(--ny-color-surface) 30%, transparent) right center / 2.5rem 100% no-repeat local',
    'radial-gradient(farthest-side at 0 50%, color-mix(in srgb, var(--ny-color-foreground) 22%, transparent), transparent) left center / 0.875rem 100% no-repeat scroll',
    'radial-gradient(farthest-side at 100% 50%, color-mix(in srgb, var(--ny-color-foreground) 22%, transparent), transparent) right center / 0.875rem 100% no-repeat scroll var(--ny-color-surface)',
  ].join(', '),
};

// Narrower than 42rem (a phone, a side column), each row stacks as a card of "label value" lines and
// the sort buttons wrap above them, so the table is never wider than its place (issue 33). The
// roles are said out loud because a browser may drop a table's semantics when its display changes.
export const stacked = {
  table: '@max-2xl:block',
  head: '@max-2xl:block',
  headRow: '@max-2xl:flex @max-2xl:flex-wrap @max-2xl:items-center @max-2xl:gap-x-2 @max-2xl:px-2 @max-2xl:py-2',
  body: '@max-2xl:block',
  row: '@max-2xl:block @max-2xl:py-2',
  cell: "@max-2xl:grid @max-2xl:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] @max-2xl:items-center @max-2xl:justify-items-start @max-2xl:gap-3 @max-2xl:py-1.5 @max-2xl:text-left @max-2xl:whitespace-normal @max-2xl:break-words @max-2xl:min-w-0 @max-2xl:before:text-xs @max-2xl:before:font-semibold @max-2xl:before:tracking-wide @max-2xl:before:text-muted-foreground @max-2xl:before:uppercase @max-2xl:before:content-[attr(data-label)_/_'']",
  actions: '@max-2xl:block @max-2xl:text-left @max-2xl:[&>div]:justify-start',
} as const;

export const cellAlign = (align: 'start' | 'end' | undefined) => (align === 'end' ? 'text-right' : 'text-left');

interface SortableHeaderProps {
  header: ReactNode;
  align: 'start' | 'end' | undefined;
  sorted: false | 'asc' | 'desc';
  /** Present when the column sorts: the header is then a button. */
  onToggle: ((event: unknown) => void) | undefined;
  disabled: boolean;
}

/** A column header; a button that sorts (ascending, then descending) when the column can. */
export function SortableHeader({ header, align, sorted, onToggle, disabled }: SortableHeaderProps) {
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      role="columnheader"
      aria-sort={sorted ? ariaSort[sorted] : undefined}
      className={cn(
        'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
        cellAlign(align),
        // Stacked, the headers that sort are buttons above the rows; the others label each line already.
        onToggle ? '@max-2xl:block @max-2xl:px-2 @max-2xl:py-1' : '@max-2xl:sr-only',
      )}
    >
      {onToggle ? (
        <button
          type="button"
          onClick={onToggle}
          disabled={disabled}
          className={cn(
            '-mx-2 inline-flex items-center gap-1 rounded-sm px-2 py-1 uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait',
            sorted && 'text-foreground',
            align === 'end' && 'flex-row-reverse',
          )}
        >
          {header}
          <SortIcon aria-hidden="true" className={cn('size-3.5 shrink-0', !sorted && 'opacity-60')} />
        </button>
      ) : (
        header
      )}
    </th>
  );
}

export interface PagerProps {
  caption: string;
  page: number;
  pageCount: number;
  loading: boolean;
  loadingText: string;
  canPrevious: boolean;
  canNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / 'Page X of Y' / Next under a table or any paged list. */
export function Pager({ caption, page, pageCount, loading, loadingText, canPrevious, canNext, onPrevious, onNext }: PagerProps) {
  return (
    <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-center gap-4">
      <Button variant="outline" size="sm" disabled={loading || !canPrevious} onClick={onPrevious}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={loading || !canNext} onClick={onNext}>
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
      {loading ? <Spinner label={loadingText} /> : null}
    </nav>
  );
}
