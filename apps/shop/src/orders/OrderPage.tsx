import { Button, formatDate, formatTime, LoadingState, OrderStatusBadge } from '@nyansa/ui';
import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../data/useOrder';
import { usePageMeta } from '../seo';
import { OrderLines } from './components/OrderLines';

function when(value: string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** One of the shopper's orders: lines, total, status, payment reference and paid date. */
export default function OrderPage() {
  const { id = '' } = useParams();
  usePageMeta(`Order #${id}`, 'Your order: its items, total and payment.');
  const { order, loading, error } = useOrder(id);

  if (error) {
    return (
      <div className="mx-auto flex w-full max-w-2xl flex-col items-start gap-4 px-4 py-10">
        <h1 className="font-display text-3xl font-semibold">Order #{id}</h1>
        <p role="alert" className="text-danger">
          {error}
        </p>
        <Button asChild variant="outline">
          <Link to="/dashboard?tab=orders">Back to your orders</Link>
        </Button>
      </div>
    );
  }
  if (loading || !order) return <LoadingState label="Loading your order..." />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="font-display text-3xl font-semibold">Order #{order.order_id}</h1>
        <OrderStatusBadge status={order.status} />
      </div>
      <OrderLines order={order} unitPrices />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Ordered</dt>
        <dd>{when(order.created_at)}</dd>
        <dt className="text-muted-foreground">Paid</dt>
        <dd>{order.paid_at ? when(order.paid_at) : 'Not paid'}</dd>
        <dt className="text-muted-foreground">Payment reference</dt>
        <dd className="break-all font-mono">{order.payment_reference ?? 'None yet'}</dd>
      </dl>
      <Button asChild variant="outline" className="self-start">
        <Link to="/dashboard?tab=orders">Back to your orders</Link>
      </Button>
    </div>
  );
}
