import { fulfilmentMessages, type FulfilmentOrder, type FulfilmentQueueQuery, type FulfilmentUpdateRequest, type OrderCancelRequest, type PackingSlip, type RefundRequest } from '@nyansa/contract';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../api';
import { adminActionFailed, useStaffList } from './useAdmin';
import { asApiError } from './failure';
import { useSession } from '../session';
import { staffFailure, staffLoadError } from './staff';

/** The fulfilment queue: paid orders by fulfilment status, oldest first (a brand_admin gets its own lines). */
export const useFulfilmentQueue = (query: FulfilmentQueueQuery) =>
  useStaffList<FulfilmentQueueQuery, FulfilmentOrder>('admin-fulfilment', query, (q) => api.fulfilment.queue(q));

/** The admin's moves on a paid order: each answers null when done, or the server's reason to show. */
export function useFulfilmentActions() {
  const { mutate } = useSWRConfig();
  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<string | null> => {
      try {
        await action();
        return null;
      } catch (error) {
        // The provider refusing a refund is a 502 whose words matter: nothing was refunded.
        if (asApiError(error).status === 502 && asApiError(error).message === fulfilmentMessages.refundFailed) return fulfilmentMessages.refundFailed;
        return staffFailure(error, adminActionFailed) || adminActionFailed;
      } finally {
        // The queue, the orders list, the overview (low stock, revenue) and the audit log all change.
        await mutate((key) => Array.isArray(key) && ['admin-fulfilment', 'admin-orders', 'admin-overview', 'admin-audit'].includes(String(key[0])));
      }
    },
    [mutate],
  );
  return {
    update: (orderId: number, body: FulfilmentUpdateRequest) => run(() => api.fulfilment.update(orderId, body)),
    cancel: (orderId: number, body: OrderCancelRequest) => run(() => api.fulfilment.cancel(orderId, body)),
    refund: (orderId: number, body: RefundRequest) => run(() => api.fulfilment.refund(orderId, body)),
  };
}

/** What the printable packing slip of an order shows (admin). */
export function usePackingSlip(orderId: number): { slip: PackingSlip | undefined; loading: boolean; error: string | null } {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<PackingSlip, unknown, readonly [string, string, number] | null>(token && Number.isInteger(orderId) && orderId > 0 ? ['admin-packing-slip', token, orderId] : null, async () => (await api.fulfilment.packingSlip(orderId)).data, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { slip: data, loading: isLoading, error: staffLoadError(error, 'Could not load this packing slip. Please try again.') };
}
