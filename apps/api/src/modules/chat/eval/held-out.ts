// The held-out questions (issue 30): generated from the catalog's own data by templates and
// paraphrase lists written before the assistant's understanding was rebuilt, and never read one
// by one while tuning it (only the score per kind). The expectations are computed from the data
// here, with no code of the assistant, so the two can disagree.
import type { FreeOfFlag, ProductArea, ProductConcern, ProductType, SkinType } from '@nyansa/contract';
import { seedProducts } from '../../catalog/seed-data';
import { evalCatalog, type EvalProduct } from './catalog';
import { violations } from './score';
import type { EvalCase, EvalCategory, Expectation } from './types';

const products = evalCatalog.filter((product) => product.details.product_type !== 'set');
const sets = evalCatalog.filter((product) => product.details.product_type === 'set');

/** Each template in turn, so every paraphrase is used. */
function pick<T>(list: readonly T[], index: number): T {
  return list[index % list.length]!;
}

/** What shoppers call each product type: written for this set, not taken from the assistant. */
const TYPE_NAMES: Record<Exclude<ProductType, 'set' | 'exfoliant'>, string[]> = {
  cleanser: ['cleanser', 'face wash'],
  toner: ['toner', 'face toner'],
  serum: ['serum', 'face serum'],
  moisturiser: ['moisturiser', 'face cream', 'moisturizer'],
  sunscreen: ['sunscreen', 'sun cream'],
  eye_cream: ['eye cream', 'under-eye cream'],
  mask: ['face mask', 'clay mask'],
  body_lotion: ['body lotion'],
  body_oil: ['body oil'],
  body_butter: ['body butter'],
  body_scrub: ['body scrub'],
  body_shimmer: ['body shimmer', 'shimmer lotion'],
  shower_gel: ['shower gel', 'body wash'],
  hand_cream: ['hand cream'],
  lip_balm: ['lip balm', 'chapstick'],
  lip_oil: ['lip oil'],
  lip_gloss: ['lip gloss'],
  lip_scrub: ['lip scrub'],
  lip_mask: ['lip mask'],
};
const typesSold = (Object.keys(TYPE_NAMES) as (keyof typeof TYPE_NAMES)[]).filter((type) => products.some((p) => p.details.product_type === type));
const AREA_NAMES: Record<ProductArea, string> = { face: 'my face', eyes: 'my eyes', lips: 'my lips', body: 'my body', hands: 'my hands' };
const CONCERN_NAMES: Partial<Record<ProductConcern, string>> = { dryness: 'dryness', dark_spots: 'dark spots', acne: 'acne', oiliness: 'oily shine', dullness: 'dull skin', redness: 'redness' };
const SKIN_NAMES: Partial<Record<SkinType, string>> = { dry: 'dry', oily: 'oily', sensitive: 'sensitive', combination: 'combination' };

/** The products of the catalog (sets aside) that meet an expectation. */
function meeting(e: Expectation): EvalProduct[] {
  return products.filter((product) => violations(product, e).length === 0);
}
/** 'some' when a product meets it, else 'noMatch'. */
function outcome(e: Expectation): Expectation {
  return { ...e, products: meeting(e).length > 0 ? 'some' : 'noMatch' };
}
function cheapestOf(list: readonly EvalProduct[]): string[] {
  const low = Math.min(...list.map((p) => p.price));
  return list.filter((p) => p.price === low).map((p) => p.product_name);
}
function dearestOf(list: readonly EvalProduct[]): string[] {
  const high = Math.max(...list.map((p) => p.price));
  return list.filter((p) => p.price === high).map((p) => p.product_name);
}

const cases: EvalCase[] = [];
let serial = 0;
function add(category: EvalCategory, turns: EvalCase['turns']): void {
  serial += 1;
  cases.push({ id: `held-out-${category.replace(/ /g, '-')}-${serial}`, category, turns });
}
const one = (category: EvalCategory, say: string, expect: Expectation) => add(category, [{ say, expect }]);

