import type { Address, AddressRequest } from '@nyansa/contract';
import type { AddressDraft, AddressField } from '@nyansa/ui';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { asApiError, attempt, isSignedOut } from './failure';

/** What became of saving an address: the saved one, or the server's reasons (per field, and overall). */
export type AddressSave =
  | { ok: true; address: Address }
  | { ok: false; message: string | null; fields: Partial<Record<AddressField, string>> };

export interface AddressBook {
  addresses: readonly Address[];
  loading: boolean;
  /** Why the list could not be loaded. */
  error: string | null;
  save: (draft: AddressDraft, addressId?: number) => Promise<AddressSave>;
  /** The server's message when it failed, null once deleted. */
  remove: (addressId: number) => Promise<string | null>;
  setDefault: (address: Address) => Promise<AddressSave>;
}

/** The contract's field names back to the form's. */
const formField: Readonly<Record<string, AddressField>> = {
  full_name: 'fullName',
  phone: 'phone',
  country: 'country',
  region: 'region',
  city: 'city',
  line1: 'line1',
  line2: 'line2',
  landmark: 'landmark',
  digital_address: 'digitalAddress',
  postal_code: 'postalCode',
};

export function toAddressRequest(draft: AddressDraft): AddressRequest {
  const ghana = draft.country === 'GH';
  return {
    full_name: draft.fullName,
    phone: draft.phone,
    country: draft.country as AddressRequest['country'],
    region: draft.region,
    city: draft.city,
    line1: draft.line1,
    line2: ghana ? null : draft.line2 || null,
    landmark: ghana ? draft.landmark || null : null,
    digital_address: ghana ? draft.digitalAddress || null : null,
    postal_code: ghana ? null : draft.postalCode || null,
    is_default: draft.isDefault,
  };
}

export function toAddressDraft(address: Address): AddressDraft {
  return {
    fullName: address.full_name,
    phone: address.phone,
    country: address.country,
    region: address.region,
    city: address.city,
    line1: address.line1,
    line2: address.line2 ?? '',
    landmark: address.landmark ?? '',
    digitalAddress: address.digital_address ?? '',
    postalCode: address.postal_code ?? '',
    isDefault: address.is_default,
  };
}

const loadAddresses = async (): Promise<Address[]> => (await api.addresses.list()).data;

function refused(error: unknown): AddressSave {
  const failure = asApiError(error);
  if (isSignedOut(failure)) return { ok: false, message: null, fields: {} };
  const fields: Partial<Record<AddressField, string>> = {};
  for (const { field, message } of failure.errors) {
    const name = formField[field];
    if (name && !fields[name]) fields[name] = message;
  }
  return { ok: false, message: Object.keys(fields).length > 0 ? null : failure.message, fields };
}

/** The signed-in shopper's address book; the default first. */
export function useAddresses(): AddressBook {
  const { token } = useSession();
  const { data, error, isLoading, mutate } = useSWR<Address[], unknown, readonly ['addresses', string] | null>(token ? ['addresses', token] : null, loadAddresses, {
    shouldRetryOnError: false,
  });
  const addresses = data ?? [];

  const save = async (draft: AddressDraft, addressId?: number): Promise<AddressSave> => {
    const body = toAddressRequest(draft);
    const answer = await attempt(addressId === undefined ? api.addresses.create(body) : api.addresses.update(addressId, body));
    if (!answer.ok) return refused(answer.failure);
    await mutate();
    return { ok: true, address: answer.value.data };
  };

  return {
    addresses,
    loading: isLoading,
    error: error ? asApiError(error).message : null,
    save,
    async remove(addressId) {
      const removed = await attempt(api.addresses.remove(addressId));
      if (!removed.ok) return removed.failure.message;
      await mutate();
      return null;
    },
    setDefault: (address) => save({ ...toAddressDraft(address), isDefault: true }, address.id),
  };
}
