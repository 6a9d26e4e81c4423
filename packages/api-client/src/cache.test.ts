import type { ProductListResponse } from '@nyansa/contract';
import { describe, expect, it } from 'vitest';
import { createCaches, productsQueryKey } from './cache';
import { storageWith } from './test-support';

function setup(entries: Record<string, string> = {}) {
  const clock = { time: 0, now: () => clock.time };
  const storage = storageWith(entries);
  return { clock, storage, caches: createCaches({ storage, clock }) };
}

const page: ProductListResponse = {
  success: true,
  products: [
    {
      product_id: 4,
      product_name: 'Pink Lip Balm',
      price: 1.99,
      description: 'Tinted balm',
      image_url: '/images/products/pink-lip-balm.webp',
      brand_id: null,
      category: 'lip',
      created_at: '2026-01-01T00:00:00.000Z',
      details: null,
      rating_average: null,
      rating_count: 0,
    },
  ],
  pagination: { page: 1, limit: 12, total: 1, total_pages: 1, has_more: false },
};

const firstPage = productsQueryKey({ page: 1, limit: 12, search: '', sort: 'created_at', order: 'DESC' });

describe('browser caches', () => {
  it("keeps a product page under 'products_<query>' for 5 minutes", async () => {
    const { clock, storage, caches } = setup();
    caches.products.set(firstPage, page);
    expect(storage.getItem('products_page=1&limit=12&search=&sort=created_at&order=DESC')).not.toBeNull();
    clock.time = 299_999;
    expect(await caches.products.get(firstPage)).toEqual(page);
    clock.time = 300_000;
    expect(await caches.products.get(firstPage)).toBeNull();
    // The expired page is dropped from storage too.
    expect(storage.getItem(`products_${firstPage}`)).toBeNull();
  });

  it('keeps each query apart and forgets every product page at once', async () => {
    const { storage, caches } = setup({ token: 't', user_favorites: '[1]' });
    const searched = productsQueryKey({ page: 1, limit: 12, search: 'lip', sort: 'created_at', order: 'DESC' });
    caches.products.set(firstPage, page);
    expect(await caches.products.get(searched)).toBeNull();
    caches.products.set(searched, { ...page, products: [] });
    expect((await caches.products.get(searched))?.products).toEqual([]);
    expect((await caches.products.get(firstPage))?.products).toHaveLength(1);
    caches.products.clearAll();
    expect(await caches.products.get(firstPage)).toBeNull();
    expect(await caches.products.get(searched)).toBeNull();
    expect(storage.getItem('token')).toBe('t');
    expect(storage.getItem('user_favorites')).toBe('[1]');
  });

  it('reads a damaged product cache as empty', async () => {
    const { caches } = setup({ [`products_${firstPage}`]: '{"data":{"products":"nope"},"timestamp":0}' });
    expect(await caches.products.get(firstPage)).toBeNull();
    const broken = setup({ [`products_${firstPage}`]: 'not json' });
    expect(await broken.caches.products.get(firstPage)).toBeNull();
  });

  it("keeps subscription pricing under 'subscription_pricing' for 1 hour", async () => {
    const { clock, storage, caches } = setup();
    const pricing = {
      basic: { monthly: 0, yearly: 0 },
      premium: { monthly: 3.99, yearly: 43.09 },
      ai_analysis: { monthly: 29.99, yearly: 323.89 },
    };
    caches.subscriptionPricing.set(pricing);
    expect(JSON.parse(storage.getItem('subscription_pricing') ?? '{}')).toEqual({ data: pricing, timestamp: 0 });
    clock.time = 3_599_999;
    expect(await caches.subscriptionPricing.get()).toEqual(pricing);
    clock.time = 3_600_000;
    expect(await caches.subscriptionPricing.get()).toBeNull();
  });

  it('keeps the cart in memory for 5 seconds', () => {
    const { clock, storage, caches } = setup();
    caches.cart.set({ items: [], cart_total: 0 });
    expect(storage.length).toBe(0);
    clock.time = 4_999;
    expect(caches.cart.get()).toEqual({ items: [], cart_total: 0 });
    clock.time = 5_000;
    expect(caches.cart.get()).toBeNull();
  });

  it('lets a cart sync through once per 5 seconds unless forced', () => {
    const { clock, caches } = setup();
    expect(caches.cartSync.shouldSync()).toBe(true);
    clock.time = 1_000;
    expect(caches.cartSync.shouldSync()).toBe(false);
    expect(caches.cartSync.shouldSync(true)).toBe(true);
    // The forced sync restarts the 5 seconds.
    clock.time = 5_999;
    expect(caches.cartSync.shouldSync()).toBe(false);
    clock.time = 6_000;
    expect(caches.cartSync.shouldSync()).toBe(true);
  });

  it("mirrors favorites under 'user_favorites' as a list of ids", () => {
    const { storage, caches } = setup({ user_favorites: '["3", 5, 5]' });
    expect(caches.favorites.get()).toEqual([3, 5]);
    caches.favorites.set([1, 2, 2]);
    expect(storage.getItem('user_favorites')).toBe('[1,2]');
    expect(setup({ user_favorites: '{oops' }).caches.favorites.get()).toEqual([]);
    // A list with anything but product ids in it is not trusted at all.
    for (const stored of ['[1, 0]', '[1, "x"]', '[1.5]', '[true]', '"1"']) expect(setup({ user_favorites: stored }).caches.favorites.get()).toEqual([]);
  });

  it("stores the pending checkout under 'pending_checkout' and also reads orderId", () => {
    const { storage, caches } = setup();
    caches.pendingCheckout.set({ order_id: 12, total_amount: 17.97 });
    expect(JSON.parse(storage.getItem('pending_checkout') ?? '{}')).toEqual({ order_id: 12, total_amount: 17.97 });
    expect(caches.pendingCheckout.get()).toEqual({ order_id: 12, total_amount: 17.97 });
    const legacy = setup({ pending_checkout: '{"orderId":"9","total_amount":5.99}' });
    expect(legacy.caches.pendingCheckout.get()).toEqual({ order_id: 9, total_amount: 5.99 });
    expect(setup({ pending_checkout: '{"total_amount":5.99}' }).caches.pendingCheckout.get()).toBeNull();
    for (const stored of ['{"order_id":3}', '{"order_id":"x","total_amount":1}', '{"order_id":3.5,"total_amount":1}', 'null', '[]']) {
      expect(setup({ pending_checkout: stored }).caches.pendingCheckout.get()).toBeNull();
    }
    caches.pendingCheckout.clear();
    expect(storage.getItem('pending_checkout')).toBeNull();
  });
});