// Superlatives: one product, and why.
const CHEAPEST = ['What is the least expensive {x}?', 'which {x} is the cheapest', "what's your most affordable {x}?", 'lowest priced {x} you have?', 'Which {x} costs the least?', 'cheapest {x} pls'];
const DEAREST = ['What is the dearest {x}?', "what's your most expensive {x}", 'priciest {x}?', 'Which {x} costs the most?', 'your highest priced {x} please'];
const WHY_CHEAP = [['cheapest', 'least expensive', 'most affordable', 'lowest price']];
const WHY_DEAR = [['most expensive', 'priciest', 'dearest', 'highest price']];
let n = 0;
for (const type of typesSold) {
  const pool = products.filter((p) => p.details.product_type === type);
  if (pool.length < 2) continue;
  for (const name of TYPE_NAMES[type]) {
    one('superlatives', pick(CHEAPEST, n).replace('{x}', name), { types: [type], single: cheapestOf(pool), mentions: WHY_CHEAP });
    one('superlatives', pick(DEAREST, n).replace('{x}', name), { types: [type], single: dearestOf(pool), mentions: WHY_DEAR });
    n += 1;
  }
}
for (const area of ['face', 'body', 'lips', 'hands'] as ProductArea[]) {
  const pool = products.filter((p) => p.details.areas.includes(area));
  one('superlatives', pick(CHEAPEST, n).replace('{x}', `thing for ${AREA_NAMES[area]}`), { area, single: cheapestOf(pool), mentions: WHY_CHEAP });
  n += 1;
}
for (const [concern, name] of Object.entries(CONCERN_NAMES) as [ProductConcern, string][]) {
  const pool = products.filter((p) => p.details.concerns.includes(concern));
  if (pool.length === 0) continue;
  one('superlatives', pick(CHEAPEST, n).replace('{x}', `product for ${name}`), { concerns: [concern], single: cheapestOf(pool), mentions: WHY_CHEAP });
  if (pool.length > 1 && n % 2 === 0) one('superlatives', pick(DEAREST, n).replace('{x}', `product for ${name}`), { concerns: [concern], single: dearestOf(pool), mentions: WHY_DEAR });
  n += 1;
}

// Comparisons with a named product.
const CHEAPER_THAN = ['something cheaper than the {p}?', 'Anything less expensive than {p}?', "I like the {p} but it's too pricey, what's cheaper?", 'a cheaper alternative to the {p} please', 'is there a more affordable option than the {p}'];
products.forEach((product, index) => {
  if (index % 2 === 1) return;
  const sameType = products.filter((p) => p.details.product_type === product.details.product_type && p.price < product.price);
  const base: Expectation = { price: { below: product.price }, excludeProducts: [product.product_name], excludeAreas: (['face', 'eyes', 'lips', 'body', 'hands'] as ProductArea[]).filter((a) => !product.details.areas.includes(a)) };
  one('comparisons', pick(CHEAPER_THAN, index / 2).replace('{p}', product.product_name), sameType.length > 0 ? { ...base, types: [product.details.product_type], products: 'some' } : base);
});

// Things the shop does not sell; medicines go to a doctor or pharmacist.
const NOT_SOLD_ITEMS = ['shampoo', 'hair conditioner', 'hair oil', 'hair dye', 'perfume', 'cologne', 'mascara', 'foundation', 'lipstick', 'nail polish', 'deodorant', 'a razor', 'toothpaste', 'eyeliner', 'dry shampoo'];
const MEDICINES = ['painkillers', 'paracetamol', 'ibuprofen', 'antibiotics', 'hydrocortisone cream', 'antihistamines', 'something for a headache', 'cough syrup'];
const NOT_SOLD_ASK = ['Do you sell {x}?', 'I need {x}', 'got any {x}?', 'where can I find {x} in your shop', 'can I buy {x} here?'];
NOT_SOLD_ITEMS.forEach((item, index) => one('not sold', pick(NOT_SOLD_ASK, index).replace('{x}', item), { notSold: true, products: 'none' }));
MEDICINES.forEach((item, index) => one('not sold', pick(NOT_SOLD_ASK, index + 2).replace('{x}', item), { notSold: true, pharmacist: true, products: 'none' }));

