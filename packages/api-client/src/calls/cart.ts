import { cartMessages } from '@nyansa/contract/messages/cart';
import type { Cart, CartDelivery, CartItem } from '@nyansa/contract';
import { ApiError } from '../errors';
import { normalizeProduct } from '../products';
import type { ShopProduct } from '../products';
import { segment } from './context';
import type { CallContext } from './context';

export type ShopCartItem = Omit<CartItem, 'product'> & { product: ShopProduct };
export interface ShopCart {
  items: ShopCartItem[];
  /** Items plus the delivery fee. */
  cart_total: number;
  /** (beyond) The items alone, the delivery fee, and the delivery chosen (null: pickup at the shop's default point). */
  items_total: number;
  delivery_fee: number;
  delivery: CartDelivery | null;
}
/** The contract's cart answer with the products as the shop uses them. */
export interface CartAnswer {
  success: true;
  data: ShopCart;
}

function cartAnswer(cart: Cart): CartAnswer {
  return {
    success: true,
    data: {
      items: cart.items.map((item) => ({ ...item, product: normalizeProduct(item.product) })),
      cart_total: cart.cart_total,
      items_total: cart.items_total ?? cart.cart_total,
      delivery_fee: cart.delivery_fee ?? 0,
      delivery: cart.delivery ?? null,
    },
  };
}

/** The cart, its checkout, and the orders it becomes. */
export function cartCalls({ call, check, session, caches }: CallContext) {
  const cart = {
    /**
     * The cart; empty without a token (no request). Reuses the cart seen in the last 5 seconds
     * unless `force`. A failed fetch throws 'Failed to load cart items' (spec section 8).
     */
    async get({ force = false }: { force?: boolean } = {}): Promise<CartAnswer> {
      if (!session.signedIn()) {
        caches.cart.clear();
        return cartAnswer({ items: [], cart_total: 0 });
      }
      const cached = force ? null : caches.cart.get();
      if (cached) return cartAnswer(cached);
      const answer = await call('GET', '/api/cart', 'cart').catch((error: unknown) => {
        throw error instanceof ApiError ? new ApiError(cartMessages.loadFailed, error.status, error.code) : error;
      });
      caches.cart.set(answer.data);
      return cartAnswer(answer.data);
    },
    /** Re-syncs the cart at most once per 5 seconds unless forced; null when throttled. */
    async sync({ force = false }: { force?: boolean } = {}): Promise<CartAnswer | null> {
      if (!caches.cartSync.shouldSync(force)) return null;
      return cart.get({ force: true });
    },
    /** Sends numeric product_id and quantity (default 1); answers with the updated cart. */
    async add(productId: number | string, quantity: number | string = 1): Promise<CartAnswer> {
      const body = await check('cartAdd', { product_id: Number(productId), quantity: Number(quantity) }, cartMessages.addFailed);
      const answer = await call('POST', '/api/cart/add', 'cart', { body });
      caches.cart.set(answer.data);
      return cartAnswer(answer.data);
    },
    /** Sets a line's quantity (1..99); answers with the updated cart when the server sends it, else its message. */
    async update(itemId: number, change: { quantity: number | string; product_id?: number | string }) {
      const body = await check(
        'cartUpdate',
        { quantity: Number(change.quantity), product_id: change.product_id === undefined ? undefined : Number(change.product_id) },
        cartMessages.updateFailed,
      );
      const answer = await call('PUT', `/api/cart/${segment(itemId)}`, 'cartUpdate', { body });
      caches.cart.clear();
      if (!('data' in answer)) return answer;
      caches.cart.set(answer.data);
      return cartAnswer(answer.data);
    },
    async remove(itemId: number) {
      const answer = await call('DELETE', `/api/cart/${segment(itemId)}`, 'cartRemove');
      caches.cart.clear();
      return answer;
    },
    /** Creates the order; with a payment URL, remembers it as the pending checkout. The shop reports a missing payment_url or order_id. */
    async checkout() {
      const answer = await call('POST', '/api/cart/checkout', 'checkout');
      if (answer.payment_url && answer.order_id !== undefined) {
        caches.pendingCheckout.set({ order_id: answer.order_id, total_amount: answer.total_amount ?? 0 });
        caches.cart.clear();
      }
      return answer;
    },
  };

  const orders = {
    list: () => call('GET', '/api/orders', 'orders'),
    get: (orderId: number | string) => call('GET', `/api/orders/${segment(orderId)}`, 'order'),
    status: (orderId: number | string) => call('GET', `/api/orders/${segment(orderId)}/status`, 'orderStatus'),
  };

  return { cart, orders };
}
