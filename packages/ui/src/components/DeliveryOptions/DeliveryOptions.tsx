import { Store, Truck } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../../lib/currency';
import { Label } from '../Label';
import { RadioGroup, RadioGroupItem } from '../RadioGroup';

/** A pickup point as a shopper needs it: where and when. */
export interface PickupPoint {
  address: string;
  /** e.g. 'Mon-Sat 9:00-18:00' */
  openingHours: string;
}

/** One way to get the order: delivered home, or collected at a pickup point (the contract's delivery option). */
export interface DeliveryOption {
  id: number | string;
  kind: 'delivery' | 'pickup';
  name: string;
  /** In the currency of the nearest CurrencyProvider; 0 is free. */
  fee: number;
  /** Orders whose items reach this amount deliver free; null or absent: never. */
  freeOver?: number | null;
  /** Days from shipping to the door: [min, max]. */
  estimateDays: readonly [number, number];
  pickupPoint?: PickupPoint | null;
}

/** The fee this order pays for an option: 0 when the option is free or the items reach its free-over threshold. */
export function deliveryFeeFor(option: DeliveryOption, itemsTotal?: number): number {
  if (option.fee <= 0) return 0;
  if (option.freeOver != null && itemsTotal != null && itemsTotal >= option.freeOver) return 0;
  return option.fee;
}

/** '2-4 days', '1 day', 'Same day'. */
export function formatEstimate([min, max]: readonly [number, number]): string {
  if (max <= 0) return 'Same day';
  const range = min === max ? String(max) : `${min}-${max}`;
  return `${range} ${max === 1 ? 'day' : 'days'}`;
}

export interface DeliveryOptionsProps extends Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue' | 'dir'> {
  options: readonly DeliveryOption[];
  /** The chosen option's id as a string, or null when none is chosen yet. */
  value: string | null;
  onChange: (option: DeliveryOption) => void;
  /** The items' total, to say 'Free' for an option whose free-over threshold it reaches. */
  itemsTotal?: number;
  /** The group's visible name. */
  label?: string;
  disabled?: boolean;
  /** Shown instead of the list when nothing serves the address. */
  emptyText?: string;
  /** Why the choice was refused (e.g. the option does not serve the address). */
  error?: string | null;
}

/**
 * Home delivery with its fee and estimate, or a pickup point with its address and opening hours,
 * as one radio group: arrow keys move and choose, Tab leaves.
 */
export function DeliveryOptions({
  options,
  value,
  onChange,
  itemsTotal,
  label = 'Delivery option',
  disabled = false,
  emptyText = 'No delivery option serves this address yet.',
  error,
  className,
  ...props
}: DeliveryOptionsProps) {
  const formatPrice = useFormatPrice();
  const ids = { label: useId(), error: useId(), item: useId() };
  return (
    <div data-slot="delivery-options" className={cn('flex flex-col gap-3', className)} {...props}>
      <p id={ids.label} className="text-sm font-medium">
        {label}
      </p>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <RadioGroup
          aria-labelledby={ids.label}
          aria-describedby={error ? ids.error : undefined}
          aria-invalid={error ? true : undefined}
          value={value ?? ''}
          disabled={disabled}
          onValueChange={(next) => {
            const chosen = options.find((option) => String(option.id) === next);
            if (chosen) onChange(chosen);
          }}
        >
          {options.map((option) => {
            const id = `${ids.item}-${option.id}`;
            const fee = deliveryFeeFor(option, itemsTotal);
            const Icon = option.kind === 'pickup' ? Store : Truck;
            const checked = String(option.id) === value;
            return (
              <div
                key={option.id}
                data-checked={checked || undefined}
                className={cn(
                  'flex items-start gap-3 rounded-lg border border-border bg-surface p-4 text-surface-foreground',
                  checked && 'border-primary ring-1 ring-primary',
                )}
              >
                <RadioGroupItem id={id} value={String(option.id)} aria-describedby={`${id}-details`} className="mt-0.5" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                    <Label htmlFor={id} className="flex items-center gap-2 leading-snug">
                      <Icon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                      {option.name}
                    </Label>
                    <span className="text-sm font-semibold tabular-nums">{fee === 0 ? 'Free' : formatPrice(fee)}</span>
                  </div>
                  <div id={`${id}-details`} className="flex flex-col gap-0.5 text-sm text-muted-foreground">
                    {option.kind === 'pickup' && option.pickupPoint ? (
                      <>
                        <span>{option.pickupPoint.address}</span>
                        <span>Open {option.pickupPoint.openingHours}</span>
                        <span>Ready in {formatEstimate(option.estimateDays)}</span>
                      </>
                    ) : (
                      <span>Arrives in {formatEstimate(option.estimateDays)}</span>
                    )}
                    {fee > 0 && option.freeOver != null ? <span>Free over {formatPrice(option.freeOver)}</span> : null}
                  </div>
                </div>
              </div>
            );
          })}
        </RadioGroup>
      )}
      {error ? (
        <p id={ids.error} role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
