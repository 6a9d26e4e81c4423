import { describe, expect, it } from 'vitest';
import { evalCatalog } from '../eval/catalog';
import { parseMessage } from './constraints';
import type { Comparison, OutOfCatalog } from './query';
import { parseQuantity } from './quantity';
import { answerLocally } from './assistant';
import type { SafetyFlags } from './safety';

// The parse of one message, field by field (issue 30): message -> expected part of the structure.
const parse = (message: string) => parseMessage(message, evalCatalog);
const id = (name: string) => evalCatalog.find((product) => product.product_name === name)!.product_id;

describe('the parse: quantity', () => {
  it.each<[string, number | undefined]>([
    ['two serums please', 2],
    ['show me 3 serums', 3],
    ['recommend four lip products', 4],
    ['a couple of face products for oily skin', 2],
    ['a pair of body oils', 2],
    ['a few vegan lip products', 3],
    ['just one moisturiser for dry skin', 1],
    ['a single sunscreen', 1],
    ['give me two', 2],
    ['show me five', 5],
    ['show me 4 body products', 4],
    ['of your lip products which one costs least', undefined],
    ['half a dozen body products', 6],
    ['twenty lip balms', 6],
    // Typos of number words.
    ['fiv products for dry skin', 5],
    ['thre serums', 3],
    // Numbers that count something else, and words a slip from a number word.
    ['a lip balm under two dollars', undefined],
    ['spf 30 sunscreen', undefined],
    ['for my 7 year old', undefined],
    ['3 steps routine', undefined],
    ['the cheapest one', undefined],
    ['one for my lips', undefined],
    ['looking for products for dry skin', undefined],
    ['a serum with 10% niacinamide', undefined],
    ['a few dark spots on my cheeks', undefined],
  ])('%s: %s', (message, count) => {
    expect(parse(message).constraints.count).toBe(count);
  });

  it('counts a product type only the catalog names', () => {
    expect(parseQuantity('two foot creams', (word) => word === 'foot' || word === 'cream')).toBe(2);
  });
});

describe('the parse: safety flags', () => {
  it.each<[string, SafetyFlags]>([
    ['a mole on my arm changed colour', { medical: 'mole' }],
    ['my pimple is infected and full of pus', { medical: 'infection' }],
    ['the rash keeps spreading', { medical: 'spreading' }],
    ['really painful cystic acne', { medical: 'pain' }],
    ["I'm pregnant, can I use retinol?", { medical: 'pregnancy-retinoid', pregnancy: true }],
    ['I am breastfeeding, is vitamin C ok?', { medical: 'pregnancy', pregnancy: true }],
    ['pregnant here, can I use the Vitamin C Serum?', { medical: 'pregnancy', pregnancy: true }],
    ['pregnant, which moisturiser suits dry skin?', { pregnancy: true }],
    ['expecting a baby, which moisturiser?', { pregnancy: true }],
    ['my lips are swelling and it is hard to breathe', { medical: 'emergency' }],
    ['I take accutane', { medical: 'medication', medicine: true }],
    ['I have an open cut on my finger', { medical: 'wound' }],
    ['I grazed my knee, which body lotion?', { medical: 'wound' }],
    ['a lotion for my baby', { child: true }],
    ['a face wash for my 8-year-old', { child: true }],
    ["I'm allergic to coconut", { allergy: true }],
    ['I have a nut allergy', { allergy: true }],
    ['my skin feels tight after washing', {}],
    ['I have dark spots on my cheeks', {}],
    ['what helps redness?', {}],
    ['spf for sunburn protection', {}],
    ['a lip oil with a bit of colour', {}],
    ['I am 30 years old with dry skin', {}],
  ])('%s', (message, flags) => {
    expect(parse(message).safety).toEqual(flags);
  });

  it('leaves out what is unsafe when the flag says so', () => {
    expect(parse('a body lotion for my toddler').constraints).toMatchObject({ types: ['body_lotion'], freeOf: ['fragrance'] });
    expect(parse("I'm pregnant, which serum for dark spots?").constraints.exclude?.ingredients).toEqual(['retinol']);
  });

  it.each<[string, string[]]>([
    ["I'm allergic to coconut, a body scrub?", ['coconut-oil']],
    ['allergy to shea butter, anything for my lips?', ['shea-butter']],
    ['what lip products are safe with a beeswax allergy', ['beeswax']],
    ['I have a severe nut allergy', ['almond-oil', 'shea-butter', 'coconut-oil']],
    ['cocoa butter allergy, a body lotion please', ['cocoa-butter']],
    ['alergic to almonds', ['almond-oil']],
  ])('excludes what an allergy names: %s', (message, ingredients) => {
    const c = parse(message).constraints;
    expect(c.exclude?.ingredients).toEqual(ingredients);
    expect(c.ingredients).toBeUndefined();
  });
});

