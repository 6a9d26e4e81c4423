import type { Order } from '@nyansa/contract';
import { Button, DataTable, formatPrice, OrderStatusBadge, type DataTableColumn } from '@nyansa/ui';
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

/** The dashboard's Orders tab: the shopper's orders, newest first, each opening its page. */
export function OrdersTab() {
  const { orders, loading, error } = useOrders();
  return (
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
  );
}
