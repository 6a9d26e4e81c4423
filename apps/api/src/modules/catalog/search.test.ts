import type { ProductListResponse, ProductSuggestResponse } from '@nyansa/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { products } from '../../db/schema/index';
import { countProducts, pageAnchors, searchProducts, searchProductsCounted, spellingSuggestion, whereOf, type CatalogQuery } from './search';
import { seedProducts } from './seed-data';

// The catalog's search on the seeded catalog, on PGlite and PostgreSQL alike: full-text with the
// name weighted over the description, ingredients and concerns found too, "Did you mean" for a
// typo, the search box's suggestions, the bounded count, and the stored rating columns.

const textOf = (p: (typeof seedProducts)[number]) => `${p.name} ${p.description}`.toLowerCase();

describe('catalog search', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const list = async (query: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(res.statusCode).toBe(200);
    return res.json<ProductListResponse>();
  };
  const names = (page: ProductListResponse) => page.products.map((p) => p.product_name);

  it("keeps the words' counts through a stock update (no word changed) and moves them with a rename", async () => {
    const db = app.testing.database;
    const count = async (term: string) =>
      (await db.query<{ products: number }>('SELECT products FROM catalog_terms WHERE term = $1', [term]))[0]?.products ?? 0;
    const [product] = await db.query<{ id: number }>("SELECT id FROM products WHERE name = 'Vitamin C Serum'");
    // The row version of the word's count: it changes whenever the row is written, even to the same value.
    const version = async (term: string) => (await db.query<{ v: string }>('SELECT xmin::text AS v FROM catalog_terms WHERE term = $1', [term]))[0]?.v;
    const serums = await count('serum');
    const written = await version('serum');
    expect(serums).toBeGreaterThan(0);
    // A checkout's stock update writes no word's count (it used to take each off and put it back, and
    // two checkouts of products sharing words deadlocked on PostgreSQL).
    await db.query('UPDATE products SET stock = coalesce(stock, 100) - 1 WHERE id = $1', [product!.id]);
    expect(await version('serum')).toBe(written);
    expect(await count('serum')).toBe(serums);
    try {
      await db.query("UPDATE products SET name = 'Vitamin C Zephyrine' WHERE id = $1", [product!.id]);
      expect(await count('zephyrine')).toBe(1);
    } finally {
      await db.query("UPDATE products SET name = 'Vitamin C Serum' WHERE id = $1", [product!.id]);
    }
    expect(await count('zephyrine')).toBe(0);
    expect(await count('serum')).toBe(serums);
  });

  it('ranks a name match above a description match, and counts exactly what it finds', async () => {
    const page = await list('?search=shea&limit=100');
    const inName = seedProducts.filter((p) => p.name.toLowerCase().includes('shea')).map((p) => p.name);
    const inDescription = seedProducts.filter((p) => !p.name.toLowerCase().includes('shea') && p.description.toLowerCase().includes('shea')).map((p) => p.name);
    expect(inName.length).toBeGreaterThan(0);
    expect(inDescription.length).toBeGreaterThan(0);
    expect(names(page).slice(0, inName.length).sort()).toEqual([...inName].sort());
    expect(names(page)).toEqual(expect.arrayContaining(inDescription));
    expect(page.pagination).toMatchObject({ total: page.products.length, total_exact: true, has_more: false });
    expect(page.suggestion).toBeNull();
  });

  it('ranks the products whose name has every word first, the best rated first, then the others by their text, and pages through both tiers', async () => {
    const database = app.testing.database;
    const shea = await list('?search=shea&limit=100');
    const inName = shea.products.filter((p) => p.product_name.toLowerCase().includes('shea'));
    expect(inName.length).toBeGreaterThanOrEqual(3);
    // The last two name matches get reviews: the better rated one first, then the other, then the unrated.
    const [better, worse] = [inName.at(-1)!, inName.at(-2)!];
    const [user] = await database.query<{ id: number }>(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('tier@example.com', 'x', 'T', 'R') RETURNING id`);
    await database.query('INSERT INTO reviews (product_id, user_id, rating) VALUES ($1, $3, 5), ($2, $3, 2)', [better.product_id, worse.product_id, user!.id]);
    // A description match rated better still stays below every name match.
    const described = shea.products.find((p) => !p.product_name.toLowerCase().includes('shea'))!;
    const [other] = await database.query<{ id: number }>(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('tier2@example.com', 'x', 'T', 'S') RETURNING id`);
    await database.query('INSERT INTO reviews (product_id, user_id, rating) VALUES ($1, $2, 5)', [described.product_id, other!.id]);
    // Reviews written in SQL do not clear the read cache (the review service's writes do): the order
    // is read from the search itself here, and through the listing with words not searched before.
    const search = async (limit: number, offset = 0) => (await searchProducts(database.db, { text: 'shea', limit, offset })).map((row) => row.id);
    const ranked = (await list('?search=Shea&limit=99')).products;
    expect(ranked.map((p) => p.product_id)).toEqual(await search(99));
    expect(ranked.slice(0, 2).map((p) => p.product_id)).toEqual([better.product_id, worse.product_id]);
    expect(ranked.slice(0, inName.length).every((p) => p.product_name.toLowerCase().includes('shea'))).toBe(true);
    expect(ranked.slice(inName.length).some((p) => p.product_id === described.product_id)).toBe(true);
    // Within the name tier: the best rated first, unrated last, the newest first among equals.
    const named = ranked.slice(0, inName.length);
    const key = (p: (typeof named)[number]) => [p.rating_average ?? -1, p.rating_count, p.product_id];
    const sorted = [...named].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      return y[0]! - x[0]! || y[1]! - x[1]! || y[2]! - x[2]!;
    });
    expect(named.map((p) => p.product_id)).toEqual(sorted.map((p) => p.product_id));
    // Every page size walks the same order, across the boundary of the two tiers, without a gap or
    // a repeat: the search's own pages, and the listing's (read by id from the ranking it keeps).
    for (const limit of [1, 2, 3, 5]) {
      const pages: number[] = [];
      const listed: number[] = [];
      for (let page = 1; pages.length < ranked.length; page += 1) {
        const got = await search(limit, (page - 1) * limit);
        expect(got.length).toBeGreaterThan(0);
        expect(got.length).toBeLessThanOrEqual(limit);
        pages.push(...got);
        listed.push(...(await list(`?search=Shea&limit=${limit}&page=${page}`)).products.map((p) => p.product_id));
      }
      expect(pages).toEqual(ranked.map((p) => p.product_id));
      expect(listed).toEqual(pages);
    }
    await database.query('DELETE FROM reviews WHERE user_id IN ($1, $2)', [user!.id, other!.id]);
  });

  it('finds products by an ingredient or a concern their name and description do not mention', async () => {
    const byIngredient = names(await list('?search=panthenol&limit=100'));
    const withPanthenol = seedProducts.filter((p) => [...p.details.ingredients, ...p.details.key_ingredients].some((i) => i.toLowerCase().includes('panthenol')));
    expect(withPanthenol.some((p) => !textOf(p).includes('panthenol'))).toBe(true);
    expect(byIngredient.sort()).toEqual(withPanthenol.map((p) => p.name).sort());

    const byConcern = names(await list('?search=dark%20spots&limit=100'));
    const forDarkSpots = seedProducts.filter((p) => p.details.concerns.includes('dark_spots'));
    expect(forDarkSpots.some((p) => !textOf(p).includes('dark spot'))).toBe(true);
    expect(byConcern).toEqual(expect.arrayContaining(forDarkSpots.map((p) => p.name)));
  });

  it('matches the beginning of a word, so a half-typed word finds its products', async () => {
    expect(names(await list('?search=sunscr'))).toContain('Sunscreen Cream');
  });

  it('finds with every beginning of a word every product with a word so begun, though its english stem does not begin so (issue 29)', async () => {
    const { db } = app.testing.database;
    const found = async (text: string) => new Set((await db.select({ name: products.name }).from(products).where(whereOf({ text, limit: 1 }))).map((row) => row.name));
    // The words of a product's document as a shopper reads them: name, description, ingredients, concerns, type and category.
    const documentWords = (p: (typeof seedProducts)[number]) =>
      [p.name, p.description, ...p.details.key_ingredients, ...p.details.ingredients, ...p.details.concerns, p.details.product_type, p.category].join(' ').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    // "hydrati" is no beginning of 'hydrat', the english stem of hydrating; "sensiti" none of 'sensit'; "to" is a stop word.
    const words = ['hydrating', 'moisturiser', 'niacinamide', 'brightening', 'sensitivity', 'cleansing', 'nourishing', 'dullness', 'glycerin', 'toner', 'shea'];
    const missing: string[] = [];
    for (const word of words) {
      for (let length = 1; length <= word.length; length += 1) {
        const prefix = word.slice(0, length);
        const expected = seedProducts.filter((p) => documentWords(p).some((w) => w.startsWith(prefix))).map((p) => p.name);
        expect(expected.length, prefix).toBeGreaterThan(0);
        const byPrefix = await found(prefix);
        if (expected.some((name) => !byPrefix.has(name))) missing.push(prefix);
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds half-typed words in the listing, its name tier, the suggestions and with other words', async () => {
    const hydrating = await list('?search=hydrati');
    expect(names(hydrating)[0]).toBe('Hydrating Rose Toner');
    expect(hydrating.suggestion).toBeNull();
    expect(names(await list('?search=Hydrati%20rose'))).toEqual(['Hydrating Rose Toner']);
    expect(names(await list('?search=brighteni&sort=rating'))).toContain('Brightening Under-Eye Cream');
    const suggested = (await app.inject({ method: 'GET', url: '/api/products/suggest?q=hydratin' })).json<ProductSuggestResponse>();
    expect(suggested.products.map((p) => p.product_name)).toContain('Hydrating Rose Toner');
    // A stop word among other words is no word to find, as before; alone it is the beginning of one ("to": toner).
    const { db } = app.testing.database;
    const ids = async (text: string) => (await searchProducts(db, { text, limit: 100 })).map((row) => row.id).sort();
    expect(await ids('shea cream for dry skin')).toEqual(await ids('shea cream dry skin'));
    expect(names(await list('?search=to&limit=100'))).toContain('Hydrating Rose Toner');
  });

  it('offers "Did you mean" for a typo, a correction that finds products, and none when the search finds some', async () => {
    const typo = await list('?search=sunscrean');
    expect(typo.products).toEqual([]);
    expect(typo.pagination).toMatchObject({ total: 0, total_pages: 0, has_more: false });
    expect(typo.suggestion).toBe('sunscreen');
    expect(names(await list(`?search=${typo.suggestion}`))).toContain('Sunscreen Cream');
    expect((await list('?search=sunscrean%20cream')).suggestion).toBe('sunscreen cream');
    // Nothing close: no suggestion rather than a wild guess.
    expect((await list('?search=xqzvwk')).suggestion).toBeNull();
    // Within a filter, only a correction that finds something there is offered.
    expect((await list('?search=sunscrean&category=lip')).suggestion).toBeNull();
    const { db } = app.testing.database;
    expect(await spellingSuggestion(db, 'niacinamyde')).toBe('niacinamide');
    // The beginning of a word the catalog has is no typo: it finds that word's products (issue 29).
    expect(await spellingSuggestion(db, 'niacinamid')).toBeNull();
    expect(await spellingSuggestion(db, 'hydrati sunscrean')).toBe('hydrati sunscreen');
  });

  it('suggests products and categories as the shopper types, and refuses an empty text', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/products/suggest?q=sunsc' });
    expect(res.statusCode).toBe(200);
    const body = res.json<ProductSuggestResponse>();
    expect(body.products.map((p) => p.product_name)).toContain('Sunscreen Cream');
    expect(body.products[0]).toEqual({ product_id: expect.any(Number), product_name: expect.any(String), price: expect.any(Number), image_url: expect.any(String), category: expect.any(String) });
    expect(body.categories).toEqual([]);
    const lip = (await app.inject({ method: 'GET', url: '/api/products/suggest?q=lip' })).json<ProductSuggestResponse>();
    expect(lip.categories).toEqual(['lip']);
    expect(lip.products.length).toBeGreaterThan(0);
    expect(lip.products.length).toBeLessThanOrEqual(6);
    const empty = await app.inject({ method: 'GET', url: '/api/products/suggest?q=%20' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ success: false, message: 'Type something to search' });
  });

  it('takes every constraint a question can set: types, skin types, free-of, SPF, ingredients wanted and not, price, excluded ids', async () => {
    const { db } = app.testing.database;
    const rows = await searchProducts(db, { skinTypes: ['sensitive'], freeOf: ['fragrance'], minSpf: 30, limit: 50 });
    const expected = seedProducts.filter((p) => p.details.skin_types.includes('sensitive') && p.details.free_of.includes('fragrance') && (p.details.spf ?? 0) >= 30);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => r.name).sort()).toEqual(expected.map((p) => p.name).sort());

    const withGlycerin = await searchProducts(db, { ingredients: ['glycerin'], excludeIngredients: ['shea'], productTypes: ['cleanser', 'moisturiser'], maxPriceCents: 1000, limit: 50 });
    const expectedGlycerin = seedProducts.filter((p) => {
      const all = [...p.details.ingredients, ...p.details.key_ingredients].map((i) => i.toLowerCase());
      return all.some((i) => i.includes('glycerin')) && !all.some((i) => i.includes('shea')) && ['cleanser', 'moisturiser'].includes(p.details.product_type) && p.price <= 10;
    });
    expect(expectedGlycerin.length).toBeGreaterThan(0);
    expect(withGlycerin.map((r) => r.name).sort()).toEqual(expectedGlycerin.map((p) => p.name).sort());

    const first = withGlycerin[0]!;
    const without = await searchProducts(db, { ingredients: ['glycerin'], excludeIngredients: ['shea'], productTypes: ['cleanser', 'moisturiser'], maxPriceCents: 1000, excludeIds: [first.id], limit: 50 });
    expect(without.map((r) => r.id)).not.toContain(first.id);
    expect(without).toHaveLength(withGlycerin.length - 1);
  });

  it('counts up to a bound and says when there are more', async () => {
    const { db } = app.testing.database;
    expect(await countProducts(db, { limit: 1 }, 5)).toEqual({ count: 5, exact: false });
    expect(await countProducts(db, { limit: 1 }, 1000)).toEqual({ count: seedProducts.length, exact: true });
    expect(await countProducts(db, { categories: ['lip'], limit: 1 }, 1000)).toEqual({ count: seedProducts.filter((p) => p.category === 'lip').length, exact: true });
    // The same count with the page, in one statement; an empty page brings none.
    const lips = await searchProductsCounted(db, { categories: ['lip'], sort: 'price', order: 'ASC', limit: 2 }, 1000);
    expect(lips.rows.map((row) => row.id)).toEqual((await searchProducts(db, { categories: ['lip'], sort: 'price', order: 'ASC', limit: 2 })).map((row) => row.id));
    expect(lips.counted).toEqual({ count: seedProducts.filter((p) => p.category === 'lip').length, exact: true });
    expect((await searchProductsCounted(db, { limit: 2 }, 5)).counted).toEqual({ count: 5, exact: false });
    expect((await searchProductsCounted(db, { text: 'shea', limit: 2 }, 1000)).counted).toEqual(await countProducts(db, { text: 'shea', limit: 1 }, 1000));
    expect(await searchProductsCounted(db, { categories: ['lip'], limit: 2, offset: 100 }, 1000)).toEqual({ rows: [], counted: null });
  });

  it('keeps the stored rating columns right when a review is written, edited, hidden, shown or deleted', async () => {
    const database = app.testing.database;
    const [product] = await database.query<{ id: number }>('SELECT id FROM products ORDER BY id LIMIT 1');
    const users = await database.query<{ id: number }>(
      `INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('r1@example.com', 'x', 'A', 'B'), ('r2@example.com', 'x', 'C', 'D') RETURNING id`,
    );
    const rating = async () => (await database.query<{ rating_average: number | null; rating_count: number }>('SELECT rating_average, rating_count FROM products WHERE id = $1', [product!.id]))[0];
    const [first] = await database.query<{ id: number }>('INSERT INTO reviews (product_id, user_id, rating) VALUES ($1, $2, 5) RETURNING id', [product!.id, users[0]!.id]);
    expect(await rating()).toEqual({ rating_average: 5, rating_count: 1 });
    await database.query('INSERT INTO reviews (product_id, user_id, rating) VALUES ($1, $2, 2)', [product!.id, users[1]!.id]);
    expect(await rating()).toEqual({ rating_average: 3.5, rating_count: 2 });
    await database.query('UPDATE reviews SET rating = 4 WHERE id = $1', [first!.id]);
    expect(await rating()).toEqual({ rating_average: 3, rating_count: 2 });
    await database.query('UPDATE reviews SET hidden_at = now() WHERE id = $1', [first!.id]);
    expect(await rating()).toEqual({ rating_average: 2, rating_count: 1 });
    await database.query('UPDATE reviews SET hidden_at = NULL WHERE id = $1', [first!.id]);
    expect(await rating()).toEqual({ rating_average: 3, rating_count: 2 });
    await database.query('DELETE FROM reviews WHERE product_id = $1', [product!.id]);
    expect(await rating()).toEqual({ rating_average: null, rating_count: 0 });
  });

  it('sorts by rating, the best first and unrated last', async () => {
    const database = app.testing.database;
    const [a, b] = await database.query<{ id: number }>('SELECT id FROM products ORDER BY id DESC LIMIT 2');
    const [user] = await database.query<{ id: number }>(`INSERT INTO users (email, password_hash, first_name, last_name) VALUES ('r3@example.com', 'x', 'E', 'F') RETURNING id`);
    await database.query('INSERT INTO reviews (product_id, user_id, rating) VALUES ($1, $3, 3), ($2, $3, 5)', [a!.id, b!.id, user!.id]);
    const page = await list('?sort=rating&limit=100');
    expect(page.products.slice(0, 2).map((p) => p.product_id)).toEqual([b!.id, a!.id]);
    expect(page.products.at(-1)!.rating_average).toBeNull();
  });

  it('starts a deep page after a kept product of its order, with the same products as counting from the top', async () => {
    const { db } = app.testing.database;
    const ids = async (query: CatalogQuery) => (await searchProducts(db, query)).map((row) => row.id);
    const orders: CatalogQuery[] = [
      { sort: 'created_at', order: 'DESC', limit: 3 },
      { sort: 'created_at', order: 'ASC', limit: 3 },
      { sort: 'price', order: 'ASC', limit: 3 },
      { sort: 'price', order: 'DESC', categories: ['skincare'], limit: 2 },
      { sort: 'product_name', order: 'ASC', limit: 4 },
      { sort: 'product_name', order: 'DESC', text: 'cream', limit: 2 },
    ];
    for (const query of orders) {
      const anchors = await pageAnchors(db, query, 4);
      expect(anchors!.length).toBeGreaterThan(0);
      for (const [i, anchor] of anchors!.entries()) {
        for (const skip of [0, 1, 3]) expect(await ids({ ...query, after: anchor, offset: skip })).toEqual(await ids({ ...query, offset: (i + 1) * 4 + skip }));
      }
    }
    // Rating and relevance orders have none: their pages count from the top.
    expect(await pageAnchors(db, { sort: 'rating', limit: 3 }, 4)).toBeNull();
    expect(await pageAnchors(db, { text: 'shea', sort: 'relevance', limit: 3 }, 4)).toBeNull();
  });

  it('suggests the best rated products with the words also when the best rated of the whole catalog have none of them', async () => {
    const database = app.testing.database;
    // Sixty newer unrated products without the words: the best rated first puts them before every seeded one.
    await database.query(
      `INSERT INTO products (name, description, price_cents, image_url, category) SELECT 'Filler ' || g, 'Plain', 500, '/images/products/filler.webp', 'body' FROM generate_series(1, 60) AS g`,
    );
    try {
      const expected = async (prefix: string, limit: number) =>
        (
          await database.query<{ id: number }>(
            `SELECT id FROM products WHERE deleted_at IS NULL AND search_vector @@ (to_tsquery('english', $1) || to_tsquery('simple', $1))
              ORDER BY rating_average DESC NULLS LAST, rating_count DESC, id DESC LIMIT $2`,
            [`'${prefix}':*`, limit],
          )
        ).map((row) => row.id);
      for (const prefix of ['sunsc', 'serum', 'shea', 'fill', 'hydrati', 'sensiti']) {
        for (const limit of [1, 2, 6]) {
          const found = await searchProducts(database.db, { text: prefix, sort: 'rating', limit });
          expect(found.map((row) => row.id)).toEqual(await expected(prefix, limit));
        }
      }
      expect((await searchProducts(database.db, { text: 'sunsc', sort: 'rating', limit: 6 })).map((row) => row.name)).toContain('Sunscreen Cream');
      expect(await searchProducts(database.db, { text: 'zqxw', sort: 'rating', limit: 6 })).toEqual([]);
    } finally {
      await database.query("DELETE FROM products WHERE name LIKE 'Filler %'");
    }
  });
});
