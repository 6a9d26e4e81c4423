export {
  FilterPanel,
  emptyProductFilters,
  countActiveFilters,
  defaultFilterPanelMessages,
  type ProductFilters,
  type FilterPanelMessages,
  type FilterPanelProps,
} from './FilterPanel';
