import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchCatalog, type CatalogProduct } from './catalog-search';

const catalog: CatalogProduct[] = [
  { product_id: 1, product_name: 'Pink Lip Balm', description: 'Nourishing lip balm with shea butter.', category: 'lip', price: 1.99 },
  { product_id: 2, product_name: 'Hydrating Face Moisturizer', description: 'A ceramide cream for dry, tight skin.', category: 'skincare', price: 12.5 },
  { product_id: 3, product_name: 'Body Butter', description: 'Rich whipped shea butter for dry body skin.', category: 'body', price: 5.99 },
];

afterEach(() => vi.restoreAllMocks());

describe('catalog search', () => {
  it('finds products for a need, keeping a named area to its category', () => {
    expect(searchCatalog(catalog, 'moisturizer for dry skin').map((p) => p.product_id)[0]).toBe(2);
    expect(searchCatalog(catalog, 'shea butter', { area: 'lips' }).map((p) => p.product_id)).toEqual([1]);
  });

  it('indexes a catalog once, however many searches run on it, and a new catalog again', () => {
    const indexed = vi.spyOn(MiniSearch.prototype, 'addAll');
    const live = [...catalog];
    for (const query of ['lip balm', 'dry skin', 'body butter', 'cleanser', 'sunscreen', 'serum', 'mask', 'oil']) searchCatalog(live, query);
    expect(indexed).toHaveBeenCalledTimes(1);
    const changed = [...live, { product_id: 4, product_name: 'Clay Mask', description: 'Purifying kaolin clay.', category: 'skincare', price: 7 }];
    expect(searchCatalog(changed, 'clay mask').map((p) => p.product_id)).toEqual([4]);
    expect(indexed).toHaveBeenCalledTimes(2);
  });
});
