import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerVerifiedUser, type TestApp, type TestUser } from '../../../test/helpers';

interface CartBody {
  success: boolean;
  data: { items: { id: number; product_id: number; quantity: number; product: { product_name: string; price: number } }[]; cart_total: number };
}

describe('cart and favorites', () => {
  let app: TestApp;
  let shopper: TestUser;
  let ids: Record<string, number>;
  beforeAll(async () => {
    app = await createTestApp();
    shopper = await registerVerifiedUser(app);
    const rows = await app.testing.database.query<{ id: number; name: string }>('SELECT id, name FROM products');
    ids = Object.fromEntries(rows.map((r) => [r.name, r.id]));
  });
  afterAll(async () => {
    await app.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user: TestUser | null, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: user ? bearer(user.token) : {} });

  describe('cart', () => {
    it('is empty without a token', async () => {
      const res = await call('GET', '/api/cart', null);
      expect(res.json()).toEqual({ success: true, data: { items: [], cart_total: 0, items_total: 0, delivery_fee: 0, delivery: null } });
    });

    it('answers 401 for a bad token instead of pretending the cart is empty', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/cart', headers: bearer('garbage') });
      expect(res.statusCode).toBe(401);
    });

    it('adds, merges lines, totals in dollars, updates and removes', async () => {
      const user = await registerVerifiedUser(app);
      const first = await call('POST', '/api/cart/add', user, { product_id: ids['Sunscreen Cream'], quantity: 2 });
      expect(first.statusCode).toBe(200);
      expect(first.json<CartBody>().data).toMatchObject({ items: [{ quantity: 2, product: { product_name: 'Sunscreen Cream', price: 5.99 } }], cart_total: 11.98 });

      await call('POST', '/api/cart/add', user, { product_id: ids['Lip Scrub'] }); // default quantity 1
      const merged = await call('POST', '/api/cart/add', user, { product_id: String(ids['Sunscreen Cream']), quantity: 1 });
      const cart = merged.json<CartBody>().data;
      expect(cart.items.map((i) => [i.product.product_name, i.quantity])).toEqual([
        ['Sunscreen Cream', 3],
        ['Lip Scrub', 1],
      ]);
      expect(cart.cart_total).toBe(18.96);

      const lineId = cart.items[0]!.id;
      const updated = await call('PUT', `/api/cart/${lineId}`, user, { product_id: ids['Sunscreen Cream'], quantity: 7 });
      expect(updated.json<CartBody>().data.items[0]!.quantity).toBe(7);

      const removed = await call('DELETE', `/api/cart/${lineId}`, user);
      expect(removed.json()).toEqual({ success: true, message: 'Item removed from cart' });
      const after = (await call('GET', '/api/cart', user)).json<CartBody>();
      expect(after.data.items.map((i) => i.product.product_name)).toEqual(['Lip Scrub']);
      expect(after.data.cart_total).toBe(0.99);

      const twice = await call('DELETE', `/api/cart/${lineId}`, user);
      expect(twice.statusCode).toBe(404);
      expect(twice.json()).toMatchObject({ success: false, message: 'Cart item not found' });
    });

    it('rejects quantities outside 1..99 and unknown products, changing nothing', async () => {
      for (const quantity of [0, 100, -1, 2.5, 'many']) {
        const res = await call('POST', '/api/cart/add', shopper, { product_id: ids['Body Glow'], quantity });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, message: 'Quantity must be between 1 and 99' });
      }
      const unknown = await call('POST', '/api/cart/add', shopper, { product_id: 999999 });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ success: false, message: 'Product not found' });
      expect((await call('GET', '/api/cart', shopper)).json<CartBody>().data.items).toEqual([]);
    });

    it('needs a token to change the cart', async () => {
      const res = await call('POST', '/api/cart/add', null, { product_id: ids['Body Glow'] });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ success: false, message: 'Please log in to continue' });
    });

    it("cannot touch another shopper's line (404)", async () => {
      const owner = await registerVerifiedUser(app);
      const line = (await call('POST', '/api/cart/add', owner, { product_id: ids['Body Butter'] })).json<CartBody>().data.items[0]!;
      const put = await call('PUT', `/api/cart/${line.id}`, shopper, { quantity: 5 });
      expect(put.statusCode).toBe(404);
      const del = await call('DELETE', `/api/cart/${line.id}`, shopper);
      expect(del.statusCode).toBe(404);
      expect((await call('GET', '/api/cart', owner)).json<CartBody>().data.items[0]!.quantity).toBe(1);
    });

    it('keeps the quantity within 99 when updating', async () => {
      const user = await registerVerifiedUser(app);
      const line = (await call('POST', '/api/cart/add', user, { product_id: ids['Body Butter'] })).json<CartBody>().data.items[0]!;
      const res = await call('PUT', `/api/cart/${line.id}`, user, { quantity: 100 });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Quantity must be between 1 and 99');
    });

    it('turns 50 parallel adds into one line, capped at 99', async () => {
      const user = await registerVerifiedUser(app);
      const adds = await Promise.all(
        Array.from({ length: 50 }, () => call('POST', '/api/cart/add', user, { product_id: ids['Pink Lip Balm'], quantity: 1 })),
      );
      expect(adds.every((r) => r.statusCode === 200)).toBe(true);
      const cart = (await call('GET', '/api/cart', user)).json<CartBody>().data;
      expect(cart.items).toHaveLength(1);
      expect(cart.items[0]!.quantity).toBe(50);

      await Promise.all(Array.from({ length: 50 }, () => call('POST', '/api/cart/add', user, { product_id: ids['Pink Lip Balm'], quantity: 3 })));
      const capped = (await call('GET', '/api/cart', user)).json<CartBody>().data;
      expect(capped.items).toHaveLength(1);
      expect(capped.items[0]!.quantity).toBe(99);
      expect(capped.cart_total).toBe(197.01);
    });

    it('drops a deleted product from carts', async () => {
      const admin = await registerVerifiedUser(app, { role: 'admin' });
      const user = await registerVerifiedUser(app);
      const product = (await call('POST', '/api/products', admin, { product_name: 'Short-lived Mist', price: 2, category: 'body' })).json().product;
      await call('POST', '/api/cart/add', user, { product_id: product.product_id });
      await call('DELETE', `/api/products/${product.product_id}`, admin);
      expect((await call('GET', '/api/cart', user)).json<CartBody>().data).toEqual({ items: [], cart_total: 0, items_total: 0, delivery_fee: 0, delivery: null });
    });
  });

  describe('favorites', () => {
    it('starts empty, replaces the whole list and keeps its order', async () => {
      const user = await registerVerifiedUser(app);
      expect((await call('GET', '/api/user/favorites', user)).json()).toEqual({ success: true, data: { favorites: [], products: [] } });
      const list = [ids['Body Glow']!, ids['Lip Scrub']!, ids['Body Glow']!, ids['Full Set']!];
      const put = await call('PUT', '/api/user/favorites', user, { favorites: list });
      expect(put.json().data.favorites).toEqual([ids['Body Glow'], ids['Lip Scrub'], ids['Full Set']]);
      expect((await call('GET', '/api/user/favorites', user)).json().data.favorites).toEqual([ids['Body Glow'], ids['Lip Scrub'], ids['Full Set']]);
      await call('PUT', '/api/user/favorites', user, { favorites: [] });
      expect((await call('GET', '/api/user/favorites', user)).json().data).toEqual({ favorites: [], products: [] });
    });

    it('answers with the favorite products themselves, in the favorites\' order', async () => {
      const user = await registerVerifiedUser(app);
      const list = [ids['Full Set']!, ids['Pink Lip Balm']!, ids['Sunscreen Cream']!];
      const detail = async (id: number) => (await call('GET', `/api/products/${id}`, null)).json().product as object;
      const expected = { favorites: list, products: [await detail(list[0]!), await detail(list[1]!), await detail(list[2]!)] };
      const put = await call('PUT', '/api/user/favorites', user, { favorites: list });
      expect(put.json()).toEqual({ success: true, data: expected });
      expect((await call('GET', '/api/user/favorites', user)).json()).toEqual({ success: true, data: expected });
      expect(expected.products.map((p) => (p as { product_name: string }).product_name)).toEqual(['Full Set', 'Pink Lip Balm', 'Sunscreen Cream']);
    });

    it('rejects unknown ids and more than 500, keeping the old list', async () => {
      const user = await registerVerifiedUser(app);
      await call('PUT', '/api/user/favorites', user, { favorites: [ids['Body Glow']] });
      const unknown = await call('PUT', '/api/user/favorites', user, { favorites: [ids['Lip Scrub'], 424242] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ success: false, message: 'Some favorites are not products of this shop' });
      const tooMany = await call('PUT', '/api/user/favorites', user, { favorites: Array.from({ length: 501 }, (_, i) => i + 1) });
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().message).toBe('You can keep at most 500 favorites');
      const notAList = await call('PUT', '/api/user/favorites', user, { favorites: 'all' });
      expect(notAList.statusCode).toBe(400);
      expect((await call('GET', '/api/user/favorites', user)).json().data.favorites).toEqual([ids['Body Glow']]);
    });

    it('needs a token', async () => {
      for (const res of [await call('GET', '/api/user/favorites', null), await call('PUT', '/api/user/favorites', null, { favorites: [] })]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Please log in to continue', code: 'AUTH_REQUIRED' });
      }
    });

    it('keeps each shopper\'s list apart and drops a deleted product from it', async () => {
      const admin = await registerVerifiedUser(app, { role: 'admin' });
      const created = await call('POST', '/api/products', admin, { product_name: 'Moringa Mist', price: 4.5, description: 'A light toner.', category: 'skincare' });
      const moringa = created.json().product.product_id as number;
      const user = await registerVerifiedUser(app);
      const other = await registerVerifiedUser(app);
      await call('PUT', '/api/user/favorites', user, { favorites: [moringa, ids['Body Butter']] });
      expect((await call('GET', '/api/user/favorites', other)).json().data.favorites).toEqual([]);
      await call('DELETE', `/api/products/${moringa}`, admin);
      const favorites = (await call('GET', '/api/user/favorites', user)).json();
      expect(favorites.data.favorites).toEqual([ids['Body Butter']]);
      expect(favorites.data.products.map((p: { product_name: string }) => p.product_name)).toEqual(['Body Butter']);
    });
  });
});
