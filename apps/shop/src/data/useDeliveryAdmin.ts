import type { DeliveryOptionRequest, StaffDeliveryOption } from '@nyansa/contract';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { adminActionFailed, adminLoadFailed } from './useAdmin';
import { asApiError, attempt, isSignedOut } from './failure';
import { staffFailure, staffLoadError } from './staff';

/** A refused save: the server's message per field path (`fee`, `regions.2`, `pickup_point.opening_hours`...), or one message for the form. */
export type DeliveryOptionSave =
  | { ok: true; option: StaffDeliveryOption }
  | { ok: false; message: string | null; fields: Readonly<Record<string, string>> };

export interface DeliveryOptionsAdmin {
  options: readonly StaffDeliveryOption[];
  loading: boolean;
  error: string | null;
  /** Creates (no id) or replaces an option; the list is read again. */
  save: (body: DeliveryOptionRequest, optionId?: number) => Promise<DeliveryOptionSave>;
}

function refused(error: unknown): DeliveryOptionSave {
  const failure = asApiError(error);
  if (isSignedOut(failure)) return { ok: false, message: null, fields: {} };
  const fields: Record<string, string> = {};
  for (const { field, message } of failure.errors) fields[field] ??= message;
  if (Object.keys(fields).length > 0) return { ok: false, message: null, fields };
  return { ok: false, message: staffFailure(error, adminActionFailed) || adminActionFailed, fields };
}

/** Every delivery option of the shop, inactive ones too (admins): home delivery zones and pickup points. */
export function useDeliveryOptionsAdmin(): DeliveryOptionsAdmin {
  const { token } = useSession();
  const { mutate: mutateAny } = useSWRConfig();
  const { data, error, isLoading, mutate } = useSWR<StaffDeliveryOption[], unknown, readonly ['admin-delivery-options', string] | null>(
    token ? ['admin-delivery-options', token] : null,
    async () => (await api.deliveryOptions.list()).data,
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    options: data ?? [],
    loading: isLoading,
    error: staffLoadError(error, adminLoadFailed),
    async save(body, optionId) {
      const answer = await attempt(optionId === undefined ? api.deliveryOptions.create(body) : api.deliveryOptions.update(optionId, body));
      if (!answer.ok) return refused(answer.failure);
      // Making one the default takes it from another: the whole list is read again.
      await Promise.all([mutate(), mutateAny((key) => Array.isArray(key) && key[0] === 'admin-audit')]);
      return { ok: true, option: answer.value.data };
    },
  };
}
