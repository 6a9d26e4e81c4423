import { CartList, LoadingState, type CartLine } from '@nyansa/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCart } from '../../data/useCart';
import { productImageUrl } from '../../products/productImages';

/** The cart with quantity controls, Remove, the total and Checkout (the dashboard's Cart tab). */
export function CartPanel() {
  const { items, cart, loading, error, updateQuantity, remove } = useCart();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const track = async (itemId: number, change: Promise<boolean>) => {
    setBusy((current) => new Set(current).add(itemId));
    await change;
    setBusy((current) => {
      const next = new Set(current);
      next.delete(itemId);
      return next;
    });
  };
  const lines: CartLine[] = items.map((item) => ({
    id: item.id,
    productId: item.product_id,
    name: item.product.name,
    unitPrice: item.product.price,
    quantity: item.quantity,
    imageUrl: productImageUrl(item.product.image_url),
  }));
  if (loading) return <LoadingState label="Loading your cart..." />;
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <CartList
        items={lines}
        total={cart.cart_total}
        busyItemIds={busy}
        // The minus control never goes below 1 (spec section 5).
        onQuantityChange={(line, quantity) => void track(line.id, updateQuantity(line.id, Math.max(1, quantity)))}
        onRemove={(line) => void track(line.id, remove(line.id))}
        onCheckout={() => void navigate('/checkout')}
      />
    </div>
  );
}
