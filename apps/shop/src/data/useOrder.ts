import type { PendingCheckout } from '@nyansa/api-client';
import { checkoutMessages, type Order, type OrderStatus } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { asApiError, attempt, isRefusal } from './failure';

/** Spec section 9: back from the payment page, the shop waits 2 seconds before confirming the payment. */
export const paymentReturnDelayMs = 2000;

/** The hosted payment page lives on another site: the browser leaves the shop for it. */
export const paymentPage = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** What became of Proceed to Payment. */
export type CheckoutOutcome =
  | { kind: 'payment'; paymentUrl: string; orderId: number }
  | { kind: 'placed'; orderId: number; status: OrderStatus | null }
  /** toast: the message to show; page: 'Invalid checkout response' when the answer was unusable. */
  | { kind: 'failed'; toast: string; page: string | null };

/** Creates the order from the cart; with a payment URL the pending checkout is stored first. */
export async function placeOrder(): Promise<CheckoutOutcome> {
  let answer;
  try {
    answer = await api.cart.checkout();
  } catch (error) {
    const failure = asApiError(error);
    if (!isRefusal(failure)) {
      const unreadable = failure.code === 'INVALID_RESPONSE';
      return { kind: 'failed', toast: checkoutMessages.failedRetry, page: unreadable ? checkoutMessages.invalidResponse : null };
    }
    // A body with success false is the spec's 'Checkout failed'; a refusal (4xx) keeps the server's reason.
    const withReason = failure.status >= 400;
    return {
      kind: 'failed',
      toast: withReason ? failure.message : checkoutMessages.failed,
      page: withReason ? null : checkoutMessages.invalidResponse,
    };
  }
  if (answer.payment_url && answer.order_id !== undefined) {
    return { kind: 'payment', paymentUrl: answer.payment_url, orderId: answer.order_id };
  }
  if (answer.order_id !== undefined) {
    // Nothing to pay (e.g. a zero total): the order is placed; its status is fetched afterwards.
    return { kind: 'placed', orderId: answer.order_id, status: await orderStatus(answer.order_id) };
  }
  return { kind: 'failed', toast: checkoutMessages.noPaymentUrl, page: checkoutMessages.invalidResponse };
}

export async function orderStatus(orderId: number): Promise<OrderStatus | null> {
  const answer = await attempt(api.orders.status(orderId));
  return answer.ok ? answer.value.data.status : null;
}

export type PaymentReturn =
  | { paid: true; orderId: number | null; status: OrderStatus | null }
  | { paid: false; orderId: number | null };

/**
 * Back from the payment page with ?reference: the server verifies the payment; once paid, the
 * pending checkout and the stored cart are forgotten and the order's status is fetched.
 */
export async function confirmOrderPayment(reference: string): Promise<PaymentReturn> {
  const pending: PendingCheckout | null = api.caches.pendingCheckout.get();
  const answer = await attempt(api.payments.verify(reference));
  const verified = answer.ok ? answer.value.data : null;
  const orderId = verified?.order_id ?? pending?.order_id ?? null;
  if (verified?.status !== 'success') return { paid: false, orderId };
  api.caches.pendingCheckout.clear();
  api.caches.cart.clear();
  return { paid: true, orderId, status: orderId === null ? null : await orderStatus(orderId) };
}

export interface OrderView {
  order: Order | undefined;
  loading: boolean;
  /** 'Could not load order details' when the order cannot be read. */
  error: string | null;
}

async function loadOrder([, orderId]: readonly ['order', string]): Promise<Order> {
  if (!/^\d+$/.test(orderId)) throw new Error(checkoutMessages.orderLoadFailed);
  return (await api.orders.get(orderId)).data;
}

/** One order of the signed-in shopper, for the confirmation page. */
export function useOrder(orderId: string | null): OrderView {
  const { data, error, isLoading } = useSWR<Order, unknown, readonly ['order', string] | null>(orderId === null ? null : ['order', orderId], loadOrder, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (orderId === null) return { order: undefined, loading: false, error: checkoutMessages.orderLoadFailed };
  return { order: data, loading: isLoading, error: error ? checkoutMessages.orderLoadFailed : null };
}
