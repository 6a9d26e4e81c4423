import type { ApiError, CartAnswer, ShopCart, ShopCartItem } from '@nyansa/api-client';
import { cartMessages } from '@nyansa/contract/messages/cart';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { toast } from '../toast/toastStore';
import { asApiError, attempt, isSignedOut } from './failure';

/** What became of a cart change: 'signed-out' means the caller sends the shopper to log in. */
export type CartChange = 'saved' | 'failed' | 'signed-out';

export interface CartView {
  cart: ShopCart;
  items: readonly ShopCartItem[];
  /** Units in the cart, for the navigation badge. */
  count: number;
  /** Units in the cart per product id, so cards show them and say 'Update Cart'. */
  quantities: ReadonlyMap<number, number>;
  loading: boolean;
  /** 'Failed to load cart items' when the fetch failed (an empty cart is shown). */
  error: string | null;
  /**
   * Adds a product, then re-fetches the cart. With `replace` (a card's 'Update Cart'), a product
   * already in the cart gets its line set to this quantity instead of adding to it.
   */
  addOrUpdate: (productId: number, quantity: number, options?: { replace?: boolean }) => Promise<CartChange>;
  updateQuantity: (itemId: number, quantity: number) => Promise<boolean>;
  remove: (itemId: number) => Promise<boolean>;
  /** Re-syncs with the server, at most once per 5 seconds unless forced. */
  sync: (force?: boolean) => Promise<void>;
}

/**
 * A quantity outside 1..99 is named as such, and so is stock that is short (409 'Only 2 left of
 * Body Butter', 'Body Butter is out of stock'); other failures keep the spec's cart texts.
 */
function refusedQuantity(failure: ApiError): string | null {
  return failure.message === cartMessages.quantityRange || failure.status === 409 ? failure.message : null;
}

const emptyCart: ShopCart = { items: [], cart_total: 0, items_total: 0, delivery_fee: 0, delivery: null };

interface LoadedCart {
  cart: ShopCart;
  error: string | null;
}

const readCart = (answer: CartAnswer): LoadedCart => ({ cart: answer.data, error: null });
// A failed fetch shows an empty cart with 'Failed to load cart items' (spec section 8).
const failedCart = (error: unknown): LoadedCart => ({ cart: emptyCart, error: asApiError(error).message });

const loadCart = (force = false): Promise<LoadedCart> => api.cart.get({ force }).then(readCart, failedCart);
const freshCart = () => loadCart(true);

/** Shows `text` for a failed change, unless a 401 already sent the shopper to log in. */
/** Says why a call failed in a toast, unless a 401 has already sent the shopper to log in. */
function reportFailure(failure: ApiError, text: (failure: ApiError) => string): void {
  if (!isSignedOut(failure)) toast.error(text(failure));
}

/** The shopper's cart (empty for a visitor) and the calls that change it, with the spec's toasts. */
export function useCart(): CartView {
  const { token } = useSession();
  const { data, isLoading, mutate } = useSWR(['cart', token ?? 'visitor'] as const, () => loadCart(), {
    shouldRetryOnError: false,
  });
  const cart = data?.cart ?? emptyCart;

  const refetch = useCallback(() => mutate(freshCart(), { revalidate: false }), [mutate]);

  const addOrUpdate = useCallback(
    async (productId: number, quantity: number, { replace = false }: { replace?: boolean } = {}): Promise<CartChange> => {
      if (!token) return 'signed-out';
      const line = replace ? cart.items.find((item) => item.product_id === productId) : undefined;
      const sent = await attempt(line ? api.cart.update(line.id, { product_id: productId, quantity }) : api.cart.add(productId, quantity));
      if (!sent.ok) {
        reportFailure(sent.failure, (failure) => refusedQuantity(failure) ?? (line ? cartMessages.updateFailed : cartMessages.addFailed));
        return 'failed';
      }
      toast.success(cartMessages.updated);
      await refetch();
      return 'saved';
    },
    [token, cart.items, refetch],
  );

  const updateQuantity = useCallback(
    async (itemId: number, quantity: number) => {
      const line = cart.items.find((item) => item.id === itemId);
      const sent = await attempt(api.cart.update(itemId, { quantity: Math.max(1, quantity), product_id: line?.product_id }));
      if (!sent.ok) {
        reportFailure(sent.failure, (failure) => refusedQuantity(failure) ?? cartMessages.updateFailed);
        return false;
      }
      toast.success(cartMessages.updated);
      await refetch();
      return true;
    },
    [cart.items, refetch],
  );

  const remove = useCallback(
    async (itemId: number) => {
      const sent = await attempt(api.cart.remove(itemId));
      if (!sent.ok) {
        reportFailure(sent.failure, () => cartMessages.removeFailed);
        return false;
      }
      toast.success(cartMessages.removed);
      await refetch();
      return true;
    },
    [refetch],
  );

  const sync = useCallback(
    async (force = false) => {
      const synced = await api.cart.sync({ force }).then((answer) => answer && readCart(answer), failedCart);
      if (synced) await mutate(synced, { revalidate: false });
    },
    [mutate],
  );

  const quantities = useMemo(() => new Map(cart.items.map((item) => [item.product_id, item.quantity])), [cart.items]);
  const count = useMemo(() => cart.items.reduce((sum, item) => sum + item.quantity, 0), [cart.items]);

  return {
    cart,
    items: cart.items,
    count,
    quantities,
    loading: isLoading,
    error: data?.error ?? null,
    addOrUpdate,
    updateQuantity,
    remove,
    sync,
  };
}
