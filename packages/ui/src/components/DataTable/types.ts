// The public shapes of DataTable's columns, sort, server paging and props.
import type { RowData } from '@tanstack/react-table';
import type { ComponentProps, ReactNode } from 'react';

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
