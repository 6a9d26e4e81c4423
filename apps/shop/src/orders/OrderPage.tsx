import { carrierNames } from '@nyansa/contract';
import { Button, formatDate, formatTime, LoadingState, OrderStatusBadge, OrderTimeline, useFormatPrice } from '@nyansa/ui';
import { addressLines } from '../delivery/deliveryView';
import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../data/useOrder';
import { usePageMeta } from '../seo';
import { OrderLines } from './components/OrderLines';

function when(value: string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/** One of the shopper's orders: lines, total, status, payment reference and paid date; where it is (timeline, tracking), where it goes and what was refunded. */
export default function OrderPage() {
  const { id = '' } = useParams();
  usePageMeta(`Order #${id}`, 'Your order: its items, total and payment.');
  const { order, loading, error } = useOrder(id);
  const formatPrice = useFormatPrice();

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
      {order.fulfilment ? (
        <OrderTimeline
          placedAt={order.created_at}
          paymentStatus={order.status}
          paidAt={order.paid_at}
          fulfilmentStatus={order.fulfilment.status}
          events={order.fulfilment.events}
          carrier={order.fulfilment.carrier ? carrierNames[order.fulfilment.carrier] : null}
          trackingNumber={order.fulfilment.tracking_number}
          trackingUrl={order.fulfilment.tracking_url}
          refunds={(order.refunds ?? []).map((refund) => ({ amount: refund.amount, reason: refund.reason, createdAt: refund.created_at }))}
        />
      ) : null}
      <OrderLines order={order} unitPrices />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Ordered</dt>
        <dd>{when(order.created_at)}</dd>
        <dt className="text-muted-foreground">Paid</dt>
        <dd>{order.paid_at ? when(order.paid_at) : 'Not paid'}</dd>
        {order.delivery ? (
          <>
            <dt className="text-muted-foreground">Delivery</dt>
            <dd>
              {order.delivery.option.name}: {order.delivery.fee > 0 ? formatPrice(order.delivery.fee) : 'Free'}
            </dd>
            <dt className="text-muted-foreground">{order.delivery.address ? 'Deliver to' : 'Pick up at'}</dt>
            <dd>
              <address className="not-italic">
                {(order.delivery.address
                  ? addressLines(order.delivery.address)
                  : [order.delivery.option.pickup_point?.address.line1, order.delivery.option.pickup_point?.address.city, order.delivery.option.pickup_point?.opening_hours]
                )
                  .filter(Boolean)
                  .map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
              </address>
            </dd>
          </>
        ) : null}
        {order.refunds && order.refunds.length > 0 ? (
          <>
            <dt className="text-muted-foreground">Refunded</dt>
            <dd>
              <ul>
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    {formatPrice(refund.amount)} on {formatDate(refund.created_at)}: {refund.reason}
                    {refund.status === 'processed' ? '' : ` (${refund.status})`}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Payment reference</dt>
        <dd className="break-all font-mono">{order.payment_reference ?? 'None yet'}</dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        {order.receipt_url ? (
          <Button asChild variant="secondary">
            <a href={order.receipt_url} download>
              Download receipt (PDF)
            </a>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <Link to="/dashboard?tab=orders">Back to your orders</Link>
        </Button>
      </div>
    </div>
  );
}
