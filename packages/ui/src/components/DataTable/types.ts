// The public shapes of DataTable's columns, sort and server paging.
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

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
