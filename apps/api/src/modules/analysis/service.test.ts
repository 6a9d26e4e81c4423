import type { SkinConcern } from '@nyansa/skin-analysis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { productsForConcerns } from './service';

// The analysis recommends from the whole catalog through the catalog's search: products that list
// the concern found, for the face, the best rated first.

describe('products for the concerns of an analysis', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  const recommend = (concerns: SkinConcern[], limit = 4) => productsForConcerns(app.testing.database.db, concerns, limit);

  it('suggests face products that treat each concern found', async () => {
    for (const [concern, treats] of [
      ['dryness', ['dryness']],
      ['oiliness', ['oiliness']],
      ['dark-circles', ['dark_circles']],
      ['hyperpigmentation', ['dark_spots']],
      ['blemishes', ['acne']],
    ] as const) {
      const products = await recommend([concern]);
      expect(products.length, concern).toBeGreaterThan(0);
      for (const product of products) {
        expect(product.details!.concerns.some((c) => (treats as readonly string[]).includes(c)), `${concern}: ${product.product_name}`).toBe(true);
        expect(product.details!.areas.some((area) => area === 'face' || area === 'eyes')).toBe(true);
      }
    }
    expect((await recommend(['dark-circles'])).map((p) => p.product_name)).toContain('Brightening Under-Eye Cream');
  });

  it('covers several concerns without repeating a product, within the limit', async () => {
    const products = await recommend(['dryness', 'oiliness', 'redness', 'dark-circles'], 4);
    expect(products).toHaveLength(4);
    expect(new Set(products.map((p) => p.product_id)).size).toBe(4);
  });

  it('finds a product however old it is: the search reads the whole catalog, not the newest few', async () => {
    const [oldest] = await app.testing.database.query<{ id: number }>(
      `UPDATE products SET created_at = now() - interval '10 years', concerns = '{dark_circles}', areas = '{eyes}' WHERE id = (SELECT min(id) FROM products) RETURNING id`,
    );
    expect((await recommend(['dark-circles'])).map((p) => p.product_id)).toContain(oldest!.id);
  });

  it('suggests the everyday basics when nothing stands out', async () => {
    const types = (await recommend([])).map((p) => p.details!.product_type);
    expect(types).toEqual(expect.arrayContaining(['cleanser', 'moisturiser']));
  });
});
