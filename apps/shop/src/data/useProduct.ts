import { sampleProducts, type Api, type ShopProduct } from '@nyansa/api-client';
import { productMessages } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';
import { useServedFresh } from '../page-data';
import { asApiError } from './failure';

export interface ProductView {
  product: ShopProduct | undefined;
  loading: boolean;
  /** 'Product not found', or 'Failed to load product details' when the server could not answer. */
  error: string | null;
}

/** The product does not exist (the server's page answers 404 for it). */
export class ProductNotFound extends Error {}

export type ProductKey = readonly ['product', string];

/** The fetcher of one product; the server passes its own client when it renders the page. */
export async function loadProduct([, id]: ProductKey, client: Api = api): Promise<ShopProduct> {
  if (!/^\d+$/.test(id)) throw new ProductNotFound(productMessages.notFound);
  try {
    return (await client.products.get(id)).product;
  } catch (error) {
    if (asApiError(error).status === 404) throw new ProductNotFound(productMessages.notFound);
    // The list shows the sample products when the server is down; their pages work too.
    const sample = sampleProducts.find((product) => String(product.id) === id);
    if (sample) return sample;
    throw error;
  }
}

/** One product for its detail page. */
export function useProduct(id: string | undefined): ProductView {
  const key: ProductKey | null = id === undefined ? null : ['product', id];
  const { data, error, isLoading } = useSWR<ShopProduct, unknown, ProductKey | null>(key, (key) => loadProduct(key), {
    revalidateOnMount: !useServedFresh(key),
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  // An answer the server rendered the page with counts as loaded while SWR checks it again.
  if (isLoading && data === undefined) return { product: undefined, loading: true, error: null };
  if (error) {
    const message = error instanceof ProductNotFound ? productMessages.notFound : productMessages.detailFailed;
    return { product: undefined, loading: false, error: message };
  }
  return { product: data, loading: false, error: data ? null : productMessages.notFound };
}
