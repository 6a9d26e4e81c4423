import { Minus, Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const minQuantity = 1;
export const maxQuantity = 99;

/** Quantity within 1..99 (spec section 5); anything that is not a number becomes 1. */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return minQuantity;
  return Math.min(maxQuantity, Math.max(minQuantity, Math.trunc(value)));
}

export interface QuantityInputProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: number;
  onChange: (quantity: number) => void;
  /** Names the item in the accessible names: 'Quantity of Lip Scrub', 'Increase quantity of Lip Scrub'. */
  itemName?: string;
  /** Shows the minus/plus buttons next to the number field. */
  steppers?: boolean;
  disabled?: boolean;
}

/** A number field with optional minus/plus; every change it reports is clamped to 1..99. */
export function QuantityInput({
  value,
  onChange,
  itemName,
  steppers = true,
  disabled,
  className,
  ...props
}: QuantityInputProps) {
  // The field keeps what the user types until it loses focus, so '1' on the way to '12' is allowed.
  // A new value from the parent replaces the draft (adjusted while rendering, not in an effect).
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }

  const commit = (raw: string) => {
    const next = clampQuantity(Number.parseInt(raw, 10));
    setDraft(String(next));
    if (next !== value) onChange(next);
  };

  const of = itemName ? ` of ${itemName}` : '';
  const stepButton =
    'flex size-9 items-center justify-center text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:opacity-40 disabled:hover:bg-transparent';

  return (
    <div
      data-slot="quantity-input"
      className={cn('inline-flex h-10 items-center overflow-hidden rounded-md border border-input bg-surface', className)}
      {...props}
    >
      {steppers ? (
        <button
          type="button"
          aria-label={`Decrease quantity${of}`}
          className={stepButton}
          disabled={disabled || value <= minQuantity}
          onClick={() => onChange(clampQuantity(value - 1))}
        >
          <Minus aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <input
        type="number"
        inputMode="numeric"
        aria-label={`Quantity${of}`}
        min={minQuantity}
        max={maxQuantity}
        step={1}
        value={draft}
        disabled={disabled}
        onChange={(event) => {
          setDraft(event.target.value);
          const typed = Number.parseInt(event.target.value, 10);
          if (Number.isFinite(typed) && clampQuantity(typed) === typed && typed !== value) onChange(typed);
        }}
        onBlur={(event) => commit(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(event.currentTarget.value);
        }}
        className="h-full w-12 [appearance:textfield] bg-transparent text-center text-sm tabular-nums text-surface-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset disabled:opacity-50 [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
      />
      {steppers ? (
        <button
          type="button"
          aria-label={`Increase quantity${of}`}
          className={stepButton}
          disabled={disabled || value >= maxQuantity}
          onClick={() => onChange(clampQuantity(value + 1))}
        >
          <Plus aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
