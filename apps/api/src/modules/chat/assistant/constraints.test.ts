import { describe, expect, it } from 'vitest';
import { evalCatalog } from '../eval/catalog';
import { parseMessage } from './constraints';
import type { Constraints } from './query';
import { parsePrice } from './price';
import { spellingCorrector, writeOut } from './spelling';
import { PRODUCT_WORDS } from './vocabulary';

function parse(message: string): Constraints {
  return parseMessage(message, evalCatalog).constraints;
}

describe('reading a message into constraints', () => {
  it.each<[string, Constraints]>([
    ['I have dry sensitive skin, what routine?', { skinTypes: ['dry', 'sensitive'], routine: true }],
    ['acne-prone moisturiser under $10', { family: 'moisturise', skinTypes: ['acne_prone'], price: { below: 10 } }],
    ['a lip balm under $15', { types: ['lip_balm'], price: { below: 15 } }],
    ['serum between 5 and 20', { types: ['serum'], price: { min: 5, max: 20 } }],
    ['cheapest body butter', { types: ['body_butter'], sort: 'cheapest', superlative: 'cheapest' }],
    ['something for dark spots, not for the body', { concerns: ['dark_spots'], exclude: { areas: ['body'] } }],
    ['toner without alcohol or fragrance', { types: ['toner'], freeOf: ['alcohol', 'fragrance'] }],
    ['fragrance-free moisturiser for dry, flaky skin', { family: 'moisturise', skinTypes: ['dry'], concerns: ['dryness'], freeOf: ['fragrance'] }],
    ['dry cracked lips', { area: 'lips', concerns: ['dryness'] }],
    ['my skin is oily, not dry', { skinTypes: ['oily'] }],
    ['combination skin, oily t-zone and dry cheeks', { skinTypes: ['combination'], area: 'face' }],
    ['a moisturiser, no SPF please', { family: 'moisturise', exclude: { spf: true } }],
    ['spf 50 sunscreen', { spf: 50 }],
    ['a cleanser, toner and moisturiser', { types: ['cleanser', 'toner', 'moisturiser'] }],
    ['I have a nut allergy, which lip balm?', { types: ['lip_balm'], exclude: { ingredients: ['almond-oil', 'shea-butter', 'coconut-oil'] } }],
    ['mineral oil free lip balm', { types: ['lip_balm'], freeOf: ['mineral_oil'] }],
    ['morning routine', { routine: true, time: 'morning' }],
    ['moisturzer for dry skin', { family: 'moisturise', skinTypes: ['dry'] }],
  ])('%s', (message, expected) => {
    const { keywords: _keywords, ...constraints } = parse(message);
    expect(constraints).toEqual(expected);
  });

  it('names catalog products in full, or by enough of their name after "the"', () => {
    expect(parseMessage('is the Hibiscus Shower Gel fragrance free?', evalCatalog).named).toEqual([12]);
    expect(parseMessage('how often should I use the clay mask?', evalCatalog).named).toEqual([6]);
    // A name made of shopping words is a description unless it is written as the name or pointed at.
    expect(parseMessage('do you have a body butter?', evalCatalog).named).toEqual([]);
    expect(parseMessage('is the body butter vegan?', evalCatalog).named).toEqual([22]);
    expect(parseMessage('something like the Body Glow but cheaper', evalCatalog)).toMatchObject({ named: [24], comparison: { products: [24], relation: 'cheaper', similar: true } });
    expect(parseMessage('anything but the Body Butter', evalCatalog).constraints.exclude).toEqual({ productIds: [22] });
  });

  it('says when a need is one the catalog does not serve', () => {
    expect(parseMessage('anything for my dry scalp?').outOfCatalog).toEqual({ what: 'the scalp', kind: 'need', known: true });
    expect(parseMessage('stretch marks on my tummy').outOfCatalog?.what).toBe('stretch marks');
  });
});

describe('reading prices', () => {
  it.each([
    ['under $10', { range: { below: 10 } }],
    ['less than 8 dollars', { range: { below: 8 } }],
    ['under ten dollars', { range: { below: 10 } }],
    ['max $12', { range: { max: 12 } }],
    ['$10 or less', { range: { max: 10 } }],
    ['nothing over 8 dollars', { range: { max: 8 } }],
    ['no more than $6', { range: { max: 6 } }],
    ['budget 45', { range: { max: 45 } }],
    ['between five and twenty dollars', { range: { min: 5, max: 20 } }],
    ['from $2 to $3', { range: { min: 2, max: 3 } }],
    ['over $6', { range: { above: 6 } }],
    ['the cheapest one', { sort: 'cheapest', superlative: 'cheapest' }],
    ['something cheaper?', { relative: 'cheaper' }],
    ['a more expensive one', { relative: 'pricier' }],
    ['SPF 30 with 10% niacinamide, in my 30s', {}],
    ['I have 2 kids', {}],
  ])('%s', (message, expected) => {
    expect(parsePrice(message)).toEqual(expected);
  });
});

describe('spelling', () => {
  it('puts right slips and dropped vowels, and leaves common words and other words alone', () => {
    const correct = spellingCorrector([PRODUCT_WORDS]);
    expect(correct('sunscren')).toBe('sunscreen');
    expect(correct('sunscrn')).toBe('sunscreen');
    expect(['moisturizer', 'moisturiser']).toContain(correct('moisturzier'));
    expect(correct('most')).toBe('most');
    expect(correct('beach')).toBe('beach');
  });

  it('writes out shorthand, but not a price', () => {
    expect(writeOut('need a sunscrn 4 d beach pls')).toBe('need a sunscrn for the beach please');
    expect(writeOut('a lip balm under 4 dollars')).toBe('a lip balm under 4 dollars');
    expect(writeOut('show me 4 body products')).toBe('show me 4 body products');
    expect(writeOut('good 4 dry skin')).toBe('good for dry skin');
    expect(writeOut('do u have anything wth shea')).toBe('do you have anything with shea');
  });
});
