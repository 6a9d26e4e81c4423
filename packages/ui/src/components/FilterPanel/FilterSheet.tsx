import type { RefObject } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose, DialogContent } from '../Dialog';
import { emptyProductFilters, FilterFields, type FilterFieldsProps } from './FilterFields';

export interface FilterSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  fields: FilterFieldsProps;
  active: number;
  resultCount: number | undefined;
  /** The Filters button, which takes focus back when the sheet closes. */
  trigger: RefObject<HTMLButtonElement | null>;
}

/**
 * The filters in a sheet from the bottom of a narrow screen (a Radix dialog): FilterPanel loads
 * this module when the sheet first opens, so a listing's first load carries no dialog code. On
 * closing, focus goes back to the Filters button.
 */
export default function FilterSheet({ open, onOpenChange, fields, active, resultCount, trigger }: FilterSheetProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Filters"
        className="top-auto bottom-0 left-0 max-h-[85vh] w-full max-w-none translate-x-0 translate-y-0 rounded-b-none"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <FilterFields {...fields} />
        <div className="sticky bottom-0 -mx-6 -mb-6 flex gap-2 border-t border-border bg-surface px-6 py-4">
          <Button variant="outline" className="flex-1" disabled={active === 0} onClick={() => fields.onChange(emptyProductFilters)}>
            Clear all
          </Button>
          <DialogClose asChild>
            <Button className="flex-1">
              {resultCount === undefined ? 'Show results' : `Show ${resultCount} ${resultCount === 1 ? 'product' : 'products'}`}
            </Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
