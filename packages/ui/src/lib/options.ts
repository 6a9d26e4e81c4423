/** A choice a shopper can pick: the value the API takes and the words the shop shows. */
export interface FilterOption {
  value: string;
  label: string;
}

/** The contract's product categories. */
export const defaultCategories: readonly FilterOption[] = [
  { value: 'skincare', label: 'Skincare' },
  { value: 'body', label: 'Body' },
  { value: 'lip', label: 'Lip' },
];

/** The contract's skin concerns, in plain words. */
export const defaultConcerns: readonly FilterOption[] = [
  { value: 'dryness', label: 'Dryness' },
  { value: 'oiliness', label: 'Oiliness' },
  { value: 'redness', label: 'Redness' },
  { value: 'dark_spots', label: 'Dark spots' },
  { value: 'acne', label: 'Acne' },
  { value: 'sensitivity', label: 'Sensitivity' },
  { value: 'dark_circles', label: 'Dark circles' },
  { value: 'dullness', label: 'Dullness' },
];
