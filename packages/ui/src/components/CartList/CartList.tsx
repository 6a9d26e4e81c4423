import { Trash2 } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../../lib/currency';
import { Button } from '../Button';
import { ImageWithFallback } from '../ImageWithFallback';
import { QuantityInput } from '../QuantityInput';

export interface CartLine {
  /** Cart item id. */
  id: number;
  productId: number;
  name: string;
  /** Price per unit, in the currency of the nearest CurrencyProvider. */
  unitPrice: number;
  quantity: number;
  imageUrl?: string | null;
}

export interface CartListProps extends Omit<ComponentProps<'section'>, 'children'> {
  items: readonly CartLine[];
  /** The server's cart total; defaults to the sum of line totals. */
  total?: number;
  onQuantityChange: (item: CartLine, quantity: number) => void;
  onRemove: (item: CartLine) => void;
  onCheckout: () => void;
  checkingOut?: boolean;
  /** Item ids with a change on its way; their controls are disabled meanwhile. */
  busyItemIds?: ReadonlySet<number>;
  emptyText?: string;
}

export function CartList({
  items,
  total,
  onQuantityChange,
  onRemove,
  onCheckout,
  checkingOut = false,
  busyItemIds,
  emptyText = 'Your cart is empty',
  className,
  ...props
}: CartListProps) {
  const formatPrice = useFormatPrice();
  if (items.length === 0) {
    return (
      <section data-slot="cart-list" aria-label="Cart" className={cn('py-12 text-center text-muted-foreground', className)} {...props}>
        <p>{emptyText}</p>
      </section>
    );
  }
  const overall = total ?? items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);
  return (
    <section data-slot="cart-list" aria-label="Cart" className={cn('flex flex-col gap-4', className)} {...props}>
      <ul className="flex flex-col divide-y divide-border rounded-lg border border-border bg-surface">
        {items.map((item) => {
          const busy = busyItemIds?.has(item.id) ?? false;
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-4 p-4">
              <ImageWithFallback src={item.imageUrl} alt={item.name} className="size-16 shrink-0 rounded-md" />
              <div className="flex min-w-0 flex-1 basis-40 flex-col gap-1">
                <p className="font-medium break-words">{item.name}</p>
                <p className="text-sm text-muted-foreground">{formatPrice(item.unitPrice)} each</p>
              </div>
              <QuantityInput
                value={item.quantity}
                onChange={(quantity) => onQuantityChange(item, quantity)}
                itemName={item.name}
                disabled={busy}
              />
              <p className="w-20 text-right font-semibold tabular-nums">
                <span className="sr-only">Line total </span>
                {formatPrice(item.unitPrice * item.quantity)}
              </p>
              <Button variant="ghost" size="sm" disabled={busy} onClick={() => onRemove(item)} aria-label={`Remove ${item.name}`}>
                <Trash2 aria-hidden="true" />
                Remove
              </Button>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg bg-muted px-4 py-3">
        <p className="text-lg">
          Total: <span className="font-semibold tabular-nums">{formatPrice(overall)}</span>
        </p>
        <Button size="lg" loading={checkingOut} onClick={onCheckout}>
          Checkout
        </Button>
      </div>
    </section>
  );
}
