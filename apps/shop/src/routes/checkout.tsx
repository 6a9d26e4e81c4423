import { checkoutMessages } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, formatPrice, ImageWithFallback, LoadingState } from '@nyansa/ui';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useCart } from '../data/useCart';
import { confirmOrderPayment, paymentPage, paymentReturnDelayMs, placeOrder } from '../data/useOrder';
import { productImageUrl } from '../data/productImages';
import { usePageMeta } from '../seo';
import { toast } from '../toast';

// A payment reference is confirmed once per page session, even when the page mounts twice.
const confirmedReferences = new Set<string>();

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

/** Back from the payment page: verify, forget the pending checkout and the cart, go to the dashboard. */
function PaymentReturn({ reference }: { reference: string }) {
  const navigate = useNavigate();
  const { sync } = useCart();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (confirmedReferences.has(reference)) return;
    // Give the provider 2 seconds to settle the payment before asking for it (spec section 9).
    const timer = setTimeout(() => {
      confirmedReferences.add(reference);
      void confirmOrderPayment(reference).then(async (result) => {
        if (!result.paid) {
          toast.error(checkoutMessages.failedRetry);
          setFailed(true);
          return;
        }
        toast.success(checkoutMessages.paymentSuccess);
        await sync(true);
        await navigate('/dashboard', { replace: true });
      });
    }, paymentReturnDelayMs);
    return () => clearTimeout(timer);
  }, [reference, navigate, sync]);
  if (failed) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert" className="text-danger">
          {checkoutMessages.failedRetry}
        </p>
        <Button asChild variant="outline">
          <Link to="/checkout" replace>
            Back to checkout
          </Link>
        </Button>
      </div>
    );
  }
  return <LoadingState label="Confirming your payment..." />;
}

function OrderSummary() {
  const { items, cart, loading, sync } = useCart();
  const navigate = useNavigate();
  const [placing, setPlacing] = useState(false);
  const [pageError, setPageError] = useState<string | null>(null);

  if (loading) return <LoadingState label="Loading your cart..." />;
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="text-lg text-muted-foreground">
          {checkoutMessages.cartEmpty}
        </p>
        <Button asChild variant="outline">
          <Link to="/products">Continue Shopping</Link>
        </Button>
      </div>
    );
  }

  const proceed = async () => {
    setPageError(null);
    setPlacing(true);
    const outcome = await placeOrder();
    if (outcome.kind === 'payment') {
      // The payment page is another site; the button stays busy while the browser leaves.
      paymentPage.open(outcome.paymentUrl);
      return;
    }
    setPlacing(false);
    if (outcome.kind === 'placed') {
      toast.success(checkoutMessages.orderPlaced);
      await sync(true);
      await navigate(`/order-confirmation?order_id=${outcome.orderId}`);
      return;
    }
    toast.error(outcome.toast);
    setPageError(outcome.page);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="font-display text-lg font-semibold">Order Summary</h2>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ul aria-label="Order items" className="flex flex-col divide-y divide-border">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-4 py-3">
              <ImageWithFallback src={productImageUrl(item.product.image_url)} alt={item.product.name} className="size-14 shrink-0 rounded-md" />
              <div className="flex min-w-0 flex-1 flex-col">
                <span className="font-medium break-words">{item.product.name}</span>
                <span className="text-sm text-muted-foreground">
                  {item.quantity} x {formatPrice(item.product.price)}
                </span>
              </div>
              <span className="font-semibold tabular-nums">{formatPrice(item.quantity * item.product.price)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-border pt-4 text-lg">
          <span>Total</span>
          <span className="font-semibold tabular-nums">{formatPrice(cart.cart_total)}</span>
        </p>
        {pageError ? (
          <p role="alert" className="text-sm text-danger">
            {pageError}
          </p>
        ) : null}
        <Button size="lg" loading={placing} onClick={() => void proceed()}>
          Proceed to Payment
        </Button>
      </CardContent>
    </Card>
  );
}
