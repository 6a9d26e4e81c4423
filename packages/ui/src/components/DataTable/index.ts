export { DataTable, type DataTableProps } from './DataTable';
export type { DataTableColumn, DataTableValue, DataTableSort, DataTablePaging } from './types';
