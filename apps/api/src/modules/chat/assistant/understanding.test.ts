import { describe, expect, it } from 'vitest';
import { seedProducts } from '../../catalog/seed-data';
import { evalCatalog } from '../eval/catalog';
import { answerLocally } from './assistant';
import { setContents } from './product-info';
import { profiled } from './profile';

const ask = (message: string) => answerLocally({ message, signedIn: true, catalog: evalCatalog });
const names = (products: readonly { product_name: string }[]) => products.map((product) => product.product_name);

describe('sets: what they hold, read from their own words', () => {
  it("finds every product each seed set contains in the set's description and how-to-use", () => {
    const catalog = profiled(evalCatalog);
    const byKey = new Map(seedProducts.map((product) => [product.key, product.name]));
    for (const seed of seedProducts.filter((product) => product.contains)) {
      const set = catalog.find((product) => product.product_name === seed.name)!;
      expect(names(setContents(set, catalog)).sort(), seed.name).toEqual(seed.contains!.map((key) => byKey.get(key)!).sort());
    }
  });

  it('names the sets that hold a product, or says it is sold on its own', () => {
    expect(ask('is the Vitamin C Serum in any kit?').suggestions.map((p) => p.product_name).sort()).toEqual(['Full Set', 'Nyansa Pouch Starter Pack']);
    const alone = ask('which set has the Moringa Body Oil?');
    expect(alone.content).toContain('sold on its own');
    expect(alone.suggestions).toEqual([]);
  });
});

describe('comparing named products by price', () => {
  it('says which of two costs less, or more, with both prices as listed', () => {
    const cheaper = ask('is the Coffee Body Scrub or the Body Butter cheaper?');
    expect(cheaper.content).toBe('[Coffee Body Scrub](/products/10), $5.29, costs less than [Body Butter](/products/22), $5.99.');
    expect(names(cheaper.products)).toEqual(['Coffee Body Scrub', 'Body Butter']);
    expect(ask('which is more expensive: Shea Lip Butter or Pink Lip Balm').content).toMatch(/^\[Pink Lip Balm\]\(\/products\/23\), \$1\.99, costs more than \[Shea Lip Butter\]/);
  });
});

describe('goods the shop does not sell', () => {
  it('says plainly that it does not sell goods nothing in the catalog or vocabulary names', () => {
    for (const [message, goods] of [['do you sell sunglasses', 'sunglasses'], ['got any vitamins?', 'vitamins'], ['can I buy a phone charger here?', 'phone charger']] as const) {
      const reply = ask(message);
      expect(reply.content, message).toMatch(new RegExp(`^We do not sell ${goods}:`));
      expect(reply.products).toEqual([]);
    }
  });

  it('keeps out-of-scope talk that asks for no goods out of it', () => {
    expect(ask('I want to be happy').content).not.toContain('We do not sell');
    expect(ask('do you sell anything for dry lips?').products.length).toBeGreaterThan(0);
  });
});

describe('superlatives in other words', () => {
  it('reads hyphenated and plain price words as one product, with why', () => {
    const reply = ask('the lowest-priced serum you have');
    expect(names(reply.suggestions)).toEqual(['Vitamin C Serum']);
    expect(reply.content).toContain('The cheapest of our serums');
    expect(ask('which body product is the most costly?').content).toMatch(/^The most expensive of our products for the body is \[Body Glow\]/);
    expect(names(ask('of your lip products which one costs least').suggestions)).toEqual(['Lip Scrub']);
  });
});
