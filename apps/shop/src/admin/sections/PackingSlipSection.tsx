import { carrierNames, type OrderDelivery } from '@nyansa/contract';
import { Button, formatDate, LoadingState } from '@nyansa/ui';
import { Printer } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { usePackingSlip } from '../../data/useFulfilment';

// On paper only the slip shows: the shop's navigation, footer, chat and the back office's own
// navigation are hidden, whatever the page around it draws.
const printStyle = `@media print {
  body * { visibility: hidden !important; }
  [data-packing-slip], [data-packing-slip] * { visibility: visible !important; }
  [data-packing-slip] { position: absolute; inset: 0; padding: 1.5cm; background: white; color: black; }
  [data-print-hidden] { display: none !important; }
}`;

function Destination({ delivery }: { delivery: OrderDelivery | null }) {
  if (!delivery) return <p>Pickup at the shop</p>;
  const { option, address } = delivery;
  const point = option.pickup_point?.address;
  return (
    <div className="flex flex-col">
      <p className="font-medium">{option.name}</p>
      {address ? (
        <address className="not-italic">
          {address.full_name}
          <br />
          {address.line1}
          {address.line2 ? `, ${address.line2}` : ''}
          <br />
          {address.city}, {address.region}, {address.country}
          {address.postal_code ? ` ${address.postal_code}` : ''}
          {address.landmark ? (
            <>
              <br />
              Landmark: {address.landmark}
            </>
          ) : null}
          {address.digital_address ? (
            <>
              <br />
              Digital address: {address.digital_address}
            </>
          ) : null}
          <br />
          Phone: {address.phone}
        </address>
      ) : point ? (
        <address className="not-italic">
          {point.line1}
          <br />
          {point.city}, {point.region}, {point.country}
        </address>
      ) : null}
    </div>
  );
}

/** /admin/packing-slip/:id: what goes in the parcel, and where it goes, ready to print. */
export function PackingSlipSection() {
  const { orderId } = useParams();
  const { slip, loading, error } = usePackingSlip(Number(orderId));
  if (error) {
    return (
      <p role="alert" className="text-danger">
        {error}
      </p>
    );
  }
  if (loading || !slip) return <LoadingState label="Loading the packing slip..." />;
  const { fulfilment } = slip;
  return (
    <section aria-labelledby="slip-heading" data-packing-slip className="flex flex-col gap-4">
      <style>{printStyle}</style>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="slip-heading" className="font-display text-xl font-semibold">
          Packing slip: order #{slip.order_id}
        </h2>
        <Button data-print-hidden variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Placed</dt>
        <dd>{formatDate(slip.created_at)}</dd>
        <dt className="font-medium">Customer</dt>
        <dd>{slip.customer_name}</dd>
        {fulfilment.tracking_number ? (
          <>
            <dt className="font-medium">Tracking</dt>
            <dd>
              {fulfilment.carrier ? `${carrierNames[fulfilment.carrier]} ` : ''}
              {fulfilment.tracking_number}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="text-sm">
        <h3 className="mb-1 font-semibold">Deliver to</h3>
        <Destination delivery={slip.delivery} />
      </div>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Items in the parcel</caption>
        <thead>
          <tr className="border-b border-border text-left">
            <th scope="col" className="py-2">
              Product
            </th>
            <th scope="col" className="py-2 text-right">
              Quantity
            </th>
            <th scope="col" className="py-2 text-right">
              Packed
            </th>
          </tr>
        </thead>
        <tbody>
          {slip.items.map((item) => (
            <tr key={item.product_id} className="border-b border-border">
              <td className="py-2 break-words">{item.product_name}</td>
              <td className="py-2 text-right">{item.quantity}</td>
              <td className="py-2 text-right">
                <span aria-hidden="true">☐</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
