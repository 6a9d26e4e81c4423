import type { ProductDetails } from '@nyansa/contract';
import { seedProducts } from '../../catalog/seed-data';

/** A product of the evaluation catalog: the shop's own catalog, numbered in seed order. */
export interface EvalProduct {
  product_id: number;
  product_name: string;
  description: string;
  category: string;
  price: number;
  details: ProductDetails;
}

export const evalCatalog: readonly EvalProduct[] = seedProducts.map((product, index) => ({
  product_id: index + 1,
  product_name: product.name,
  description: product.description,
  category: product.category,
  price: product.price,
  details: product.details,
}));

export const evalProductById = new Map(evalCatalog.map((product) => [product.product_id, product]));
