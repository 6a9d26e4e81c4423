import { fulfilmentMessages, type FulfilmentOrder, type FulfilmentQueueQuery, type FulfilmentUpdateRequest, type OrderCancelRequest, type RefundRequest } from '@nyansa/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '../api';
import { adminActionFailed, useStaffList } from './useAdmin';
import { asApiError } from './failure';
import { staffFailure } from './staff';

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
