import { sampleProducts as contractSamples } from '@nyansa/contract/samples';
import type { Product } from '@nyansa/contract';

/** A product as the shop uses it: the server's fields plus the client's `id` and `name`. */
export type ShopProduct = Product & { id: number; name: string };

/** Accepts a server product (or one already normalised, or a staff product) and returns both spellings. */
export function normalizeProduct<P extends Product>(product: P): P & { id: number; name: string } {
  return { ...product, id: product.product_id, name: product.product_name };
}

/** The contract's eight sample products (spec section 3) as the shop shows them when the list fails or is empty. */
export const sampleProducts: readonly ShopProduct[] = /* @__PURE__ */ contractSamples.map(normalizeProduct);
