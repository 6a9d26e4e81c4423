import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { seedProducts } from './seed-data';

interface ProductBody {
  product_id: number;
  product_name: string;
  price: number;
  description: string;
  brand_id: number | null;
  category: string;
}

describe('catalog', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/products${query}` });
    return { status: res.statusCode, body: res.json() };
  };

  describe('listing', () => {
    it('shows the spec sample products first, 12 per page, with pagination', async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body.success).toBe(true);
      expect(body.products).toHaveLength(12);
      expect(body.products.slice(0, 8).map((p: ProductBody) => [p.product_name, p.price])).toEqual([
        ['Sunscreen Cream', 5.99],
        ['Vitamin C Serum', 3.99],
        ['Body Glow', 7.99],
        ['Pink Lip Balm', 1.99],
        ['Body Butter', 5.99],
        ['Lip Scrub', 0.99],
        ['Nyansa Pouch Starter Pack', 40.99],
        ['Full Set', 55.99],
      ]);
      expect(body.pagination).toEqual({ page: 1, limit: 12, total: seedProducts.length, total_pages: 3, has_more: true, total_exact: true });
      expect(body.products[0]).toMatchObject({ image_url: '/images/products/sunscreen-cream.webp', category: 'skincare' });
    });

    it('covers skincare, body and lip with at least 24 products, each described', async () => {
      const { body } = await list('?limit=100');
      expect(body.products.length).toBeGreaterThanOrEqual(24);
      expect(new Set(body.products.map((p: ProductBody) => p.category))).toEqual(new Set(['skincare', 'body', 'lip']));
      for (const p of body.products as ProductBody[]) expect(p.description.length).toBeGreaterThan(40);
    });

    it('pages to the end and past it', async () => {
      const last = await list('?page=3');
      expect(last.body.products).toHaveLength(seedProducts.length - 24);
      expect(last.body.pagination).toMatchObject({ page: 3, has_more: false });
      const beyond = await list('?page=9');
      expect(beyond.body.products).toEqual([]);
      expect(beyond.body.pagination).toMatchObject({ total: seedProducts.length, total_pages: 3, has_more: false });
      // Filters asked for the first time, past their end: counted all the same.
      const lipsBeyond = await list('?category=lip&max_price=1000&page=9');
      expect(lipsBeyond.body.products).toEqual([]);
      expect(lipsBeyond.body.pagination).toMatchObject({ total: seedProducts.filter((p) => p.category === 'lip').length, has_more: false, total_exact: true });
    });

    it('sorts by price and by name in both directions', async () => {
      const cheap = await list('?sort=price&order=ASC&limit=3');
      expect(cheap.body.products.map((p: ProductBody) => p.product_name)).toEqual(['Lip Scrub', 'Shea Lip Butter', 'Pink Lip Balm']);
      const dear = await list('?sort=price&order=desc&limit=1');
      expect(dear.body.products[0].product_name).toBe('Full Set');
      const byName = await list('?sort=product_name&order=ASC&limit=2');
      expect(byName.body.products.map((p: ProductBody) => p.product_name)).toEqual(['Body Butter', 'Body Glow']);
    });

    it('searches names and descriptions, case-insensitively', async () => {
      const { body } = await list('?search=SHEA');
      const names = body.products.map((p: ProductBody) => p.product_name);
      expect(names).toContain('Shea Night Cream');
      expect(names).toContain('Body Butter'); // "shea and mango butters" in its description
      expect(body.pagination.total).toBe(names.length);
    });

    it('takes punctuation as word breaks, never as SQL or wildcards', async () => {
      const percent = await list(`?search=${encodeURIComponent('100%')}`);
      expect(percent.body.products.map((p: ProductBody) => p.product_name)).toEqual(['Moringa Body Oil']);
      for (const search of ['%', '_', '\\', "';--", "'; DROP TABLE products; --"]) {
        const res = await list(`?search=${encodeURIComponent(search)}`);
        expect(res.status).toBe(200);
        expect(res.body.products).toEqual([]);
        expect(res.body.pagination).toMatchObject({ total: 0, total_exact: true, has_more: false });
      }
      expect((await list()).body.pagination.total).toBe(seedProducts.length);
    });

    it.each([
      ['?page=0', 'Page must be 1 or more'],
      ['?limit=101', 'Limit must be between 1 and 100'],
      ['?limit=abc', 'Limit must be a number'],
      ['?sort=password_hash', 'Sort must be created_at, price, product_name, rating or relevance'],
      ['?order=sideways', 'Order must be ASC or DESC'],
    ])('rejects %s with a readable message', async (query, message) => {
      const res = await list(query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message, code: 'VALIDATION_ERROR' });
    });
  });

  describe('compression', () => {
    it('sends the listing brotli- or gzip-compressed to browsers that accept it, the same JSON inside', async () => {
      const get = (acceptEncoding?: string) =>
        app.inject({ method: 'GET', url: '/api/products?page=1', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });
      const plain = await get();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toContain('accept-encoding');
      const brotli = await get('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
      expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 2);
      const gzip = await get('br;q=0, gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect((await get('identity')).headers['content-encoding']).toBeUndefined();
    });
  });

  describe('detail', () => {
    it('shows one product', async () => {
      const first = (await list('?limit=1')).body.products[0];
      const res = await app.inject({ method: 'GET', url: `/api/products/${first.product_id}` });
      expect(res.json()).toEqual({ success: true, product: first });
    });

    it('answers 404 "Product not found" and 400 for a malformed id', async () => {
      const missing = await app.inject({ method: 'GET', url: '/api/products/99999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Product not found', code: 'PRODUCT_NOT_FOUND' });
      const malformed = await app.inject({ method: 'GET', url: '/api/products/abc' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().success).toBe(false);
    });
  });

  describe('management', () => {
    const newProduct = { product_name: 'Baobab Face Oil', price: 9.5, description: 'Cold-pressed baobab oil.', category: 'skincare' };

    it('refuses anonymous callers (401), consumers and self-registered admins (403)', async () => {
      const anon = await app.inject({ method: 'POST', url: '/api/products', payload: newProduct });
      expect(anon.statusCode).toBe(401);
      const consumer = await registerVerifiedUser(app);
      const res = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(consumer.token), payload: newProduct });
      expect(res.statusCode).toBe(403);

      const selfMade = await app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { email: 'wannabe@example.com', password: 'Secret12!', first_name: 'Self', last_name: 'Made', role: 'admin' },
      });
      expect(selfMade.statusCode).toBe(201);
      const { lastMailToken } = await import('../../../test/helpers');
      await app.inject({ method: 'GET', url: `/api/auth/verify-email/${await lastMailToken(app, 'wannabe@example.com', 'verify-email')}` });
      const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'wannabe@example.com', password: 'Secret12!' } });
      expect(login.json().data.user).toMatchObject({ role: 'consumer', requested_role: 'admin' });
      const attempt = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(login.json().data.token), payload: newProduct });
      expect(attempt.statusCode).toBe(403);
      expect(attempt.json()).toEqual({ success: false, message: 'You do not have permission to do this', code: 'FORBIDDEN' });
      expect((await list(`?search=Baobab`)).body.products).toEqual([]);
    });

    it('lets a granted admin create, update and delete a product', async () => {
      const admin = await registerVerifiedUser(app, { role: 'admin' });
      const created = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin.token), payload: newProduct });
      expect(created.statusCode).toBe(201);
      const product = created.json().product;
      expect(product).toMatchObject({ product_name: 'Baobab Face Oil', price: 9.5, category: 'skincare', brand_id: null });
      // The listing shows it at once, although the same search was just answered (and cached) empty.
      expect((await list('?search=Baobab')).body.products.map((p: ProductBody) => p.product_id)).toEqual([product.product_id]);

      // The detail is cached too: read it, change it, and the next read shows the change.
      const detail = async () => (await app.inject({ method: 'GET', url: `/api/products/${product.product_id}` })).json().product;
      expect((await detail()).price).toBe(9.5);
      const updated = await app.inject({ method: 'PUT', url: `/api/products/${product.product_id}`, headers: bearer(admin.token), payload: { price: 8.25 } });
      expect(updated.json().product).toMatchObject({ product_name: 'Baobab Face Oil', price: 8.25 });
      expect((await detail()).price).toBe(8.25);

      const badPrice = await app.inject({ method: 'PUT', url: `/api/products/${product.product_id}`, headers: bearer(admin.token), payload: { price: 1.234 } });
      expect(badPrice.statusCode).toBe(400);
      expect(badPrice.json().message).toBe('Price must have at most two decimals');

      const unknown = await app.inject({ method: 'PUT', url: '/api/products/99999', headers: bearer(admin.token), payload: { price: 1 } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('Product not found');
      const script = await app.inject({ method: 'PUT', url: `/api/products/${product.product_id}`, headers: bearer(admin.token), payload: { image_url: 'javascript:alert(1)' } });
      expect(script.statusCode).toBe(400);
      expect(script.json().message).toBe("Image URL must be a picture uploaded for this product or one of the shop's drawings");

      const removed = await app.inject({ method: 'DELETE', url: `/api/products/${product.product_id}`, headers: bearer(admin.token) });
      expect(removed.json()).toEqual({ success: true, message: 'Product deleted', archived: false });
      expect((await app.inject({ method: 'GET', url: `/api/products/${product.product_id}` })).statusCode).toBe(404);
      const again = await app.inject({ method: 'DELETE', url: `/api/products/${product.product_id}`, headers: bearer(admin.token) });
      expect(again.statusCode).toBe(404);
    });

    it('lets a brand_admin manage only its own brand', async () => {
      const [own] = await app.testing.database.query<{ id: number }>("INSERT INTO brands (name) VALUES ('Adinkra Botanics') RETURNING id");
      const brandAdmin = await registerVerifiedUser(app, { role: 'brand_admin', brandId: own!.id });
      const created = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(brandAdmin.token), payload: newProduct });
      expect(created.statusCode).toBe(201);
      expect(created.json().product.brand_id).toBe(own!.id);

      const nyansaProduct = (await list('?search=Sunscreen%20Cream')).body.products[0];
      const foreign = await app.inject({ method: 'PUT', url: `/api/products/${nyansaProduct.product_id}`, headers: bearer(brandAdmin.token), payload: { price: 1 } });
      expect(foreign.statusCode).toBe(403);
      const foreignDelete = await app.inject({ method: 'DELETE', url: `/api/products/${nyansaProduct.product_id}`, headers: bearer(brandAdmin.token) });
      expect(foreignDelete.statusCode).toBe(403);
      const moveAway = await app.inject({
        method: 'PUT',
        url: `/api/products/${created.json().product.product_id}`,
        headers: bearer(brandAdmin.token),
        payload: { brand_id: nyansaProduct.brand_id },
      });
      expect(moveAway.statusCode).toBe(403);
    });

    it('asks for a login (401) and refuses consumers (403) on update and delete too', async () => {
      const target = (await list('?search=Lip%20Scrub')).body.products[0] as ProductBody;
      const url = `/api/products/${target.product_id}`;
      for (const method of ['PUT', 'DELETE'] as const) {
        const anon = await app.inject({ method, url, ...(method === 'PUT' ? { payload: { price: 0.5 } } : {}) });
        expect(anon.statusCode, method).toBe(401);
        expect(anon.json(), method).toEqual({ success: false, message: 'Please log in to continue', code: 'AUTH_REQUIRED' });
      }
      const consumer = await registerVerifiedUser(app);
      for (const method of ['PUT', 'DELETE'] as const) {
        const res = await app.inject({ method, url, headers: bearer(consumer.token), ...(method === 'PUT' ? { payload: { price: 0.5 } } : {}) });
        expect(res.statusCode, method).toBe(403);
        expect(res.json(), method).toEqual({ success: false, message: 'You do not have permission to do this', code: 'FORBIDDEN' });
      }
      expect((await app.inject({ method: 'GET', url })).json().product).toMatchObject({ price: 0.99 });
    });

    it("lets a brand_admin update and delete its own brand's products", async () => {
      const [brand] = await app.testing.database.query<{ id: number }>("INSERT INTO brands (name) VALUES ('Kente Skin') RETURNING id");
      const brandAdmin = await registerVerifiedUser(app, { role: 'brand_admin', brandId: brand!.id });
      const created = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(brandAdmin.token), payload: { ...newProduct, product_name: 'Kente Shea Balm' } });
      const id = created.json().product.product_id;
      const updated = await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: bearer(brandAdmin.token), payload: { description: 'Whipped shea.', category: 'body' } });
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({ success: true, product: { product_id: id, product_name: 'Kente Shea Balm', description: 'Whipped shea.', category: 'body', brand_id: brand!.id } });
      const removed = await app.inject({ method: 'DELETE', url: `/api/products/${id}`, headers: bearer(brandAdmin.token) });
      expect(removed.json()).toEqual({ success: true, message: 'Product deleted', archived: false });
      expect((await list('?search=Kente')).body.products).toEqual([]);
    });

    it('validates new products', async () => {
      const admin = await registerVerifiedUser(app, { role: 'admin' });
      const res = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin.token), payload: { price: 3 } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: 'Product name is required' });
      const unknownBrand = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin.token), payload: { ...newProduct, brand_id: 999 } });
      expect(unknownBrand.statusCode).toBe(400);
      expect(unknownBrand.json().message).toBe('Unknown brand');
      // A rule without a text of its own still answers in readable English.
      const negativeBrand = await app.inject({ method: 'POST', url: '/api/products', headers: bearer(admin.token), payload: { ...newProduct, brand_id: -1 } });
      expect(negativeBrand.statusCode).toBe(400);
      expect(negativeBrand.json()).toMatchObject({ success: false, errors: [{ field: 'brand_id', message: 'Too small: expected number to be >0' }] });
    });
  });
});