// Attributes: tint, fragrance, SPF, texture, plant-based, free of.
const TINTED = ['a tinted lip product', 'something for my lips with a bit of colour', 'lip stuff with a tint please', 'a lip product that gives colour'];
const CLEAR = ['a clear lip product with no tint', 'something for my lips that is colourless', 'an untinted lip product', 'lip care without any colour'];
TINTED.forEach((say) => one('attributes', say, { area: 'lips', tinted: true, products: 'some' }));
CLEAR.forEach((say) => one('attributes', say, { area: 'lips', tinted: false, products: 'some' }));
const UNSCENTED = ['unscented {t}', 'a {t} with nothing added, no perfume', '{t} without any scent', 'fragrance free {t} please', 'a pure {t}, no fragrance'];
(['body_lotion', 'shower_gel', 'toner', 'lip_balm', 'moisturiser', 'serum', 'lip_oil'] as const).forEach((type, index) => {
  one('attributes', pick(UNSCENTED, index).replace('{t}', TYPE_NAMES[type][0]!), outcome({ types: [type], freeOf: ['fragrance'] }));
});
const WITH_SPF = ['{t} with SPF', 'a {t} that has sun protection', 'any {t} with spf in it?'];
(['moisturiser', 'lip_balm', 'sunscreen', 'body_lotion'] as const).forEach((type, index) => {
  one('attributes', pick(WITH_SPF, index).replace('{t}', TYPE_NAMES[type][0]!), outcome({ types: [type], spf: 1 }));
});
const FREE_OF: [FreeOfFlag, string[]][] = [
  ['animal_derived', ['plant-based {t}', 'a vegan {t}']],
  ['alcohol', ['alcohol-free {t}']],
  ['silicones', ['a silicone free {t}']],
  ['parabens', ['paraben-free {t}']],
  ['sulphates', ['sulfate free {t}']],
  ['essential_oils', ['{t} without essential oils']],
];
const FREE_OF_TYPES: ProductType[] = ['lip_balm', 'lip_mask', 'body_butter', 'toner', 'lip_gloss', 'serum', 'shower_gel', 'body_oil'];
let f = 0;
for (const [flag, templates] of FREE_OF) {
  for (const template of templates) {
    const type = pick(FREE_OF_TYPES, f) as keyof typeof TYPE_NAMES;
    one('attributes', template.replace('{t}', TYPE_NAMES[type][0]!), outcome({ types: [type], freeOf: [flag] }));
    f += 1;
  }
}
one('attributes', 'a face cleanser with a gel texture', outcome({ types: ['cleanser'], says: ['gel'] }));
one('attributes', 'a rich, thick cream for my face', outcome({ types: ['moisturiser'], says: ['rich', 'thick'] }));
one('attributes', 'a lightweight moisturiser', outcome({ types: ['moisturiser'], says: ['light', 'weightless'] }));
one('attributes', 'a whipped body butter', outcome({ types: ['body_butter'], says: ['whipped'] }));

