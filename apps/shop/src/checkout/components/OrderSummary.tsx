import { checkoutMessages } from '@nyansa/contract';
import { Button, Card, CardContent, CardHeader, ImageWithFallback, LoadingState, useFormatPrice } from '@nyansa/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '../../data/useCart';
import { paymentPage, placeOrder } from '../../data/useOrder';
import { productImageUrl } from '../../products/productImages';
import { toast } from '../../toast';
import { DeliveryChoice } from './DeliveryChoice';

/** The order summary and Proceed to Payment: the order is created and the browser goes to the payment page. */
export function OrderSummary() {
  const cartView = useCart();
  const { items, cart, loading, sync } = cartView;
  const formatPrice = useFormatPrice();
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

  const fee = cart.delivery_fee ?? 0;
  return (
    <>
    <DeliveryChoice cart={cartView} />
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
        <dl className="flex flex-col gap-2 border-t border-border pt-4">
          <div className="flex justify-between text-sm">
            <dt>Items</dt>
            <dd className="tabular-nums">{formatPrice(cart.items_total ?? cart.cart_total - fee)}</dd>
          </div>
          <div className="flex justify-between text-sm">
            <dt>{cart.delivery ? `Delivery: ${cart.delivery.option.name}` : 'Delivery: pickup'}</dt>
            <dd className="tabular-nums">{fee > 0 ? formatPrice(fee) : 'Free'}</dd>
          </div>
          <div className="flex justify-between text-lg">
            <dt>Total</dt>
            <dd className="font-semibold tabular-nums">{formatPrice(cart.cart_total)}</dd>
          </div>
        </dl>
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
    </>
  );
}
