export {
  DataTable,
  type DataTableProps,
  type DataTableColumn,
  type DataTableValue,
  type DataTableSort,
  type DataTablePaging,
} from './DataTable';