describe('the parse: comparison to a named product', () => {
  it.each<[string, Comparison | undefined]>([
    ['something like the Body Glow but cheaper', { products: [id('Body Glow')], relation: 'cheaper', similar: true }],
    ['anything pricier than the Shea Night Cream?', { products: [id('Shea Night Cream')], relation: 'pricier', similar: false }],
    ['which is cheaper, the Lip Scrub or the Pink Lip Balm?', { products: [id('Lip Scrub'), id('Pink Lip Balm')], relation: 'cheaper', similar: false }],
    ['the Body Butter or the Cocoa Body Lotion: which is most expensive?', { products: [id('Body Butter'), id('Cocoa Body Lotion')], relation: 'pricier', similar: false }],
    ['an alternative to the Vitamin C Serum', { products: [id('Vitamin C Serum')], similar: true }],
    ['is the Body Butter vegan?', undefined],
    ['something cheaper', undefined],
  ])('%s', (message, comparison) => {
    expect(parse(message).comparison).toEqual(comparison);
  });
});

describe('the parse: things the shop does not sell', () => {
  it.each<[string, OutOfCatalog | undefined]>([
    ['do you sell shampoo?', { what: 'hair care', kind: 'product', known: true }],
    ['any paracetamol?', { what: 'medicines', kind: 'medicine', known: true }],
    ['something for dandruff', { what: 'the scalp', kind: 'need', known: true }],
    ['do you sell sunglasses?', { what: 'sunglasses', kind: 'product', known: false }],
    ['can i buy a phone charger', { what: 'phone charger', kind: 'product', known: false }],
    ['have you got contact lenses?', { what: 'contact lenses', kind: 'product', known: false }],
    ['can I get cough drops here', { what: 'cough drops', kind: 'medicine', known: true }],
    ['a moisturiser for dry skin', undefined],
  ])('%s', (message, out) => {
    expect(parse(message).outOfCatalog).toEqual(out);
  });
});

describe('the parse: one structure for the whole message', () => {
  it('holds every field a message gives at once', () => {
    const parsed = parse('I am pregnant: two fragrance free face moisturisers for dry skin under $8, no shea');
    expect(parsed.constraints).toMatchObject({
      family: 'moisturise',
      area: 'face',
      skinTypes: ['dry'],
      freeOf: ['fragrance'],
      price: { below: 8 },
      count: 2,
      exclude: { ingredients: ['shea-butter', 'retinol'] },
    });
    expect(parsed.safety).toEqual({ pregnancy: true });
    expect(parsed.comparison).toBeUndefined();
    expect(parsed.outOfCatalog).toBeUndefined();
  });
});

describe('the answer built from the parse', () => {
  const ask = (message: string) => answerLocally({ message, signedIn: true, catalog: evalCatalog });
  const linked = (content: string) => [...content.matchAll(/\[([^\]]+)\]\(\/products\/\d+\)/g)].map((match) => match[1]);

  it('shows and names as many products as asked, and says when fewer fit', () => {
    const two = ask('two lip balms please');
    expect(two.suggestions).toHaveLength(2);
    expect(linked(two.content)).toEqual(two.suggestions.map((product) => product.product_name));
    const one = ask('just one serum for dullness');
    expect(one.suggestions).toHaveLength(1);
    const many = ask('five toners');
    expect(many.suggestions).toHaveLength(1);
    expect(many.content).toMatch(/^We have only one product that fits, not 5\./);
  });

  it('changes the answer for a safety flag: who to ask, and nothing unsafe shown', () => {
    const child = ask('a body lotion for my toddler');
    expect(child.suggestions.length).toBeGreaterThan(0);
    expect(child.suggestions.every((product) => product.details?.free_of.includes('fragrance'))).toBe(true);
    expect(child.content).toContain("ask a pharmacist or your child's doctor");
    const pregnant = ask("I'm pregnant, which serum for dark spots?");
    expect(pregnant.medical).toBe(false);
    expect(pregnant.suggestions.length).toBeGreaterThan(0);
    expect(pregnant.content).toContain('I have left out anything with retinoids');
    const allergic = ask("I'm allergic to shea butter, a lip balm?");
    expect(allergic.suggestions.every((product) => !product.details?.ingredients.some((name) => /Butyrospermum/.test(name)))).toBe(true);
    expect(allergic.content).toContain('Check the full ingredient list');
    const wound = ask('I have an open cut on my hand, which hand cream?');
    expect(wound).toMatchObject({ medical: true, suggestions: [] });
    expect(wound.content).toMatch(/doctor or pharmacist/);
  });
});
