import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { FilterOption } from '../../lib/options';
import { Label } from '../Label';
import { Select } from '../Select';

/** The listing's orders; the app maps each to the API's `sort` and `order`. */
export const defaultSortOptions: readonly FilterOption[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'name', label: 'Name: A to Z' },
];

export interface SortSelectProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange'> {
  value: string;
  onChange: (value: string) => void;
  options?: readonly FilterOption[];
  label?: string;
  disabled?: boolean;
}

/**
 * 'Sort by' as the browser's own select: Enter, Space, the arrows and typing a letter choose on a
 * keyboard, and a phone opens its native picker. No popup code to download with the listing
 * (a Radix select and its positioning cost /products 14 kB gzip, issue 34).
 */
export function SortSelect({
  value,
  onChange,
  options = defaultSortOptions,
  label = 'Sort by',
  disabled,
  className,
  ...props
}: SortSelectProps) {
  const selectId = useId();
  return (
    <div data-slot="sort-select" className={cn('flex max-w-full items-center gap-2', className)} {...props}>
      <Label htmlFor={selectId} className="shrink-0 text-muted-foreground">
        {label}
      </Label>
      <Select id={selectId} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled} options={options} className="w-auto min-w-48 max-w-full" />
    </div>
  );
}
