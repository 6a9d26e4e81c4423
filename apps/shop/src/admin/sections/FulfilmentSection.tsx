import { carrierNames, fulfilmentStatuses, type Carrier, type FulfilmentOrder, type FulfilmentStatus } from '@nyansa/contract';
import { Button, DataTable, formatDate, formatPrice, formatTime, Label, Select, StatusBadge, type DataTableColumn, type StatusLook } from '@nyansa/ui';
import { CircleCheck, Clock, Inbox, Truck, Ban } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useFulfilmentActions, useFulfilmentQueue } from '../../data/useFulfilment';
import { CancelOrderDialog, RefundDialog } from '../components/RefundDialogs';
import { ShipDialog } from '../components/ShipDialog';

const when = (value: string) => `${formatDate(value)}, ${formatTime(value)}`;

export const fulfilmentLooks: Readonly<Record<FulfilmentStatus, StatusLook>> = {
  unfulfilled: { label: 'To prepare', variant: 'accent', icon: Inbox },
  processing: { label: 'Processing', variant: 'secondary', icon: Clock },
  shipped: { label: 'Shipped', variant: 'primary', icon: Truck },
  delivered: { label: 'Delivered', variant: 'success', icon: CircleCheck },
  cancelled: { label: 'Cancelled', variant: 'muted', icon: Ban },
};

type Dialog = { kind: 'ship' | 'cancel' | 'refund'; order: FulfilmentOrder } | null;

