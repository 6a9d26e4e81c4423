export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableValue,
  type DataTableSort,
  type DataTablePaging,
} from './DataTable';
export { Pager, type PagerProps } from './parts';
