import { useId, useState, type KeyboardEvent } from 'react';
import { useCurrency } from '../../lib/currency';
import type { FilterOption } from '../../lib/options';
import { Checkbox } from '../Checkbox';
import { FieldError, Input } from '../Input';
import { Label } from '../Label';
import { RadioGroup, RadioGroupItem } from '../RadioGroup';

export interface ProductFilters {
  /** null: every category. */
  category: string | null;
  /** Inclusive, in the shop's currency; null: no bound. */
  minPrice: number | null;
  maxPrice: number | null;
  concerns: readonly string[];
}

export const emptyProductFilters: ProductFilters = { category: null, minPrice: null, maxPrice: null, concerns: [] };

/** How many filters are set (a price range counts once). */
export function countActiveFilters(filters: ProductFilters): number {
  return (filters.category ? 1 : 0) + (filters.minPrice !== null || filters.maxPrice !== null ? 1 : 0) + filters.concerns.length;
}

export interface FilterPanelMessages {
  negativePrice: string;
  minAboveMax: string;
}

export const defaultFilterPanelMessages: FilterPanelMessages = {
  negativePrice: 'Enter a price of 0 or more',
  minAboveMax: 'The minimum price must not be above the maximum',
};

export interface FilterFieldsProps {
  value: ProductFilters;
  onChange: (filters: ProductFilters) => void;
  categories: readonly FilterOption[];
  concerns: readonly FilterOption[];
  messages: FilterPanelMessages;
}

/** A price field's text while it is being typed; null is an empty field. */
function priceText(price: number | null): string {
  return price === null ? '' : String(price);
}

/** The filters' fields, the same in the sidebar and in the narrow-screen sheet. */
export function FilterFields({ value, onChange, categories, concerns, messages }: FilterFieldsProps) {
  const currency = useCurrency();
  const id = useId();
  const [draft, setDraft] = useState({ min: priceText(value.minPrice), max: priceText(value.maxPrice) });
  const [problem, setProblem] = useState<string | null>(null);
  // When a bound changes from outside (Clear all, the back button), its field follows; the other keeps what is typed.
  const [shown, setShown] = useState({ min: value.minPrice, max: value.maxPrice });
  if (shown.min !== value.minPrice || shown.max !== value.maxPrice) {
    setShown({ min: value.minPrice, max: value.maxPrice });
    setDraft((current) => ({
      min: shown.min !== value.minPrice ? priceText(value.minPrice) : current.min,
      max: shown.max !== value.maxPrice ? priceText(value.maxPrice) : current.max,
    }));
    setProblem(null);
  }

  const applyPrices = () => {
    const parse = (text: string) => (text.trim() === '' ? null : Number(text));
    const [min, max] = [parse(draft.min), parse(draft.max)];
    if ((min !== null && !(min >= 0)) || (max !== null && !(max >= 0))) return setProblem(messages.negativePrice);
    if (min !== null && max !== null && min > max) return setProblem(messages.minAboveMax);
    setProblem(null);
    if (min !== value.minPrice || max !== value.maxPrice) onChange({ ...value, minPrice: min, maxPrice: max });
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') applyPrices();
  };
  const toggleConcern = (concern: string, checked: boolean) =>
    onChange({ ...value, concerns: checked ? [...value.concerns, concern] : value.concerns.filter((other) => other !== concern) });

  const legend = 'mb-3 text-sm font-semibold';
  return (
    <div className="flex flex-col gap-6">
      <fieldset>
        <legend id={`${id}-category`} className={legend}>
          Category
        </legend>
        <RadioGroup
          aria-labelledby={`${id}-category`}
          value={value.category ?? ''}
          onValueChange={(category) => onChange({ ...value, category: category || null })}
          className="gap-2"
        >
          {[{ value: '', label: 'All' }, ...categories].map((option) => (
            <div key={option.value} className="flex items-center gap-3">
              <RadioGroupItem id={`${id}-category-${option.value}`} value={option.value} />
              <Label htmlFor={`${id}-category-${option.value}`} className="cursor-pointer py-1 font-normal">
                {option.label}
              </Label>
            </div>
          ))}
        </RadioGroup>
      </fieldset>
      <fieldset>
        <legend className={legend}>Price ({currency})</legend>
        <div className="flex items-end gap-2">
          {(['min', 'max'] as const).map((bound) => (
            <div key={bound} className="flex flex-1 flex-col gap-1.5">
              <Label htmlFor={`${id}-${bound}`} className="font-normal text-muted-foreground">
                {bound === 'min' ? 'Min' : 'Max'}
              </Label>
              <Input
                id={`${id}-${bound}`}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={draft[bound]}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? `${id}-price-error` : undefined}
                onChange={(event) => setDraft((current) => ({ ...current, [bound]: event.target.value }))}
                onBlur={applyPrices}
                onKeyDown={onEnter}
              />
            </div>
          ))}
        </div>
        <FieldError id={`${id}-price-error`} className="mt-2">
          {problem ?? undefined}
        </FieldError>
      </fieldset>
      <fieldset>
        <legend className={legend}>Skin concern</legend>
        <ul className="flex flex-col gap-2">
          {concerns.map((concern) => (
            <li key={concern.value} className="flex items-center gap-3">
              <Checkbox
                id={`${id}-concern-${concern.value}`}
                checked={value.concerns.includes(concern.value)}
                onCheckedChange={(checked) => toggleConcern(concern.value, checked === true)}
              />
              <Label htmlFor={`${id}-concern-${concern.value}`} className="cursor-pointer py-1 font-normal">
                {concern.label}
              </Label>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
