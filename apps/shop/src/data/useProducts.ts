import { sampleProducts, type Api, type ProductPage, type ShopProduct } from '@nyansa/api-client';
import { productPageSize } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { useServedFresh } from '../page-data';
import { apiQueryOf, catalogQueryFrom, type CatalogQuery } from '../products/catalogQuery';
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
  /** "Did you mean": a corrected search that finds products, when this search found none; otherwise null. */
  suggestion: string | null;
  /** The matches when too many to count (`total_exact` false): `totalPages` is then a lower bound. Null when counted. */
  uncountedTotal: number | null;
}

function matches(product: ShopProduct, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return !needle || `${product.name} ${product.description}`.toLowerCase().includes(needle);
}

/** Whether a sample product meets the filters (samples carry no concerns, so a concern filter leaves none). */
function meets(product: ShopProduct, query: CatalogQuery): boolean {
  return (
    (query.category === null || product.category === query.category) &&
    query.concerns.every((concern) => product.details?.concerns.includes(concern)) &&
    (query.minPrice === null || product.price >= query.minPrice) &&
    (query.maxPrice === null || product.price <= query.maxPrice)
  );
}

/** The eight sample products (spec section 3), narrowed by the search and filters so they still work. */
function samplesView(search: string, filters: string, error: string | null, suggestion: string | null = null): ProductsView {
  const query = catalogQueryFrom(new URLSearchParams(filters));
  const products = sampleProducts.filter((product) => matches(product, search) && meets(product, query));
  return { products, page: 1, totalPages: 1, hasMore: false, loading: false, error, usingSamples: true, suggestion: products.length === 0 ? suggestion : null, uncountedTotal: null };
}

/** Page, search and the filters' address text (`catalogQueryText`, '' for none). */
export type ProductsKey = readonly ['products', number, string, string];

/** The fetcher of one product page; the server passes its own client when it renders the page. */
export function loadPage([, page, search, filters]: ProductsKey, client: Api = api): Promise<ProductPage> {
  return client.products.list({ page, limit: productPageSize, search, ...apiQueryOf(catalogQueryFrom(new URLSearchParams(filters))) });
}

/** One page of 12 products; on failure, or an empty first page, the sample products instead. */
export function useProducts(page: number, search: string, filters = ''): ProductsView {
  const key: ProductsKey = ['products', page, search.trim(), filters];
  const { data, error, isLoading } = useSWR<ProductPage, unknown, ProductsKey>(key, (key) => loadPage(key), {
    revalidateOnMount: !useServedFresh(key),
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // Answers the server rendered the page with count as loaded while SWR checks them again.
  if (isLoading && data === undefined) {
    return { products: [], page, totalPages: Math.max(page, 1), hasMore: false, loading: true, error: null, usingSamples: false, suggestion: null, uncountedTotal: null };
  }
  if (error) return samplesView(search, filters, messageOf(error));
  if (!data) return samplesView(search, filters, null);
  if (data.products.length === 0 && page === 1) return samplesView(search, filters, null, data.suggestion);
  const { pagination } = data;
  return {
    products: data.products,
    page: pagination.page,
    totalPages: Math.max(1, pagination.total_pages),
    hasMore: pagination.has_more,
    loading: false,
    error: null,
    usingSamples: false,
    suggestion: null,
    uncountedTotal: pagination.total_exact === false ? pagination.total : null,
  };
}
