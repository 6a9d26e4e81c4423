import type { ProductType } from '@nyansa/contract';
import { describe, expect, it } from 'vitest';
import { evalCatalog, type EvalProduct } from '../eval/catalog';
import { answerLocally } from './assistant';
import { catalogVocabulary } from './catalog-vocabulary';

// A product of a type and with an ingredient that no table of the assistant names.
const footCream: EvalProduct = {
  product_id: 900,
  product_name: 'Heel Rescue',
  description: 'A thick balm that softens cracked heels overnight.',
  category: 'body',
  price: 4.25,
  details: {
    ...evalCatalog[21]!.details,
    product_type: 'foot_cream' as ProductType,
    areas: ['body'],
    key_ingredients: ['Baobab seed oil', 'Urea'],
    ingredients: ['Aqua', 'Adansonia Digitata (Baobab) Seed Oil', 'Urea', 'Glycerin'],
  },
};
const catalog = [...evalCatalog, footCream];
const ask = (message: string) => answerLocally({ message, signedIn: false, catalog });
const names = (message: string) => ask(message).suggestions.map((product) => product.product_name);

describe("the vocabulary derived from the catalog's own data", () => {
  it('knows the types and ingredients of the catalog that the fixed vocabulary does not', () => {
    const vocabulary = catalogVocabulary(catalog);
    expect(vocabulary.types).toEqual([[{ types: ['foot_cream'] }, ['foot cream', 'foot creams', 'footcream']]]);
    expect(vocabulary.ingredients.map(([id]) => id)).toEqual(expect.arrayContaining(['named:baobab', 'named:urea']));
    expect(catalogVocabulary(evalCatalog).types).toEqual([]);
  });

  it('answers for a new type and a new ingredient with no change of code', () => {
    expect(names('do you have a foot cream?')).toEqual(['Heel Rescue']);
    expect(names('anything with baobab oil?')).toEqual(['Heel Rescue']);
    expect(names('which products have urea')).toEqual(['Heel Rescue']);
    expect(ask('a foot cream with baobab').content).toContain('Heel Rescue');
    // Misspelt, with the catalog's words in the spelling corrector.
    expect(names('anything with baobob?')).toEqual(['Heel Rescue']);
  });

  it('excludes a new ingredient, and says plainly when nothing has it', () => {
    expect(names('a body product without baobab')).not.toContain('Heel Rescue');
    const reply = answerLocally({ message: 'anything with baobab?', signedIn: false, catalog: evalCatalog });
    expect(reply.suggestions).toEqual([]);
  });
});
