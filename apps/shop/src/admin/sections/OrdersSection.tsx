import { orderStatuses, type AdminOrder, type OrderStatus } from '@nyansa/contract';
import { DataTable, formatDate, formatPrice, formatTime, Input, Label, OrderStatusBadge, Select, type DataTableColumn } from '@nyansa/ui';
import { useId, useState } from 'react';
import { useAdminOrders } from '../../data/useAdmin';

const when = (value: string) => `${formatDate(value)}, ${formatTime(value)}`;

const columns: readonly DataTableColumn<AdminOrder>[] = [
  { id: 'order', header: 'Order', value: (order) => order.order_id, cell: (order) => `#${order.order_id}` },
  { id: 'date', header: 'Placed', value: (order) => new Date(order.created_at), cell: (order) => when(order.created_at) },
  {
    id: 'customer',
    header: 'Customer',
    // A brand_admin sees no customer.
    value: (order) => (order.customer ? `${order.customer.first_name} ${order.customer.last_name} (${order.customer.email})` : null),
    wrap: true,
  },
  {
    id: 'lines',
    header: 'Lines',
    sortable: false,
    wrap: true,
    cell: (order) => (
      <ul className="flex flex-col gap-1">
        {order.items.map((item) => (
          <li key={item.product_id} className="break-words">
            {item.product_name} x {item.quantity}: {formatPrice(item.line_total, order.currency)}
          </li>
        ))}
      </ul>
    ),
  },
  { id: 'total', header: 'Total', value: (order) => order.total_amount, cell: (order) => formatPrice(order.total_amount, order.currency), align: 'end' },
  { id: 'status', header: 'Status', value: (order) => order.status, cell: (order) => <OrderStatusBadge status={order.status} /> },
  {
    id: 'payment',
    header: 'Payment',
    sortable: false,
    wrap: true,
    cell: (order) =>
      order.payment ? (
        <span className="flex flex-col text-sm">
          <span className="font-mono break-all">{order.payment.reference}</span>
          <span>
            {order.payment.provider}: {order.payment.status}
            {order.payment.paid_at ? `, paid ${when(order.payment.paid_at)}` : ''}
          </span>
        </span>
      ) : (
        <span className="text-muted-foreground">No payment</span>
      ),
  },
];

/** Orders with filters by status and date; a brand_admin sees the lines of its products only (the server cuts them). */
export function OrdersSection() {
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const ids = { status: useId(), from: useId(), to: useId() };
  const list = useAdminOrders({ status: status || undefined, from: from || undefined, to: to || undefined, page });
  const filtered = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <section aria-labelledby="orders-heading" className="flex flex-col gap-4">
      <h2 id="orders-heading" className="font-display text-xl font-semibold">
        Orders
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.status}>Status</Label>
          <Select
            id={ids.status}
            value={status}
            onChange={(event) => filtered(() => setStatus(event.target.value as OrderStatus | ''))}
            options={[{ value: '', label: 'Any status' }, ...orderStatuses.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }))]}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.from}>From</Label>
          <Input id={ids.from} type="date" value={from} onChange={(event) => filtered(() => setFrom(event.target.value))} />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor={ids.to}>To</Label>
          <Input id={ids.to} type="date" value={to} onChange={(event) => filtered(() => setTo(event.target.value))} />
        </div>
      </div>
      <DataTable
        caption="Orders"
        hideCaption
        columns={columns}
        data={list.rows}
        getRowId={(order) => String(order.order_id)}
        loading={list.loading}
        error={list.error}
        emptyText="No orders match."
        paging={{ page, pageCount: Math.max(1, list.pagination?.total_pages ?? 1), onPageChange: setPage }}
      />
    </section>
  );
}
