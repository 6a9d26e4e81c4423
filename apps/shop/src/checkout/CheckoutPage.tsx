import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../seo';
import { OrderSummary } from './components/OrderSummary';
import { PaymentReturn } from './components/PaymentReturn';

/** Checkout: the order summary, or the return from the payment page (?reference or ?trxref). */
export default function CheckoutPage() {
  usePageMeta('Checkout', 'Review your order and pay securely on the payment page.');
  const [params] = useSearchParams();
  const reference = params.get('reference') ?? params.get('trxref');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <h1 className="font-display text-3xl font-semibold">Checkout</h1>
      {reference ? <PaymentReturn reference={reference} /> : <OrderSummary />}
    </div>
  );
}
