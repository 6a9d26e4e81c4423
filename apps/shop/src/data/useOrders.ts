import type { Order } from '@nyansa/contract';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../api';
import { useSession } from '../session';

export const ordersLoadFailed = 'Could not load your orders';

export interface OrdersView {
  /** Newest first. */
  orders: readonly Order[];
  loading: boolean;
  error: string | null;
}

const newestFirst = (a: Order, b: Order) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.order_id - a.order_id;

async function loadOrders(): Promise<Order[]> {
  return [...(await api.orders.list()).data].sort(newestFirst);
}

/** The signed-in shopper's orders, newest first; nothing is fetched for a visitor. */
export function useOrders(): OrdersView {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<Order[], unknown, readonly ['orders', string] | null>(token ? ['orders', token] : null, loadOrders, { shouldRetryOnError: false });
  return { orders: data ?? [], loading: isLoading, error: error ? ordersLoadFailed : null };
}

/** After a payment: the orders list and every order already read are read again. */
export function useRefreshOrders(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => Array.isArray(key) && (key[0] === 'orders' || key[0] === 'order')), [mutate]);
}
