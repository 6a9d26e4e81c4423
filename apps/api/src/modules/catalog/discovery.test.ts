import type { Product, ProductDetails } from '@nyansa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, registerVerifiedUser, type TestApp } from '../../../test/helpers';
import { multipart } from '../../../test/backoffice';
import { seedCatalog } from './seed';
import { seedProducts } from './seed-data';

// Discovery: every product carries its details from the database; the listing filters by
// category, concern and price (the spec's paging and sort unchanged); "You may also like".

describe('catalog discovery', () => {
  let app: TestApp;
  let admin: { authorization: string };
  beforeAll(async () => {
    app = await createTestApp();
    admin = bearer((await registerVerifiedUser(app, { role: 'admin' })).token);
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/products${query}` });
    return { status: res.statusCode, body: res.json<{ products: Product[]; pagination: { total: number }; errors?: Array<{ field: string; message: string }>; message?: string }>() };
  };
  const all = async (query: string) => (await list(`${query}${query ? '&' : '?'}limit=100`)).body.products;
  const seedByName = new Map(seedProducts.map((seed) => [seed.name, seed]));

  it('serves every seeded product with the details of the seed data, from the database', async () => {
    const products = await all('');
    expect(products).toHaveLength(seedProducts.length);
    for (const product of products) {
      expect(product.details, product.product_name).toEqual(seedByName.get(product.product_name)?.details);
      expect(product.rating_count).toBe(0);
      expect(product.rating_average).toBeNull();
    }
    const detail = (await app.inject({ method: 'GET', url: `/api/products/${products[0]!.product_id}` })).json<{ product: Product }>().product;
    expect(detail.details?.how_to_use).toBe(seedByName.get(detail.product_name)?.details.how_to_use);
  });

  it('filters by category, by one concern or several (any of them) and by a price range, both ends included', async () => {
    const lip = await all('?category=lip');
    expect(lip.map((p) => p.product_name).sort()).toEqual(seedProducts.filter((p) => p.category === 'lip').map((p) => p.name).sort());

    const acne = await all('?concern=acne');
    expect(acne.map((p) => p.product_name).sort()).toEqual(seedProducts.filter((p) => p.details.concerns.includes('acne')).map((p) => p.name).sort());
    const either = (concerns: string[]) => seedProducts.filter((p) => p.details.concerns.some((c) => concerns.includes(c))).map((p) => p.name).sort();
    expect((await all('?concern=acne,redness')).map((p) => p.product_name).sort()).toEqual(either(['acne', 'redness']));
    expect((await all('?concern=acne&concern=dark_circles')).map((p) => p.product_name).sort()).toEqual(either(['acne', 'dark_circles']));

    const ranged = await all('?min_price=2.99&max_price=4.99');
    expect(ranged.map((p) => p.product_name).sort()).toEqual(seedProducts.filter((p) => p.price >= 2.99 && p.price <= 4.99).map((p) => p.name).sort());

    const combined = await all('?category=skincare&concern=dryness&max_price=5&sort=price&order=ASC');
    const expected = seedProducts.filter((p) => p.category === 'skincare' && p.details.concerns.includes('dryness') && p.price <= 5).sort((a, b) => a.price - b.price);
    expect(combined.map((p) => p.product_name)).toEqual(expected.map((p) => p.name));
    expect(combined.length).toBeGreaterThan(1);
  });

  it('pages and counts within the filter, and searches within it too', async () => {
    const skincare = seedProducts.filter((p) => p.category === 'skincare');
    const page2 = await list('?category=skincare&limit=5&page=2&sort=product_name&order=ASC');
    expect(page2.body.pagination).toMatchObject({ page: 2, limit: 5, total: skincare.length, total_pages: Math.ceil(skincare.length / 5) });
    expect(page2.body.products.map((p) => p.product_name)).toEqual(skincare.map((p) => p.name).sort().slice(5, 10));
    const searched = await all('?category=lip&search=balm');
    // A lip butter is a lip balm by its type: the search reads the type too.
    const balms = seedProducts.filter((p) => p.category === 'lip' && `${p.name} ${p.description} ${p.details.product_type}`.toLowerCase().includes('balm'));
    expect(searched.map((p) => p.product_name).sort()).toEqual(balms.map((p) => p.name).sort());
    expect(balms.length).toBeLessThan(seedProducts.filter((p) => p.category === 'lip').length);
  });

  it('refuses a bad filter with a clear message', async () => {
    const cases: Array<[string, string, string]> = [
      ['?category=hair', 'category', 'Category must be skincare, body or lip'],
      ['?concern=wrinkles', 'concern', 'Concern must be one of'],
      ['?min_price=-1', 'min_price', 'Minimum price must be a number'],
      ['?max_price=cheap', 'max_price', 'Maximum price must be a number'],
      ['?min_price=10&max_price=5', 'min_price', 'Minimum price must not be above the maximum price'],
    ];
    for (const [query, field, message] of cases) {
      const { status, body } = await list(query);
      expect(status, query).toBe(400);
      expect(body.errors?.find((error) => error.field.startsWith(field))?.message, query).toContain(message);
    }
  });

  it('suggests other products of the same category or sharing a concern, the closest first', async () => {
    const products = await all('');
    const serum = products.find((p) => p.product_name === 'Niacinamide Blemish Serum')!;
    const res = await app.inject({ method: 'GET', url: `/api/products/${serum.product_id}/related` });
    expect(res.statusCode).toBe(200);
    const related = res.json<{ products: Product[] }>().products;
    expect(related).toHaveLength(4);
    expect(related.map((p) => p.product_id)).not.toContain(serum.product_id);
    for (const product of related) {
      const shares = product.details!.concerns.some((c) => serum.details!.concerns.includes(c));
      expect(product.category === serum.category || shares, product.product_name).toBe(true);
    }
    // Closest first: shared concerns plus one for the same category, as far as the four reach.
    const closeness = (p: Product) => p.details!.concerns.filter((c) => serum.details!.concerns.includes(c)).length + (p.category === serum.category ? 1 : 0);
    const best = products.filter((p) => p.product_id !== serum.product_id).map(closeness).sort((a, b) => b - a).slice(0, 4);
    expect(related.map(closeness)).toEqual(best);
    expect(related.map((p) => p.product_name)).toContain('Kaolin Clay Purifying Mask');
    expect((await app.inject({ method: 'GET', url: '/api/products/999999/related' })).statusCode).toBe(404);
  });

  it('gives a catalog seeded before products had details the seed details once, and leaves described ones alone', async () => {
    const { database } = app.testing;
    await database.query('UPDATE products SET product_type = NULL WHERE seed_key IS NOT NULL');
    await seedCatalog(database);
    const [bare] = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM products WHERE seed_key IS NOT NULL AND product_type IS NULL');
    expect(bare?.n).toBe(0);
    // Staff removed one product's details: a restart does not bring them back.
    await database.query("UPDATE products SET product_type = NULL WHERE seed_key = 'hand-cream'");
    await seedCatalog(database);
    const [kept] = await database.query<{ type: string | null }>("SELECT product_type AS type FROM products WHERE seed_key = 'hand-cream'");
    expect(kept?.type).toBeNull();
    await database.query("UPDATE products SET product_type = 'hand_cream' WHERE seed_key = 'hand-cream'");
  });

  describe('staff edit the details', () => {
    const details: ProductDetails = {
      product_type: 'serum',
      areas: ['face'],
      skin_types: ['oily'],
      concerns: ['acne', 'redness'],
      key_ingredients: ['Azelaic acid'],
      ingredients: ['Aqua', 'Azelaic Acid'],
      how_to_use: 'Evenings, on clean skin.',
      free_of: ['fragrance'],
      spf: null,
    };

    it('stores details sent with a new product and a change, shows them in the shop and audits them', async () => {
      const created = await app.inject({ method: 'POST', url: '/api/products', headers: admin, payload: { product_name: 'Azelaic Night Serum', price: 8.5, details } });
      expect(created.statusCode).toBe(201);
      const id = created.json<{ product: Product }>().product.product_id;
      expect(created.json<{ product: Product }>().product.details).toEqual(details);
      expect((await all('?concern=redness')).map((p) => p.product_name)).toContain('Azelaic Night Serum');

      const changed = { ...details, concerns: ['dark_spots' as const], how_to_use: '  Mornings.  ' };
      const updated = await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload: { details: changed } });
      expect(updated.statusCode).toBe(200);
      expect(updated.json<{ product: Product }>().product.details).toEqual({ ...changed, how_to_use: 'Mornings.' });
      const shop = (await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{ product: Product }>().product;
      expect(shop.details?.concerns).toEqual(['dark_spots']);

      const audit = await app.inject({ method: 'GET', url: '/api/admin/audit?action=product.update', headers: admin });
      const entry = audit.json<{ data: Array<{ target: { id: number }; before: { details: ProductDetails }; after: { details: ProductDetails } }> }>().data.find((e) => e.target.id === id);
      expect(entry?.before.details.concerns).toEqual(['acne', 'redness']);
      expect(entry?.after.details.concerns).toEqual(['dark_spots']);

      // A name change alone leaves the details; null removes them.
      await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload: { product_name: 'Azelaic Serum' } });
      expect((await app.inject({ method: 'GET', url: `/api/products/${id}` })).json<{ product: Product }>().product.details?.concerns).toEqual(['dark_spots']);
      const removed = await app.inject({ method: 'PUT', url: `/api/products/${id}`, headers: admin, payload: { details: null } });
      expect(removed.json<{ product: Product }>().product.details).toBeNull();
    });

    it('takes the details as a JSON field of a multipart form', async () => {
      const form = multipart([
        { name: 'product_name', value: 'Form Serum' },
        { name: 'price', value: '6' },
        { name: 'details', value: JSON.stringify(details) },
      ]);
      const res = await app.inject({ method: 'POST', url: '/api/products', headers: { ...admin, ...form.headers }, payload: form.payload });
      expect(res.statusCode).toBe(201);
      expect(res.json<{ product: Product }>().product.details).toEqual(details);
      const bad = multipart([{ name: 'product_name', value: 'Bad' }, { name: 'price', value: '6' }, { name: 'details', value: '{not json' }]);
      expect((await app.inject({ method: 'POST', url: '/api/products', headers: { ...admin, ...bad.headers }, payload: bad.payload })).statusCode).toBe(400);
    });

    it('reads the stock of a multipart form as the JSON body would: empty is not counted, digits a count, words refused', async () => {
      const create = (stock: string) => {
        const form = multipart([{ name: 'product_name', value: `Stock ${stock || 'empty'}` }, { name: 'price', value: '6' }, { name: 'stock', value: stock }]);
        return app.inject({ method: 'POST', url: '/api/products', headers: { ...admin, ...form.headers }, payload: form.payload });
      };
      const uncounted = await create('');
      expect(uncounted.statusCode).toBe(201);
      expect(uncounted.json<{ product: Product }>().product.stock_status).toBe('in_stock');
      const counted = await create('3');
      expect(counted.statusCode).toBe(201);
      expect(counted.json<{ product: Product }>().product.stock_left).toBe(3);
      const refused = await create('many');
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ errors: Array<{ field: string; message: string }> }>().errors).toEqual([{ field: 'stock', message: 'Stock must be a whole number' }]);
    });

    it('refuses details outside the vocabularies or limits, and keeps the product as it was', async () => {
      const [first] = await all('?search=Shea%20Hand%20Cream');
      const bad: Array<[Record<string, unknown>, string]> = [
        [{ ...details, product_type: 'potion' }, 'Product type must be one of'],
        [{ ...details, concerns: ['wrinkles'] }, 'Concerns must be one of'],
        [{ ...details, areas: [] }, 'Areas: choose at least one'],
        [{ ...details, free_of: ['fragrance', 'fragrance'] }, 'Free of: each at most once'],
        [{ ...details, how_to_use: 'x'.repeat(2001) }, 'How to use must be at most 2000 characters'],
        [{ ...details, spf: 0 }, 'SPF must be between 1 and 100'],
        [{ ...details, key_ingredients: [''] }, 'A key ingredient must not be empty'],
      ];
      for (const [payload, message] of bad) {
        const res = await app.inject({ method: 'PUT', url: `/api/products/${first!.product_id}`, headers: admin, payload: { details: payload } });
        expect(res.statusCode, message).toBe(400);
        expect(JSON.stringify(res.json()), message).toContain(message);
      }
      const after = (await app.inject({ method: 'GET', url: `/api/products/${first!.product_id}` })).json<{ product: Product }>().product;
      expect(after.details).toEqual(first!.details);
    });
  });
});
