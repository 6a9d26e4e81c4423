import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState, type ComponentProps } from 'react';
import { defaultCategories, defaultConcerns, type FilterOption } from '../../lib/options';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { countActiveFilters, defaultFilterPanelMessages, emptyProductFilters, FilterFields, type FilterPanelMessages, type ProductFilters } from './FilterFields';

export { countActiveFilters, defaultFilterPanelMessages, emptyProductFilters, type FilterPanelMessages, type ProductFilters } from './FilterFields';

const loadSheet = () => import('./FilterSheet');
const FilterSheet = /* @__PURE__ */ lazy(loadSheet);

/** True from the first time `open` is true on. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}

export interface FilterPanelProps extends Omit<ComponentProps<'div'>, 'children' | 'onChange'> {
  value: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  categories?: readonly FilterOption[];
  concerns?: readonly FilterOption[];
  /** Products matching the filters, for the sheet's 'Show 12 products' button. */
  resultCount?: number;
  messages?: Partial<FilterPanelMessages>;
  /** Opens the narrow-screen sheet at first (for stories and tests). */
  defaultSheetOpen?: boolean;
}

/**
 * Category, price range and skin concerns for the product listing, fully controlled. On wide
 * screens it is a sidebar; on narrow ones a 'Filters' button opens the same fields in a sheet
 * (a Radix dialog, loaded on the first hover, focus or press of the button). Choices apply at once;
 * prices when the field is left or Enter is pressed.
 */
export function FilterPanel({
  value,
  onChange,
  categories = defaultCategories,
  concerns = defaultConcerns,
  resultCount,
  messages,
  defaultSheetOpen = false,
  className,
  ...props
}: FilterPanelProps) {
  const [sheetOpen, setSheetOpen] = useState(defaultSheetOpen);
  // Rendered from its first opening on, so closing it animates and keeps its state.
  const sheetWanted = useOpenedOnce(sheetOpen);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const active = countActiveFilters(value);
  const headingId = useId();
  const fields = { value, onChange, categories, concerns, messages: { ...defaultFilterPanelMessages, ...messages } };
  return (
    <div data-slot="filter-panel" className={className} {...props}>
      <div className="md:hidden">
        <Button ref={sheetButton} variant="outline" aria-haspopup="dialog" aria-expanded={sheetOpen} onClick={() => setSheetOpen(true)} onPointerEnter={loadSheet} onFocus={loadSheet}>
          <SlidersHorizontal aria-hidden="true" />
          Filters
          {active > 0 ? (
            <>
              <Badge count={active} aria-hidden="true" />
              <span className="sr-only">({active} active)</span>
            </>
          ) : null}
        </Button>
        {sheetWanted ? (
          <Suspense fallback={null}>
            <FilterSheet open={sheetOpen} onOpenChange={setSheetOpen} fields={fields} active={active} resultCount={resultCount} trigger={sheetButton} />
          </Suspense>
        ) : null}
      </div>
      <aside aria-labelledby={headingId} className="hidden flex-col gap-4 md:flex">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="font-display text-lg font-semibold">
            Filters
          </h2>
          <Button variant="link" size="sm" className="px-0" disabled={active === 0} onClick={() => onChange(emptyProductFilters)}>
            Clear all
          </Button>
        </div>
        <FilterFields {...fields} />
      </aside>
    </div>
  );
}
