import type { Order } from '@nyansa/contract';
import { Card, CardContent, formatPrice } from '@nyansa/ui';

/** An order's lines and total, as the confirmation and the order page show them. */
export function OrderLines({ order, unitPrices = false }: { order: Order; unitPrices?: boolean }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3">
        <ul aria-label="Order items" className="flex flex-col divide-y divide-border">
          {order.items.map((item) => (
            <li key={item.product_id} className="flex justify-between gap-4 py-2">
              <span className="break-words">
                {item.product_name} x {item.quantity}
                {unitPrices ? <span className="block text-sm text-muted-foreground">{formatPrice(item.unit_price, order.currency)} each</span> : null}
              </span>
              <span className="tabular-nums">{formatPrice(item.line_total, order.currency)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-border pt-3 text-lg">
          <span>Total</span>
          <span className="font-semibold tabular-nums">{formatPrice(order.total_amount, order.currency)}</span>
        </p>
      </CardContent>
    </Card>
  );
}
