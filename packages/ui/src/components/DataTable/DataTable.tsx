// One file of ~325 lines: the states, the sortable header and the pager all read the one TanStack table.
import {
  createPaginatedRowModel,
  createSortedRowModel,
  functionalUpdate,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  useTable,
  type ColumnDef,
  type PaginationState,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { formatDate } from '../../lib/format';
import { Button } from '../Button';
import { LoadingState, Spinner } from '../Spinner';

// One feature set for both modes: with manual sorting and paging TanStack skips its own row models.
function createFeatures() {
  return tableFeatures({
    rowSortingFeature,
    sortedRowModel: createSortedRowModel(),
    sortFns: { alphanumeric: sortFn_alphanumeric, text: sortFn_text, datetime: sortFn_datetime, basic: sortFn_basic },
    rowPaginationFeature,
    paginatedRowModel: createPaginatedRowModel(),
  });
}
type Features = ReturnType<typeof createFeatures>;
// Made on first use, so a bundle that never shows a table keeps none of TanStack; then shared (it must stay stable).
let features: Features | undefined;

/** What a column sorts by: text, a number or a date; empty values sort last. */
export type DataTableValue = string | number | Date | null | undefined;

export interface DataTableColumn<TData extends RowData> {
  id: string;
  header: string;
  /** The value the column sorts by, shown as text when there is no `cell`. */
  value?: (row: TData) => DataTableValue;
  /** What the cell shows (a badge, a price, a link); defaults to `value` as text. */
  cell?: (row: TData) => ReactNode;
  /** Defaults to true for a column with a `value`. */
  sortable?: boolean;
  /** `end` for numbers and money. */
  align?: 'start' | 'end';
  /** Let long text wrap in this column (others stay on one line and the table scrolls sideways). */
  wrap?: boolean;
}

export interface DataTableSort {
  /** The column id. */
  id: string;
  desc: boolean;
}

/** Pages the server cut: `data` is the current page. */
export interface DataTablePaging {
  /** 1-based, as the API counts. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<TData extends RowData> extends Omit<ComponentProps<'div'>, 'children'> {
  /** Names the table for everyone; hidden visually with `hideCaption`. */
  caption: string;
  hideCaption?: boolean;
  /** Keep the array stable (module scope or useMemo): a new one rebuilds the table's models. */
  columns: readonly DataTableColumn<TData>[];
  data: readonly TData[];
  getRowId?: (row: TData) => string;
  /**
   * Server-side sorting: the current sort and its setter. With `onSortChange` the rows are shown in
   * the order given; without it the table sorts `data` itself, starting from `defaultSort`.
   */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  defaultSort?: DataTableSort;
  /** Server-side paging; without it the table pages `data` itself, `pageSize` rows at a time. */
  paging?: DataTablePaging;
  pageSize?: number;
  loading?: boolean;
  loadingText?: string;
  /** Why the rows could not be loaded; shown instead of them. */
  error?: string | null;
  emptyText?: ReactNode;
  /** Buttons or links for one row (edit, delete...), in a last column. */
  rowActions?: (row: TData) => ReactNode;
  actionsHeader?: string;
}

const emptySorting: SortingState = [];

function showValue(value: DataTableValue): ReactNode {
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">—</span>;
  return value instanceof Date ? formatDate(value) : String(value);
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * Scroll shadows drawn in CSS alone: the surface-coloured covers scroll with the content and hide
 * the fixed edge shadows once an edge is reached, so a shadow means "more this way".
 */
const scrollShadows: CSSProperties = {
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
const stacked = {
  table: '@max-2xl:block',
  head: '@max-2xl:block',
  headRow: '@max-2xl:flex @max-2xl:flex-wrap @max-2xl:items-center @max-2xl:gap-x-2 @max-2xl:px-2 @max-2xl:py-2',
  body: '@max-2xl:block',
  row: '@max-2xl:block @max-2xl:py-2',
  cell: "@max-2xl:grid @max-2xl:grid-cols-[minmax(0,7rem)_minmax(0,1fr)] @max-2xl:items-center @max-2xl:justify-items-start @max-2xl:gap-3 @max-2xl:py-1.5 @max-2xl:text-left @max-2xl:whitespace-normal @max-2xl:break-words @max-2xl:min-w-0 @max-2xl:before:text-xs @max-2xl:before:font-semibold @max-2xl:before:tracking-wide @max-2xl:before:text-muted-foreground @max-2xl:before:uppercase @max-2xl:before:content-[attr(data-label)_/_'']",
  actions: '@max-2xl:block @max-2xl:text-left @max-2xl:[&>div]:justify-start',
} as const;

/**
 * A table of records built on TanStack Table: sortable headers (buttons, aria-sort), paging,
 * loading, error and empty states, row actions. Sorting and paging happen here for small data, or
 * on the server when `onSortChange` / `paging` are given. In a place narrower than 42rem each row
 * stacks as a card with its labels; wider, a table that still too wide scrolls sideways inside a
 * focusable, labelled region with edge shadows showing there is more.
 */
export function DataTable<TData extends RowData>({
  caption,
  hideCaption = false,
  columns,
  data,
  getRowId,
  sort,
  onSortChange,
  defaultSort,
  paging,
  pageSize = 10,
  loading = false,
  loadingText = 'Loading...',
  error,
  emptyText = 'Nothing to show yet.',
  rowActions,
  actionsHeader = 'Actions',
  className,
  ...props
}: DataTableProps<TData>) {
  const captionId = useId();
  const serverSorting = onSortChange !== undefined;
  const [ownSorting, setOwnSorting] = useState<SortingState>(defaultSort ? [defaultSort] : emptySorting);
  const [ownPagination, setOwnPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });

  const sorting: SortingState = serverSorting ? (sort ? [sort] : emptySorting) : ownSorting;
  const pagination: PaginationState = paging ? { pageIndex: paging.page - 1, pageSize: Math.max(1, data.length) } : ownPagination;

  const tableColumns = useMemo<ColumnDef<Features, TData>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        ...(column.value ? { accessorFn: column.value } : {}),
        cell: ({ row }) => (column.cell ? column.cell(row.original) : showValue(column.value?.(row.original))),
        enableSorting: Boolean(column.value) && column.sortable !== false,
        sortUndefined: 'last',
      })),
    [columns],
  );
  const columnsById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const table = useTable({
    features: (features ??= createFeatures()),
    columns: tableColumns,
    data,
    ...(getRowId ? { getRowId: (row: TData) => getRowId(row) } : {}),
    state: { sorting, pagination },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = functionalUpdate(updater, sorting);
      if (serverSorting) onSortChange(next[0] ?? null);
      else setOwnSorting(next);
    },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = functionalUpdate(updater, pagination);
      if (paging) {
        if (next.pageIndex !== pagination.pageIndex) paging.onPageChange(next.pageIndex + 1);
      } else setOwnPagination(next);
    },
    manualSorting: serverSorting,
    manualPagination: Boolean(paging),
    ...(paging ? { pageCount: Math.max(1, paging.pageCount) } : {}),
    // First click sorts ascending, the next descending, and so on: the order never silently resets.
    sortDescFirst: false,
    enableSortingRemoval: false,
    enableMultiSort: false,
  });

  const rows = table.getRowModel().rows;
  const pageCount = table.getPageCount();
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const cellAlign = (column: DataTableColumn<TData> | undefined) => (column?.align === 'end' ? 'text-right' : 'text-left');

  let body: ReactNode;
  if (error) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-10 text-center">
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount} className="px-4 py-10 text-center text-sm text-muted-foreground">
          {loading ? <LoadingState label={loadingText} className="py-0" /> : emptyText}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr key={row.id} role="row" className={cn('border-b border-border last:border-b-0', stacked.row)}>
        {row.getAllCells().map((cell) => {
          const column = columnsById.get(cell.column.id);
          return (
            <td
              key={cell.id}
              // A cell, as in any table: the rule takes a td for a grid's interactive cell.
              // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
              role="cell"
              data-label={column?.header}
              className={cn('px-4 py-3 align-middle', cellAlign(column), column?.wrap ? 'min-w-48 break-words' : 'whitespace-nowrap', stacked.cell)}
            >
              <table.FlexRender cell={cell} />
            </td>
          );
        })}
        {rowActions ? (
          // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role -- a cell, as in any table
          <td role="cell" className={cn('px-4 py-2 text-right whitespace-nowrap', stacked.actions)}>
            <div className="flex flex-wrap items-center justify-end gap-2">{rowActions(row.original)}</div>
          </td>
        ) : null}
      </tr>
    ));
  }

  return (
    <div data-slot="data-table" className={cn('flex flex-col gap-3', className)} {...props}>
      <div
        role="region"
        aria-labelledby={captionId}
        // Focusable so a keyboard can scroll it sideways on a narrow screen (WCAG's scrollable region).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="@container overflow-x-auto rounded-lg border border-border text-surface-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        style={scrollShadows}
      >
        <table role="table" aria-busy={loading || undefined} className={cn('w-full border-collapse text-sm', stacked.table)}>
          <caption
            id={captionId}
            className={cn('px-4 pt-4 pb-2 text-left font-display text-lg font-semibold', hideCaption && 'sr-only')}
          >
            {caption}
          </caption>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- said out loud for the stacked rows (see `stacked`) */}
          <thead role="rowgroup" className={stacked.head}>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} role="row" className={cn('border-b border-border', stacked.headRow)}>
                {group.headers.map((header) => {
                  const column = columnsById.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      role="columnheader"
                      aria-sort={sorted ? ariaSort[sorted] : undefined}
                      className={cn(
                        'px-4 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase',
                        cellAlign(column),
                        // Stacked, the headers that sort are buttons above the rows; the others label each line already.
                        header.column.getCanSort() ? '@max-2xl:block @max-2xl:px-2 @max-2xl:py-1' : '@max-2xl:sr-only',
                      )}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          disabled={loading && serverSorting}
                          className={cn(
                            '-mx-2 inline-flex items-center gap-1 rounded-sm px-2 py-1 uppercase outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-wait',
                            sorted && 'text-foreground',
                            column?.align === 'end' && 'flex-row-reverse',
                          )}
                        >
                          {column?.header}
                          <SortIcon aria-hidden="true" className={cn('size-3.5 shrink-0', !sorted && 'opacity-60')} />
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
                {rowActions ? (
                  <th scope="col" role="columnheader" className="px-4 py-3 text-right @max-2xl:sr-only">
                    <span className="sr-only">{actionsHeader}</span>
                  </th>
                ) : null}
              </tr>
            ))}
          </thead>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- said out loud for the stacked rows (see `stacked`) */}
          <tbody role="rowgroup" className={stacked.body}>
            {body}
          </tbody>
        </table>
      </div>
      {loading && rows.length > 0 && pageCount <= 1 ? <Spinner label={loadingText} showLabel className="self-center text-sm" /> : null}
      {pageCount > 1 && !error ? (
        <nav aria-label={`${caption} pages`} className="flex flex-wrap items-center justify-center gap-4">
          <Button variant="outline" size="sm" disabled={loading || !table.getCanPreviousPage()} onClick={() => table.previousPage()}>
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
            Page {pagination.pageIndex + 1} of {pageCount}
          </span>
          <Button variant="outline" size="sm" disabled={loading || !table.getCanNextPage()} onClick={() => table.nextPage()}>
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
          {loading ? <Spinner label={loadingText} /> : null}
        </nav>
      ) : null}
    </div>
  );
}
