import { Check, ChevronDown } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import type { FilterOption } from '../../lib/options';
import { fieldClassName } from '../Input';
import { Label } from '../Label';

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

/** 'Sort by' with a Radix select: opens with Enter, Space or the arrows, chooses by typing a letter too. */
export function SortSelect({
  value,
  onChange,
  options = defaultSortOptions,
  label = 'Sort by',
  disabled,
  className,
  ...props
}: SortSelectProps) {
  const triggerId = useId();
  return (
    <div data-slot="sort-select" className={cn('flex max-w-full items-center gap-2', className)} {...props}>
      <Label htmlFor={triggerId} className="shrink-0 text-muted-foreground">
        {label}
      </Label>
      <SelectPrimitive.Root value={value} onValueChange={onChange} disabled={disabled}>
        <SelectPrimitive.Trigger id={triggerId} className={cn(fieldClassName, 'w-auto min-w-48 items-center justify-between gap-2 text-left')}>
          <SelectPrimitive.Value />
          <SelectPrimitive.Icon asChild>
            <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          </SelectPrimitive.Icon>
        </SelectPrimitive.Trigger>
        <SelectPrimitive.Portal>
          <SelectPrimitive.Content
            position="popper"
            sideOffset={4}
            className="z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-border bg-surface text-surface-foreground shadow-md"
          >
            <SelectPrimitive.Viewport className="p-1">
              {options.map((option) => (
                <SelectPrimitive.Item
                  key={option.value}
                  value={option.value}
                  className="relative flex cursor-pointer items-center rounded-sm py-2 pr-3 pl-8 text-sm outline-none select-none data-[disabled]:opacity-50 data-[highlighted]:bg-secondary data-[highlighted]:text-secondary-foreground"
                >
                  <SelectPrimitive.ItemIndicator className="absolute left-2 inline-flex items-center">
                    <Check aria-hidden="true" className="size-4" />
                  </SelectPrimitive.ItemIndicator>
                  <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
                </SelectPrimitive.Item>
              ))}
            </SelectPrimitive.Viewport>
          </SelectPrimitive.Content>
        </SelectPrimitive.Portal>
      </SelectPrimitive.Root>
    </div>
  );
}