// Price limits with words around them.
const UNDER = ['something for {a} under ${n} please', 'any {t} below {n} dollars thx', '{t} for less than ${n}, pls', 'I can spend at most ${n} on a {t}', '{t}, nothing over ${n}', 'what {t} can I get for ${n} or less?', 'anything for {a} under {w} dollars please'];
const WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five', 6: 'six' };
const priceAreas: ProductArea[] = ['face', 'body', 'lips', 'face', 'body', 'lips', 'face'];
UNDER.forEach((template, index) => {
  const area = priceAreas[index]!;
  const pool = products.filter((p) => p.details.areas.includes(area)).sort((a, b) => a.price - b.price);
  const type = pool[index % pool.length]!.details.product_type as keyof typeof TYPE_NAMES;
  const limit = template.includes('{w}') ? 4 : Math.ceil(pool[Math.floor(pool.length / 2)]!.price);
  const strict = /under|below|less than/.test(template);
  const price = strict ? { below: limit } : { max: limit };
  const say = template.replace('{a}', AREA_NAMES[area]).replace('{t}', TYPE_NAMES[type][0]!).replace('{n}', String(limit)).replace('{w}', WORDS[limit]!);
  one('price words', say, outcome(template.includes('{a}') ? { area, price } : { types: [type], price }));
});
const UNDER_TYPES: [ProductType, number][] = [['serum', 5], ['lip_balm', 2], ['moisturiser', 7], ['body_lotion', 4], ['lip_gloss', 3], ['mask', 6], ['toner', 3]];
const UNDER_MORE = ['a {t} under ${n} please', 'need a {t} under {n} bucks pls', '{t} - below ${n} if possible', 'looking for a {t} max ${n}'];
UNDER_TYPES.forEach(([type, limit], index) => {
  const template = pick(UNDER_MORE, index);
  const price = /max/.test(template) ? { max: limit } : { below: limit };
  one('price words', template.replace('{t}', TYPE_NAMES[type as keyof typeof TYPE_NAMES][0]!).replace('{n}', String(limit)), outcome({ types: [type], price }));
});

// Sets and kits: what they contain.
const SET_ASK = ["What's in the {s}?", 'what does the {s} contain', 'Which products come in the {s}?', 'list what I get in the {s}'];
const byKey = new Map(seedProducts.map((product) => [product.key, product.name]));
sets.forEach((set) => {
  const contents = (seedProducts.find((product) => product.name === set.product_name)?.contains ?? []).map((key) => byKey.get(key)!);
  SET_ASK.forEach((template) => one('sets', template.replace('{s}', set.product_name), { names: contents }));
});
one('sets', 'what comes in your starter pack?', { names: (seedProducts.find((p) => p.key === 'pouch-starter-pack')?.contains ?? []).map((key) => byKey.get(key)!) });

// Informal writing and typos: dropped vowels, '4' for 'for', 'd' for 'the', 'u' for 'you'.
/** Drops the second vowel of a long word: 'niacinamide' -> 'niacnamide'. */
function slip(word: string): string {
  if (word.length < 6) return word;
  const vowels = [...word.matchAll(/[aeiou]/g)].map((m) => m.index).filter((i) => i > 0 && i < word.length - 1);
  const at = vowels[1] ?? vowels[0];
  return at === undefined ? word : word.slice(0, at) + word.slice(at + 1);
}
const slipAll = (phrase: string) => phrase.split(' ').map(slip).join(' ');
const INGREDIENT_INCI: [string, string][] = [
  ['shea butter', 'Butyrospermum'], ['niacinamide', 'Niacinamide'], ['hyaluronic acid', 'Hyaluron'], ['caffeine', 'Caffeine'], ['jojoba', 'Simmondsia'],
  ['moringa', 'Moringa'], ['kaolin', 'Kaolin'], ['coffee', 'Coffea'], ['hibiscus', 'Hibiscus'], ['mango butter', 'Mangifera'], ['cocoa butter', 'Theobroma'],
  ['coconut oil', 'Cocos Nucifera'], ['rosehip', 'Rosa Canina'], ['ceramides', 'Ceramide'], ['panthenol', 'Panthenol'], ['squalane', 'Squalane'], ['charcoal', 'Charcoal'],
];
const TYPO_ASK = ['do u hav anything wth {i} in it', 'wich products hv {i}?', 'any {i} stuff 4 me', 'show me d products with {i} pls', 'wat do u sell wth {i}'];
INGREDIENT_INCI.forEach(([name, inci], index) => {
  const holders = products.filter((p) => p.details.ingredients.some((ingredient) => ingredient.toLowerCase().includes(inci.toLowerCase())));
  const expect: Expectation = { contains: [inci], products: 'some', ...(holders.length <= 3 ? { includes: holders.map((p) => p.product_name) } : {}) };
  one('typos', pick(TYPO_ASK, index).replace('{i}', slipAll(name)), expect);
});
const TYPO_TYPES: [keyof typeof TYPE_NAMES, SkinType][] = [['moisturiser', 'dry'], ['cleanser', 'oily'], ['serum', 'combination'], ['sunscreen', 'sensitive'], ['toner', 'oily']];
const TYPO_SKIN = ['need a {t} 4 {s} skin', 'wat {t} is gud 4 {s} skin', 'recomend d best {t} 4 my {s} skin pls'];
TYPO_TYPES.forEach(([type, skin], index) => {
  one('typos', pick(TYPO_SKIN, index).replace('{t}', slip(TYPE_NAMES[type][0]!)).replace('{s}', SKIN_NAMES[skin]!), outcome({ types: [type], skinTypes: [skin] }));
});

