// The table itself: TanStack's state, the rows and the states; parts.tsx draws the header cells and the pager.
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
import { useId, useMemo, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { LoadingState, Spinner } from '../Spinner';
import { cellAlign, Pager, scrollShadows, showValue, SortableHeader, stacked } from './parts';
import type { DataTableProps } from './types';

export type { DataTableColumn, DataTablePaging, DataTableProps, DataTableSort, DataTableValue } from './types';

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

const emptySorting: SortingState = [];

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
              className={cn('px-4 py-3 align-middle', cellAlign(column?.align), column?.wrap ? 'min-w-48 break-words' : 'whitespace-nowrap', stacked.cell)}
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
                  return (
                    <SortableHeader
                      key={header.id}
                      header={column?.header}
                      align={column?.align}
                      sorted={header.column.getIsSorted()}
                      onToggle={header.column.getCanSort() ? header.column.getToggleSortingHandler() : undefined}
                      disabled={loading && serverSorting}
                    />
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
        <Pager
          caption={caption}
          page={pagination.pageIndex + 1}
          pageCount={pageCount}
          loading={loading}
          loadingText={loadingText}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
        />
      ) : null}
    </div>
  );
}
