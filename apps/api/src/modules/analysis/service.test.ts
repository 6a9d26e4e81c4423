import { describe, expect, it } from 'vitest';
import { seedProducts } from '../catalog/seed-data';
import { productsForConcerns } from './service';

const catalog = seedProducts.map((product, index) => ({
  product_id: index + 1,
  product_name: product.name,
  description: product.description,
  category: product.category,
  price: product.price,
}));

const names = (concerns: Parameters<typeof productsForConcerns>[1]) => productsForConcerns(catalog, concerns, 4).map((p) => p.product_name);

describe('products for the concerns of an analysis', () => {
  it('suggests moisturizing products for dryness and purifying ones for oiliness', () => {
    expect(names(['dryness']).some((name) => /cream|moisturi/i.test(name))).toBe(true);
    expect(names(['oiliness'])).toContain('Kaolin Clay Purifying Mask');
    expect(names(['dark-circles'])).toContain('Brightening Under-Eye Cream');
    expect(names(['hyperpigmentation'])).toContain('Vitamin C Serum');
  });

  it('covers several concerns without repeating a product, within the limit', () => {
    const products = productsForConcerns(catalog, ['dryness', 'oiliness', 'redness', 'dark-circles'], 4);
    expect(products.length).toBeLessThanOrEqual(4);
    expect(new Set(products.map((p) => p.product_id)).size).toBe(products.length);
  });

  it('suggests the everyday basics when nothing stands out', () => {
    expect(names([])).toEqual(expect.arrayContaining(['Gentle Foaming Cleanser']));
  });
});
