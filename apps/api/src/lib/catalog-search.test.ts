import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryIndex, relevanceOf, searchCatalog, type CatalogProduct } from './catalog-search';

const catalog: CatalogProduct[] = [
  { product_id: 1, product_name: 'Pink Lip Balm', description: 'Nourishing lip balm with shea butter.', category: 'lip', price: 1.99 },
  { product_id: 2, product_name: 'Hydrating Face Moisturizer', description: 'A ceramide cream for dry, tight skin.', category: 'skincare', price: 12.5 },
  { product_id: 3, product_name: 'Body Butter', description: 'Rich whipped shea butter for dry body skin.', category: 'body', price: 5.99 },
];

afterEach(() => vi.restoreAllMocks());

describe('catalog search', () => {
  it('hands its index on to the next version of a list, indexing only the products changed or removed', () => {
    const before = catalog.map((product) => ({ ...product }));
    expect(searchCatalog(before, 'ceramide').map((p) => p.product_id)).toEqual([2]);
    const after = [{ ...before[0]!, description: 'Nourishing lip balm with baobab oil.' }, before[1]!];
    const addAll = vi.spyOn(MiniSearch.prototype, 'addAll');
    carryIndex(before, after, [1, 3]);
    expect(searchCatalog(after, 'baobab').map((p) => p.product_id)).toEqual([1]);
    expect(searchCatalog(after, 'ceramide').map((p) => p.product_id)).toEqual([2]);
    expect(searchCatalog(after, 'whipped')).toEqual([]);
    expect(addAll).not.toHaveBeenCalled();
  });

  it('finds products for a need, and by their type and key ingredients when their text does not say them', () => {
    expect(searchCatalog(catalog, 'moisturizer for dry skin').map((p) => p.product_id)[0]).toBe(2);
    const described: CatalogProduct[] = [
      ...catalog,
      {
        product_id: 5, product_name: 'Golden Hour', description: 'A warm sheen for evenings out.', category: 'body', price: 9,
        details: {
          product_type: 'body_oil', areas: ['body'], skin_types: ['normal'], concerns: [], key_ingredients: ['Moringa oil'], ingredients: ['Moringa Oleifera Seed Oil'],
          how_to_use: 'After bathing.', free_of: [], spf: null,
        },
      },
    ];
    expect(searchCatalog(described, 'body oil').map((p) => p.product_id)[0]).toBe(5);
    expect(searchCatalog(described, 'moringa').map((p) => p.product_id)).toEqual([5]);
  });

  it('rates how well each product matches, the best at 1, and leaves out those that do not', () => {
    const scores = relevanceOf(catalog, 'shea butter');
    expect(Math.max(...scores.values())).toBe(1);
    expect(scores.has(2)).toBe(false);
    expect(relevanceOf(catalog, '  ').size).toBe(0);
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
