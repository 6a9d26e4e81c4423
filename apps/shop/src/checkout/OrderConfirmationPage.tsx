import { checkoutMessages } from '@nyansa/contract';
import { Badge, Button, LoadingState } from '@nyansa/ui';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useOrder } from '../data/useOrder';
import { usePageMeta } from '../seo';
import { OrderLines } from '../orders/components/OrderLines';
import { toast } from '../toast';

const statusLabels = { pending: 'Pending payment', paid: 'Paid', failed: 'Payment failed', cancelled: 'Cancelled' } as const;

export default function OrderConfirmationPage() {
  usePageMeta('Order confirmation', 'Thank you for your order.');
  const [params] = useSearchParams();
  const orderId = params.get('order_id') ?? params.get('orderId');
  const { order, loading, error } = useOrder(orderId);
  const navigate = useNavigate();

  useEffect(() => {
    if (!error) return;
    toast.error(error);
    void navigate('/dashboard', { replace: true });
  }, [error, navigate]);

  if (loading || !order) return <LoadingState label="Loading your order..." />;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-10">
      <h1 className="font-display text-3xl font-semibold">{checkoutMessages.thankYou}</h1>
      <p className="flex flex-wrap items-center gap-2 text-lg">
        <span>
          Order ID: <strong>{order.order_id}</strong>
        </span>
        <Badge variant={order.status === 'paid' ? 'success' : 'outline'}>{statusLabels[order.status]}</Badge>
      </p>
      <OrderLines order={order} />
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to="/products">Continue Shopping</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/dashboard">Go to Dashboard</Link>
        </Button>
      </div>
    </div>
  );
}
