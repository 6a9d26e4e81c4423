import { sampleProducts, type Api, type ProductPage, type ShopProduct } from '@nyansa/api-client';
import { productPageSize } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { useServedFresh } from '../page-data';
import { messageOf } from './failure';

export interface ProductsView {
  products: readonly ShopProduct[];
  page: number;
  totalPages: number;
  hasMore: boolean;
  loading: boolean;
  /** Why the sample products are shown, in the spec's words; null when the catalog answered. */
  error: string | null;
  /** True when the eight built-in products stand in for the catalog. */
  usingSamples: boolean;
}

function matches(product: ShopProduct, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || `${product.name} ${product.description}`.toLowerCase().includes(needle);
}

/** The eight sample products (spec section 3), narrowed by the search so the box still works. */
function samplesView(search: string, error: string | null): ProductsView {
  const products = sampleProducts.filter((product) => matches(product, search));
  return { products, page: 1, totalPages: 1, hasMore: false, loading: false, error, usingSamples: true };
}

export type ProductsKey = readonly ['products', number, string];

/** The fetcher of one product page; the server passes its own client when it renders the page. */
export function loadPage([, page, search]: ProductsKey, client: Api = api): Promise<ProductPage> {
  return client.products.list({ page, limit: productPageSize, search, sort: 'created_at', order: 'DESC' });
}

/** One page of 12 products; on failure, or an empty first page, the sample products instead. */
export function useProducts(page: number, search: string): ProductsView {
  const key: ProductsKey = ['products', page, search.trim()];
  const { data, error, isLoading } = useSWR<ProductPage, unknown, ProductsKey>(key, (key) => loadPage(key), {
    revalidateOnMount: !useServedFresh(key),
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // Answers the server rendered the page with count as loaded while SWR checks them again.
  if (isLoading && data === undefined) {
    return { products: [], page, totalPages: Math.max(page, 1), hasMore: false, loading: true, error: null, usingSamples: false };
  }
  if (error) return samplesView(search, messageOf(error));
  if (!data) return samplesView(search, null);
  if (data.products.length === 0 && page === 1) return samplesView(search, null);
  const { pagination } = data;
  return {
    products: data.products,
    page: pagination.page,
    totalPages: Math.max(1, pagination.total_pages),
    hasMore: pagination.has_more,
    loading: false,
    error: null,
    usingSamples: false,
  };
}
