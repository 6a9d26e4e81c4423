import type { ShopProduct } from '@nyansa/api-client';
import type { ClinicQueueItem, ClinicRequest, Pagination } from '@nyansa/contract';
import { useCallback } from 'react';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { attempt } from './failure';
import { staffFailure, staffLoadError } from './staff';

export const queueLoadFailed = 'Could not load the queue. Please try again.';
export const clinicActionFailed = 'That did not work. Please try again.';
export const historyLoadFailed = "Could not load the patient's history. Please try again.";
export const answeredLoadFailed = 'Could not load your answered requests. Please try again.';

export interface ClinicView {
  /** Unanswered requests, oldest first. */
  queue: readonly ClinicQueueItem[];
  loading: boolean;
  error: string | null;
  /** Each answers null when done, or what went wrong (the queue is read again either way). */
  claim: (id: number) => Promise<string | null>;
  release: (id: number) => Promise<string | null>;
  reply: (id: number, reply: string, productIds: number[]) => Promise<string | null>;
}

const loadQueue = async (): Promise<ClinicQueueItem[]> => (await api.clinic.queue()).data;

/** The dermatologists' queue, read again every minute (time left, others' claims). */
export function useClinic(): ClinicView {
  const { token } = useSession();
  const { data, error, isLoading, mutate } = useSWR<ClinicQueueItem[], unknown, readonly ['clinic-queue', string] | null>(token ? ['clinic-queue', token] : null, loadQueue, {
    refreshInterval: 60_000,
    shouldRetryOnError: false,
  });

  const run = useCallback(
    async (action: () => Promise<unknown>): Promise<string | null> => {
      const done = await attempt(action());
      await mutate();
      return done.ok ? null : staffFailure(done.failure, clinicActionFailed);
    },
    [mutate],
  );

  return {
    queue: data ?? [],
    loading: isLoading,
    error: staffLoadError(error, queueLoadFailed),
    claim: useCallback((id: number) => run(() => api.clinic.claim(id)), [run]),
    release: useCallback((id: number) => run(() => api.clinic.release(id)), [run]),
    reply: useCallback((id: number, reply: string, productIds: number[]) => run(() => api.clinic.reply(id, { reply, product_ids: productIds })), [run]),
  };
}

const loadCatalog = async (): Promise<ShopProduct[]> => (await api.products.list({ page: 1, limit: 100, sort: 'product_name', order: 'ASC' }, { fresh: true })).products;

/** The products a dermatologist may suggest (the first 100 of the catalog by name). */
export function useSuggestableProducts(): readonly ShopProduct[] {
  const { data } = useSWR(['suggestable-products'] as const, loadCatalog, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data ?? [];
}

export interface ClinicRequestView {
  request: ClinicRequest | undefined;
  loading: boolean;
  error: string | null;
}

/** One request with the patient's history, read when `id` is given (null: nothing is fetched). */
export function useClinicRequest(id: number | null): ClinicRequestView {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<ClinicRequest, unknown, readonly ['clinic-request', number, string] | null>(
    token && id !== null ? ['clinic-request', id, token] : null,
    async ([, requestId]) => (await api.clinic.request(requestId)).data,
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { request: data, loading: isLoading, error: staffLoadError(error, historyLoadFailed) };
}

export interface AnsweredRequestsView {
  items: readonly ClinicQueueItem[];
  pagination: Pagination | undefined;
  loading: boolean;
  error: string | null;
}

/** The requests the signed-in dermatologist answered, the latest first, one page at a time. */
export function useAnsweredRequests(page: number): AnsweredRequestsView {
  const { token } = useSession();
  const { data, error, isLoading } = useSWR<{ data: ClinicQueueItem[]; pagination: Pagination }, unknown, readonly ['clinic-answered', number, string] | null>(
    token ? ['clinic-answered', page, token] : null,
    async ([, wanted]) => await api.clinic.answered({ page: wanted }),
    { keepPreviousData: true, shouldRetryOnError: false },
  );
  return { items: data?.data ?? [], pagination: data?.pagination, loading: isLoading, error: staffLoadError(error, answeredLoadFailed) };
}
