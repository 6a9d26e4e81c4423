import { freeOfFlags, productDetailsSchema } from '@nyansa/contract';
import { describe, expect, it } from 'vitest';
import { FREE_OF_BREAKERS as breaks } from '../chat/assistant/vocabulary';
import { seedProducts, type SeedProduct } from './seed-data';

const byKey = new Map(seedProducts.map((product) => [product.key, product]));
const sets = seedProducts.filter((product) => product.details.product_type === 'set');
const singles = seedProducts.filter((product) => product.details.product_type !== 'set');

function contentsOf(set: SeedProduct): SeedProduct[] {
  return (set.contains ?? []).map((key) => byKey.get(key)!);
}

describe('seed catalog details', () => {
  it('gives every product valid details', () => {
    for (const product of seedProducts) expect(productDetailsSchema.safeParse(product.details).success, product.key).toBe(true);
  });

  it('claims a product free of something exactly when its ingredient list has none of it', () => {
    for (const product of singles) {
      expect(product.details.ingredients.length, product.key).toBeGreaterThan(0);
      for (const flag of freeOfFlags) {
        const culprit = product.details.ingredients.find((name) => breaks[flag].test(name));
        expect(product.details.free_of.includes(flag), `${product.key} ${flag} (${culprit ?? 'none'})`).toBe(culprit === undefined);
      }
    }
  });

  it('keeps each description true: its own claims match the details', () => {
    for (const product of singles) {
      const { description, name, details } = product;
      if (/alcohol-free/i.test(description)) expect(details.free_of, product.key).toContain('alcohol');
      if (/sulphate-free/i.test(description)) expect(details.free_of, product.key).toContain('sulphates');
      if (/no added fragrance/i.test(description)) expect(details.free_of, product.key).toContain('fragrance');
      if (/scent/i.test(description)) expect(details.free_of, product.key).not.toContain('fragrance');
      if (/all skin types/i.test(description)) expect(details.skin_types, product.key).toHaveLength(6);
      const spf = /SPF (\d+)/.exec(`${name} ${description}`)?.[1];
      expect(details.spf, product.key).toBe(spf ? Number(spf) : null);
    }
    expect(byKey.get('hydrating-toner')!.details.ingredients[0]).toBe('Rosa Damascena Flower Water');
    expect(byKey.get('niacinamide-serum')!.details.ingredients).toEqual(expect.arrayContaining(['Niacinamide', 'Zinc PCA']));
  });

  it('describes a set by what its products share', () => {
    expect(sets.map((set) => set.key).sort()).toEqual(['full-set', 'pouch-starter-pack']);
    for (const set of sets) {
      const contents = contentsOf(set);
      expect(contents.length, set.key).toBeGreaterThan(1);
      const shared = <T extends string>(pick: (product: SeedProduct) => readonly T[]) =>
        [...new Set(contents.flatMap(pick))].filter((value) => contents.every((product) => pick(product).includes(value))).sort();
      const union = <T extends string>(pick: (product: SeedProduct) => readonly T[]) => [...new Set(contents.flatMap(pick))].sort();
      expect([...set.details.free_of].sort(), set.key).toEqual(shared((product) => product.details.free_of));
      expect([...set.details.skin_types].sort(), set.key).toEqual(shared((product) => product.details.skin_types));
      expect([...set.details.concerns].sort(), set.key).toEqual(union((product) => product.details.concerns));
      expect([...set.details.areas].sort(), set.key).toEqual(union((product) => product.details.areas));
    }
  });
});
