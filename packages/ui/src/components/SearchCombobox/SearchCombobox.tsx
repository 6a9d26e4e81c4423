import { Search } from 'lucide-react';
import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '../../lib/cn';
import { ImageWithFallback } from '../ImageWithFallback';
import { fieldClassName } from '../Input';
import { Price } from '../Price';
import { Spinner } from '../Spinner';

/** A product suggested for what was typed: enough for one line with a small picture and its price. */
export interface SuggestedProduct {
  id: number;
  name: string;
  price: number;
  imageUrl?: string | null;
  category?: string;
}

/** What the box suggests for the current text; null while nothing was asked (too little typed). */
export interface SearchSuggestions {
  products: readonly SuggestedProduct[];
  categories: readonly string[];
}

export interface SearchComboboxProps extends Omit<ComponentProps<'div'>, 'onChange' | 'onSelect'> {
  value: string;
  onValueChange: (value: string) => void;
  /** The suggestions for `value`; null when there is nothing to show (the list stays closed). */
  suggestions: SearchSuggestions | null;
  /** The suggestions for the newest text are on their way. */
  loading?: boolean;
  onSelectProduct: (product: SuggestedProduct) => void;
  onSelectCategory: (category: string) => void;
  /** How a category reads in the list; its name with a capital by default. */
  categoryLabel?: (category: string) => string;
  label?: string;
  placeholder?: string;
  loadingText?: string;
  emptyText?: string;
}

type Option = { kind: 'product'; product: SuggestedProduct } | { kind: 'category'; category: string };

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The search box with its suggestions as a list (the ARIA combobox pattern): typing opens it,
 * Up and Down move through products then categories, Enter opens the one highlighted, Escape
 * closes the list (a second Escape clears the text). Presentational: the caller fetches.
 */
export function SearchCombobox({
  value,
  onValueChange,
  suggestions,
  loading = false,
  onSelectProduct,
  onSelectCategory,
  categoryLabel = capitalized,
  label = 'Search products',
  placeholder = 'Search products...',
  loadingText = 'Looking for suggestions...',
  emptyText = 'No suggestions',
  className,
  ...props
}: SearchComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const options: Option[] = [
    ...(suggestions?.products ?? []).map((product): Option => ({ kind: 'product', product })),
    ...(suggestions?.categories ?? []).map((category): Option => ({ kind: 'category', category })),
  ];
  const hasText = value.trim() !== '';
  const expanded = open && hasText && (loading || suggestions !== null);
  const activeIndex = expanded && active < options.length ? active : -1;
  const optionId = (index: number) => `${id}-option-${index}`;

  function choose(option: Option) {
    setOpen(false);
    setActive(-1);
    if (option.kind === 'product') onSelectProduct(option.product);
    else onSelectCategory(option.category);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!expanded) {
          setOpen(true);
          setActive(-1);
          return;
        }
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Past either end the highlight goes back to the text (-1), then round again.
        const next = activeIndex + step;
        setActive(next >= options.length ? -1 : next < -1 ? options.length - 1 : next);
        return;
      }
      case 'Enter': {
        const option = options[activeIndex];
        if (!option) {
          setOpen(false);
          return;
        }
        event.preventDefault();
        choose(option);
        return;
      }
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          onValueChange('');
        }
        return;
      default:
    }
  }

  const products = options.flatMap((option, index) => (option.kind === 'product' ? [{ product: option.product, index }] : []));
  const categories = options.flatMap((option, index) => (option.kind === 'category' ? [{ category: option.category, index }] : []));
  const optionClass = (index: number) =>
    cn(
      'flex w-full cursor-pointer items-center gap-3 rounded-sm px-2 py-1.5 text-left text-sm',
      index === activeIndex ? 'bg-accent text-accent-foreground' : 'hover:bg-muted',
    );

  return (
    <div data-slot="search-combobox" className={cn('relative w-full', className)} {...props}>
      <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <input
        type="search"
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        className={cn(fieldClassName, 'pl-9')}
      />
      <span aria-live="polite" aria-atomic="true" data-slot="suggestion-count" className="sr-only">
        {expanded && !loading ? (options.length === 0 ? emptyText : `${options.length} suggestion${options.length === 1 ? '' : 's'}`) : ''}
      </span>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only keeps the focus in the box while an option is clicked */}
      <div
        data-slot="search-suggestions"
        hidden={!expanded}
        // Keeps the focus in the box while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[min(28rem,70vh)] overflow-y-auto rounded-md border border-border bg-surface p-1 text-surface-foreground shadow-lg"
      >
        <div id={listId} role="listbox" aria-label={`${label}: suggestions`} hidden={options.length === 0}>
        {products.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-products`}>
            <div id={`${id}-products`} role="presentation" className="px-2 py-1 text-xs font-semibold text-muted-foreground uppercase">
              Products
            </div>
            {products.map(({ product, index }) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the keyboard reaches options through the box (aria-activedescendant), as the ARIA combobox pattern says
              <div
                key={`p${product.id}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => choose({ kind: 'product', product })}
                onMouseMove={() => setActive(index)}
                className={optionClass(index)}
              >
                <ImageWithFallback src={product.imageUrl} alt="" lazy={false} className="size-10 shrink-0 rounded-sm object-cover" />
                <span className="line-clamp-2 min-w-0 flex-1 break-words">{product.name}</span>
                <Price amount={product.price} className="shrink-0 text-sm font-medium tabular-nums" />
              </div>
            ))}
          </div>
        ) : null}
        {categories.length > 0 ? (
          <div role="group" aria-labelledby={`${id}-categories`}>
            <div id={`${id}-categories`} role="presentation" className="px-2 py-1 text-xs font-semibold text-muted-foreground uppercase">
              Categories
            </div>
            {categories.map(({ category, index }) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus -- the keyboard reaches options through the box (aria-activedescendant), as the ARIA combobox pattern says
              <div
                key={`c${category}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => choose({ kind: 'category', category })}
                onMouseMove={() => setActive(index)}
                className={optionClass(index)}
              >
                <Search aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span>{categoryLabel(category)}</span>
              </div>
            ))}
          </div>
        ) : null}
        </div>
        {options.length === 0 ? (
          <div className="flex items-center gap-2 px-2 py-2 text-sm text-muted-foreground">
            {loading ? <Spinner aria-hidden="true" className="size-4" /> : null}
            {loading ? loadingText : emptyText}
          </div>
        ) : null}
      </div>
    </div>
  );
}
