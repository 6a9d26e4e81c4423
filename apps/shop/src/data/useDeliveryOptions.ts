import type { CartDelivery, DeliveryOption as ContractDeliveryOption } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { asApiError, attempt } from './failure';

export interface DeliveryOptionsView {
  options: readonly ContractDeliveryOption[];
  loading: boolean;
  error: string | null;
  /** Saves the cart's delivery (`PUT /api/cart/delivery`): the chosen delivery, or the server's reason. */
  choose: (optionId: number, addressId: number | null) => Promise<{ ok: true; delivery: CartDelivery } | { ok: false; message: string }>;
}

/** Home delivery for the address's country and region and the pickup points; without an address, pickup points only. */
export function useDeliveryOptions(addressId: number | null): DeliveryOptionsView {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<ContractDeliveryOption[], unknown, readonly ['delivery-options', string, number | 'pickup'] | null>(
    token ? ['delivery-options', token, addressId ?? 'pickup'] : null,
    async () => (await api.delivery.options(addressId ?? undefined)).data,
    { shouldRetryOnError: false },
  );
  return {
    options: data ?? [],
    loading: isLoading,
    error: error ? asApiError(error).message : null,
    async choose(optionId, chosenAddressId) {
      const answer = await attempt(api.delivery.choose({ option_id: optionId, address_id: chosenAddressId }));
      return answer.ok ? { ok: true, delivery: answer.value.data } : { ok: false, message: answer.failure.message };
    },
  };
}