/** The work on paid orders, oldest first: an admin moves each one forward; a brand_admin sees its own lines. */
export function FulfilmentSection({ canAct }: { canAct: boolean }) {
  const [status, setStatus] = useState<FulfilmentStatus | ''>('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [problem, setProblem] = useState<{ orderId: number; text: string } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const statusId = useId();
  const queue = useFulfilmentQueue({ status: status || undefined, page });
  const actions = useFulfilmentActions();

  const step = async (order: FulfilmentOrder, next: 'processing' | 'delivered') => {
    setBusy(order.order_id);
    const text = await actions.update(order.order_id, { status: next });
    setBusy(null);
    setProblem(text ? { orderId: order.order_id, text } : null);
  };

  const columns: DataTableColumn<FulfilmentOrder>[] = [
    { id: 'order', header: 'Order', value: (order) => order.order_id, cell: (order) => `#${order.order_id}` },
    { id: 'paid', header: 'Paid', value: (order) => new Date(order.paid_at ?? order.created_at), cell: (order) => when(order.paid_at ?? order.created_at) },
    {
      id: 'customer',
      header: 'Ship to',
      sortable: false,
      wrap: true,
      // A brand_admin sees neither the customer nor the address.
      cell: (order) =>
        order.customer ? (
          <span className="flex flex-col text-sm">
            <span>
              {order.customer.first_name} {order.customer.last_name}
            </span>
            <span className="text-muted-foreground">{order.delivery ? order.delivery.option.name : 'Pickup'}</span>
          </span>
        ) : null,
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
              {item.product_name} x {item.quantity}
            </li>
          ))}
        </ul>
      ),
    },
    { id: 'total', header: 'Total', value: (order) => order.total_amount, cell: (order) => formatPrice(order.total_amount, order.currency), align: 'end' },
    {
      id: 'status',
      header: 'Fulfilment',
      value: (order) => order.fulfilment.status,
      wrap: true,
      cell: (order) => (
        <span className="flex flex-col gap-1 text-sm">
          <StatusBadge status={order.fulfilment.status} statuses={fulfilmentLooks} />
          {order.fulfilment.tracking_number ? (
            <span className="break-all">
              {order.fulfilment.carrier ? carrierNames[order.fulfilment.carrier] : ''} {order.fulfilment.tracking_number}
            </span>
          ) : null}
        </span>
      ),
    },
  ];
  if (canAct) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      sortable: false,
      wrap: true,
      cell: (order) => {
        const label = `order #${order.order_id}`;
        const current = order.fulfilment.status;
        const open = current === 'unfulfilled' || current === 'processing';
        return (
          <div className="flex flex-col gap-2">
            <div className="flex flex-wrap gap-2">
              {current === 'unfulfilled' ? (
                <Button size="sm" variant="outline" loading={busy === order.order_id} aria-label={`Mark processing, ${label}`} onClick={() => void step(order, 'processing')}>
                  Mark processing
                </Button>
              ) : null}
              {open ? (
                <Button size="sm" aria-label={`Ship ${label}`} onClick={() => setDialog({ kind: 'ship', order })}>
                  Ship
                </Button>
              ) : null}
              {current === 'shipped' ? (
                <Button size="sm" variant="outline" loading={busy === order.order_id} aria-label={`Mark delivered, ${label}`} onClick={() => void step(order, 'delivered')}>
                  Mark delivered
                </Button>
              ) : null}
              {open ? (
                <Button size="sm" variant="outline" aria-label={`Cancel ${label}`} onClick={() => setDialog({ kind: 'cancel', order })}>
                  Cancel order
                </Button>
              ) : null}
              {order.refundable > 0 ? (
                <Button size="sm" variant="outline" aria-label={`Refund ${label}`} onClick={() => setDialog({ kind: 'refund', order })}>
                  Refund
                </Button>
              ) : null}
              <Link
                to={`/admin/packing-slip/${order.order_id}`}
                aria-label={`Packing slip of ${label}`}
                className="inline-flex items-center rounded-md px-2 text-sm font-medium underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                Packing slip
              </Link>
            </div>
            {problem?.orderId === order.order_id ? (
              <p role="alert" className="text-sm text-danger">
                {problem.text}
              </p>
            ) : null}
          </div>
        );
      },
    });
  }

  return (
    <section aria-labelledby="fulfilment-heading" className="flex flex-col gap-4">
      <h2 id="fulfilment-heading" className="font-display text-xl font-semibold">
        Fulfilment
      </h2>
      <p className="text-sm text-muted-foreground">
        {canAct ? 'Paid orders, oldest first.' : 'Paid orders with your products, oldest first. The shop prepares and ships them.'}
      </p>
      <div className="flex flex-col gap-2 self-start">
        <Label htmlFor={statusId}>Show</Label>
        <Select
          id={statusId}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as FulfilmentStatus | '');
            setPage(1);
          }}
          options={[{ value: '', label: 'To do (to prepare and processing)' }, ...fulfilmentStatuses.map((value) => ({ value, label: fulfilmentLooks[value].label }))]}
        />
      </div>
      <DataTable
        caption="Fulfilment queue"
        hideCaption
        columns={columns}
        data={queue.rows}
        getRowId={(order) => String(order.order_id)}
        loading={queue.loading}
        error={queue.error}
        emptyText="Nothing to ship."
        paging={{ page, pageCount: Math.max(1, queue.pagination?.total_pages ?? 1), onPageChange: setPage }}
      />
      <ShipDialog
        order={dialog?.kind === 'ship' ? dialog.order : null}
        onClose={() => setDialog(null)}
        onShip={async (orderId, carrier: Carrier, trackingNumber) => {
          const text = await actions.update(orderId, { status: 'shipped', carrier, tracking_number: trackingNumber });
          if (!text) setDialog(null);
          return text;
        }}
      />
      <CancelOrderDialog
        order={dialog?.kind === 'cancel' ? dialog.order : null}
        onClose={() => setDialog(null)}
        onCancel={async (orderId, reason) => {
          const text = await actions.cancel(orderId, { reason });
          if (!text) setDialog(null);
          return text;
        }}
      />
      <RefundDialog
        order={dialog?.kind === 'refund' ? dialog.order : null}
        onClose={() => setDialog(null)}
        onRefund={async (orderId, body) => {
          const text = await actions.refund(orderId, body);
          if (!text) setDialog(null);
          return text;
        }}
      />
    </section>
  );
}