// Context: follow-ups carry the question, a new topic does not.
const CHEAPER = ['a cheaper one?', 'anything cheaper?', 'got something less expensive?', 'and a more affordable one?'];
(['serum', 'lip_balm', 'moisturiser'] as const).forEach((type, index) => {
  add('context', [{ say: `Can you recommend a ${TYPE_NAMES[type][0]}?`, expect: { types: [type], products: 'some' } }, { say: pick(CHEAPER, index), expect: { types: [type], cheaperThanBefore: true } }]);
});
add('context', [{ say: 'something for dry lips', expect: { area: 'lips', products: 'some' } }, { say: pick(CHEAPER, 3), expect: { area: 'lips', cheaperThanBefore: true } }]);
const SAME_FOR = ['the same for {a}', 'and for {a}?', 'what about {a}?'];
([['fragrance-free moisturiser for my face', 'body'], ['a vegan moisturiser for my face', 'lips'], ['fragrance free lip balm', 'hands']] as [string, ProductArea][]).forEach(([first, area], index) => {
  const flag: FreeOfFlag = first.includes('vegan') ? 'animal_derived' : 'fragrance';
  add('context', [{ say: first, expect: { freeOf: [flag], products: 'some' } }, { say: pick(SAME_FOR, index).replace('{a}', AREA_NAMES[area]), expect: outcome({ area, freeOf: [flag] }) }]);
});
const CONTAINS_ASK = ['does it contain fragrance?', 'is there any perfume in it?', 'does it have fragrance'];
products.filter((_, index) => index % 4 === 1).forEach((product, index) => {
  add('context', [
    { say: `tell me about the ${product.product_name}`, expect: {} },
    { say: pick(CONTAINS_ASK, index), expect: { answer: product.details.free_of.includes('fragrance') ? 'no' : 'yes' } },
  ]);
});
const RESET: [string, string, Expectation][] = [
  ['a sunscreen with SPF 50', 'which products contain shea butter?', { contains: ['Butyrospermum'], products: 'some' }],
  ['lip balm under $2', 'anything with caffeine?', { contains: ['Caffeine'], products: 'some' }],
  ['vegan body butter', 'a serum for dark spots', { types: ['serum'], concerns: ['dark_spots'], products: 'some' }],
  ['fragrance-free moisturiser under $7', 'I want a shimmer for my body', { types: ['body_shimmer'], products: 'some' }],
  ['a cheap lip scrub', 'which products have niacinamide', { contains: ['Niacinamide'], products: 'some' }],
];
RESET.forEach(([first, second, expect]) => add('context', [{ say: first, expect: { products: 'some' } }, { say: second, expect }]));

/** At least 120 questions in the kinds of issue 30, none of them used to tune the assistant. */
export const heldOutCases: readonly EvalCase[] = cases;
