export { SortSelect, defaultSortOptions, type SortSelectProps } from './SortSelect';
