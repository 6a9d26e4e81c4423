import type { Product, ProductDetails } from '@nyansa/contract';
import { seedProducts } from '../catalog/seed-data';

export type DescribedProduct = Product & { details: ProductDetails | null };

const seedDetails = new Map(seedProducts.map((product) => [product.name, product.details]));
const described = new WeakMap<readonly Product[], DescribedProduct[]>();

/**
 * The live catalog with each product's details. Until products store their own (a later step), a
 * seeded product's come from the seed data, by name; any other product is read from its own words.
 * Built once per catalog list, so the search indexes built on it are reused too.
 */
export function withDetails(products: readonly Product[]): DescribedProduct[] {
  let list = described.get(products);
  if (!list) {
    list = products.map((product) => ({ ...product, details: seedDetails.get(product.product_name) ?? null }));
    described.set(products, list);
  }
  return list;
}
