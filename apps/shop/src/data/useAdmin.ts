import type { ShopStaffProduct } from '@nyansa/api-client';
import type {
  AdminOrder,
  AdminOrdersQuery,
  AdminOverview,
  AdminReview,
  AdminReviewsQuery,
  AdminUser,
  AdminUsersQuery,
  AuditEntry,
  AuditQuery,
  Brand,
  GrantRoleRequest,
  Pagination,
  ProductCreateRequest,
  StaffProductsQuery,
} from '@nyansa/contract';
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { staffFailure, staffLoadError } from './staff';

export const adminLoadFailed = 'Could not load this list. Please try again.';
export const adminActionFailed = 'That did not work. Please try again.';

/** A page of a staff list as the screens show it. */
export interface StaffPage<T> {
  rows: readonly T[];
  pagination: Pagination | undefined;
  loading: boolean;
  error: string | null;
}

/** One staff list per query: SWR key [name, token, query], so every change of the query fetches its page. */
export function useStaffList<Q, T>(name: string, query: Q, load: (query: Q) => Promise<{ data: T[]; pagination: Pagination }>): StaffPage<T> {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<{ data: T[]; pagination: Pagination }, unknown, readonly [string, string, string] | null>(token ? [name, token, JSON.stringify(query)] : null, () => load(query), {
    keepPreviousData: true,
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { rows: data?.data ?? [], pagination: data?.pagination, loading: isLoading, error: staffLoadError(error, adminLoadFailed) };
}

export function useAdminOverview(): { overview: AdminOverview | undefined; loading: boolean; error: string | null } {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<AdminOverview, unknown, readonly ['admin-overview', string] | null>(token ? ['admin-overview', token] : null, async () => (await api.admin.overview()).data, {
    shouldRetryOnError: false,
  });
  return { overview: data, loading: isLoading, error: staffLoadError(error, adminLoadFailed) };
}

export const useStaffProducts = (query: StaffProductsQuery) => useStaffList<StaffProductsQuery, ShopStaffProduct>('admin-products', query, (q) => api.admin.products(q));
export const useAdminOrders = (query: AdminOrdersQuery) => useStaffList<AdminOrdersQuery, AdminOrder>('admin-orders', query, (q) => api.admin.orders(q));
export const useAdminUsers = (query: AdminUsersQuery) => useStaffList<AdminUsersQuery, AdminUser>('admin-users', query, (q) => api.admin.users(q));
export const useAdminReviews = (query: AdminReviewsQuery) => useStaffList<AdminReviewsQuery, AdminReview>('admin-reviews', query, (q) => api.admin.reviews(q));
export const useAudit = (query: AuditQuery) => useStaffList<AuditQuery, AuditEntry>('admin-audit', query, (q) => api.admin.audit(q));

/** The brands the caller may use: all for an admin, its own for a brand_admin. */
export function useBrands(): readonly Brand[] {
  const { token } = useSession();
  const { data } = useSWR(token ? (['admin-brands', token] as const) : null, async () => (await api.admin.brands()).data, { shouldRetryOnError: false });
  return data ?? [];
}

/** The staff's writes: each answers null when done, or what to tell them; the lists they change are read again. */
export function useAdminActions() {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    (...names: string[]) => mutate((key) => Array.isArray(key) && names.includes(String(key[0]))),
    [mutate],
  );
  const run = useCallback(
    async (action: () => Promise<unknown>, ...names: string[]): Promise<string | null> => {
      try {
        await action();
        return null;
      } catch (error) {
        return staffFailure(error, adminActionFailed) || adminActionFailed;
      } finally {
        await refresh(...names, 'admin-audit');
      }
    },
    [refresh],
  );
  return {
    saveProduct: (id: number | null, fields: ProductCreateRequest, image: File | undefined) =>
      run(() => (id === null ? api.products.create(fields, image) : api.products.update(id, { ...fields, stock: stockCount(fields.stock) }, image)), 'admin-products', 'admin-overview'),
    /** Answers the server's message (deleted, or archived) or throws the failure text. */
    async removeProduct(id: number): Promise<{ ok: true; message: string } | { ok: false; message: string }> {
      let message = '';
      const problem = await run(async () => {
        message = (await api.products.remove(id)).message;
      }, 'admin-products');
      return problem === null ? { ok: true, message } : { ok: false, message: problem };
    },
    /** Hides a review saying why, or shows it again (admins); the product's reviews in the shop follow. */
    moderateReview: (id: number, hidden: boolean, reason?: string) =>
      run(() => api.reviews.moderate(id, hidden, reason), 'admin-reviews', 'reviews', 'product'),
    /** Puts an archived product back in the shop (admins). */
    restoreProduct: (id: number) => run(() => api.admin.restoreProduct(id), 'admin-products'),
    setRole: (userId: number, body: GrantRoleRequest) => run(() => api.admin.setRole(userId, body), 'admin-users', 'admin-overview'),
  };
}

/** The create body's stock (its input type admits text) as the update body takes it: a count, or null for not counted. */
function stockCount(stock: ProductCreateRequest['stock']): number | null | undefined {
  if (typeof stock !== 'string') return stock;
  return stock.trim() === '' ? null : Number(stock);
}
