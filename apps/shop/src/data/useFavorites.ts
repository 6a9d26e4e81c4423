import { cartMessages } from '@nyansa/contract/messages/cart';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { toast } from '../toast/toastStore';
import { asApiError, attempt } from './failure';

export interface FavoritesView {
  ids: readonly number[];
  has: (productId: number) => boolean;
  count: number;
  loading: boolean;
  /** Adds or removes one product; the list is saved to the account and kept in 'user_favorites'. */
  toggle: (productId: number) => Promise<void>;
}

async function loadFavorites(): Promise<number[]> {
  const loaded = await attempt(api.favorites.load());
  // Unreadable from the server: the copy kept in this browser still shows the hearts.
  return loaded.ok ? loaded.value.data.favorites : api.caches.favorites.get();
}

/** After signing in: favorites picked as a visitor join the account's list, so nothing is lost (a failure leaves both lists as they are). */
export async function mergeVisitorFavorites(visitorIds: readonly number[]): Promise<void> {
  if (visitorIds.length === 0) return;
  const loaded = await attempt(api.favorites.load());
  if (!loaded.ok) return;
  const saved = loaded.value.data.favorites;
  const missing = visitorIds.filter((id) => !saved.includes(id));
  if (missing.length > 0) await attempt(api.favorites.save([...saved, ...missing]));
}

/** The favorite product ids of this shopper (the account's when signed in). */
export function useFavorites(): FavoritesView {
  const { token } = useSession();
  const { data, isLoading, mutate } = useSWR(['favorites', token ?? 'visitor'] as const, loadFavorites, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const ids = useMemo(() => data ?? [], [data]);

  const toggle = useCallback(
    async (productId: number) => {
      const current = data ?? api.caches.favorites.get();
      const removing = current.includes(productId);
      const next = removing ? current.filter((id) => id !== productId) : [...current, productId];
      await mutate(
        async () => {
          try {
            return (await api.favorites.save(next)).data.favorites;
          } catch (error) {
            // The browser copy follows the list on screen, which goes back to what it was.
            api.caches.favorites.set(current);
            throw error;
          }
        },
        { optimisticData: next, rollbackOnError: true, revalidate: false },
      ).then(
        () => {
          if (removing) toast(cartMessages.favoriteRemoved);
        },
        (error: unknown) => {
          toast.error(asApiError(error).message);
        },
      );
    },
    [data, mutate],
  );

  return {
    ids,
    has: (productId) => ids.includes(productId),
    count: ids.length,
    loading: isLoading,
    toggle,
  };
}
