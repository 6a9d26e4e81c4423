import { checkoutMessages } from '@nyansa/contract';
import { Button, LoadingState } from '@nyansa/ui';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '../../data/useCart';
import { confirmOrderPayment } from '../../data/useOrder';
import { useRefreshOrders } from '../../data/useOrders';
import { usePaymentReturn } from '../../data/usePaymentReturn';
import { toast } from '../../toast';

/** What the dashboard is told of the order just paid for: its Orders tab names it. */
export interface PlacedOrderState {
  placedOrder: number | null;
}

/** Back from the payment page: verify, forget the pending checkout and the cart, go to the dashboard's Orders tab. */
export function PaymentReturn({ reference }: { reference: string }) {
  const navigate = useNavigate();
  const { sync } = useCart();
  const refreshOrders = useRefreshOrders();
  const [failed, setFailed] = useState(false);
  const confirm = useCallback(
    async (paid: string) => {
      const result = await confirmOrderPayment(paid);
      if (!result.paid) {
        toast.error(checkoutMessages.failedRetry);
        setFailed(true);
        return;
      }
      toast.success(checkoutMessages.paymentSuccess);
      await Promise.all([sync(true), refreshOrders()]);
      const state: PlacedOrderState = { placedOrder: result.orderId };
      await navigate('/dashboard?tab=orders', { replace: true, state });
    },
    [navigate, sync, refreshOrders],
  );
  usePaymentReturn(reference, confirm);
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
