export { SearchCombobox, type SearchComboboxProps, type SearchSuggestions, type SuggestedProduct } from './SearchCombobox';
