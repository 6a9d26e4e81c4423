import { isApiFailure, sampleProducts, type ShopProduct } from '@nyansa/api-client';
import { productMessages } from '@nyansa/contract';
import useSWR from 'swr';
import { api } from '../api';

export interface ProductView {
  product: ShopProduct | undefined;
  loading: boolean;
  /** 'Product not found', or 'Failed to load product details' when the server could not answer. */
  error: string | null;
}

class ProductNotFound extends Error {}

async function loadProduct([, id]: readonly ['product', string]): Promise<ShopProduct> {
  if (!/^\d+$/.test(id)) throw new ProductNotFound(productMessages.notFound);
  let answer;
  try {
    answer = await api.products.get(id);
  } catch (error) {
    // The list shows the sample products when the server is down; their pages work too.
    const sample = sampleProducts.find((product) => String(product.id) === id);
    if (sample) return sample;
    throw error;
  }
  if (isApiFailure(answer)) {
    throw answer.status === 404 ? new ProductNotFound(productMessages.notFound) : new Error(productMessages.detailFailed);
  }
  return answer.product;
}

/** One product for its detail page. */
export function useProduct(id: string | undefined): ProductView {
  const { data, error, isLoading } = useSWR(id === undefined ? null : (['product', id] as const), loadProduct, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  if (isLoading) return { product: undefined, loading: true, error: null };
  if (error) {
    const message = error instanceof ProductNotFound ? productMessages.notFound : productMessages.detailFailed;
    return { product: undefined, loading: false, error: message };
  }
  return { product: data, loading: false, error: data ? null : productMessages.notFound };
}
