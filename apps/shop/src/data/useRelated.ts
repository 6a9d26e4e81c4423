import type { ShopProduct } from '@nyansa/api-client';
import useSWR from 'swr';
import { api } from '../api';

/** "You may also like": products of the same category or sharing a concern; none while loading or on failure. */
export function useRelated(productId: number | undefined): readonly ShopProduct[] {
  const key = productId === undefined ? null : (['related', productId] as const);
  const { data } = useSWR(key, ([, id]) => api.products.related(id), { revalidateOnFocus: false, shouldRetryOnError: false });
  return data ?? [];
}
