import type { Order } from '@nyansa/contract';
import { Button, DataTable, formatPrice, OrderStatusBadge, type DataTableColumn } from '@nyansa/ui';
import { checkoutMessages } from '@nyansa/contract';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useOrders } from '../../data/useOrders';

/** "2 items: Serum x 1, Cream x 1" as one line. */
export function orderItemsText(order: Pick<Order, 'items'>): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const names = order.items.map((item) => `${item.product_name} x ${item.quantity}`).join(', ');
  return `${count} ${count === 1 ? 'item' : 'items'}: ${names}`;
}

const columns: readonly DataTableColumn<Order>[] = [
  {
    id: 'order',
    header: 'Order',
    value: (order) => order.order_id,
    cell: (order) => (
      <Link to={`/orders/${order.order_id}`} className="font-medium text-primary underline-offset-4 hover:underline">
        Order #{order.order_id}
      </Link>
    ),
  },
  { id: 'date', header: 'Date', value: (order) => new Date(order.created_at) },
  { id: 'items', header: 'Items', value: orderItemsText, sortable: false, wrap: true },
  {
    id: 'total',
    header: 'Total',
    value: (order) => order.total_amount,
    cell: (order) => <span className="tabular-nums">{formatPrice(order.total_amount, order.currency)}</span>,
    align: 'end',
  },
  { id: 'status', header: 'Status', value: (order) => order.status, cell: (order) => <OrderStatusBadge status={order.status} /> },
];

/** Back from paying: the new order's number under the spec's thanks, where focus lands so a screen reader starts there. */
function PlacedOrder({ orderId }: { orderId: number }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1 rounded-md border border-success bg-success/10 px-4 py-3">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-display text-xl font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {checkoutMessages.thankYou}
      </h3>
      <p>
        Order ID: <strong>{orderId}</strong>.{' '}
        <Link to={`/orders/${orderId}`} className="font-medium text-primary underline underline-offset-4">
          View order #{orderId}
        </Link>
      </p>
    </section>
  );
}

/**
 * The dashboard's Orders tab: the shopper's orders, newest first, each opening its page; after a
 * payment, the order just placed is named above them (`placedOrderId`).
 */
export function OrdersTab({ placedOrderId = null }: { placedOrderId?: number | null }) {
  const { orders, loading, error } = useOrders();
  return (
    <div className="flex flex-col gap-4">
      {placedOrderId !== null ? <PlacedOrder orderId={placedOrderId} /> : null}
      <DataTable
        caption="Your orders"
        hideCaption
        columns={columns}
        data={orders}
        getRowId={(order) => String(order.order_id)}
        loading={loading}
        loadingText="Loading your orders..."
        error={error}
        emptyText={
          <span className="flex flex-col items-center gap-3">
            No orders yet.
            <Button asChild size="sm" variant="outline">
              <Link to="/products">Browse products</Link>
            </Button>
          </span>
        }
      />
    </div>
  );
}
