// A second held-out set (issue 30, written before the structured understanding's rebuild, by
// another method than held-out.ts): each question combines two or three facts drawn from the
// catalog's data (a type with a free-of flag, an area with a skin type, a product's price and
// its neighbours' ...), phrased by templates written here and not used to tune the assistant; the
// expectations are computed from the same data with the scorer's own checks, never by the
// assistant's code. Only the score per kind is ever printed.
import type { FreeOfFlag, ProductArea, ProductConcern, ProductType } from '@nyansa/contract';
import { seedProducts } from '../../catalog/seed-data';
import { evalCatalog, type EvalProduct } from './catalog';
import { violations } from './score';
import type { EvalCase, EvalCategory, Expectation } from './types';

const products = evalCatalog.filter((product) => product.details.product_type !== 'set');
const sets = evalCatalog.filter((product) => product.details.product_type === 'set');

/** The products (sets aside) that meet an expectation. */
const meeting = (e: Expectation): EvalProduct[] => products.filter((product) => violations(product, e).length === 0);
const outcome = (e: Expectation): Expectation => ({ ...e, products: meeting(e).length > 0 ? 'some' : 'noMatch' });
const lowest = (list: readonly EvalProduct[]) => list.filter((p) => p.price === Math.min(...list.map((q) => q.price))).map((p) => p.product_name);
const highest = (list: readonly EvalProduct[]) => list.filter((p) => p.price === Math.max(...list.map((q) => q.price))).map((p) => p.product_name);
const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** Plain names of types, areas and flags, as a shopper says them (written for this set). */
const SAY_TYPE: Partial<Record<ProductType, string>> = {
  cleanser: 'facial cleanser', toner: 'toner', serum: 'serum', moisturiser: 'day cream', mask: 'mask', body_lotion: 'lotion for the body',
  body_oil: 'body oil', body_butter: 'body butter', shower_gel: 'body wash', lip_balm: 'lip balm', lip_gloss: 'lip gloss', lip_oil: 'lip oil',
  lip_mask: 'lip mask', hand_cream: 'hand cream', eye_cream: 'eye cream', body_scrub: 'body scrub', sunscreen: 'sunscreen',
};
const SAY_AREA: Record<ProductArea, string> = { face: 'face', eyes: 'under my eyes', lips: 'lips', body: 'body', hands: 'hands' };
const SAY_FLAG: Partial<Record<FreeOfFlag, string>> = { fragrance: 'unscented', animal_derived: 'vegan', silicones: 'silicone-free', alcohol: 'alcohol-free' };
const SAY_CONCERN: Partial<Record<ProductConcern, string>> = { dark_spots: 'dark marks', acne: 'breakouts', dryness: 'dry patches', dullness: 'dullness', oiliness: 'shine' };

const cases: EvalCase[] = [];
function add(category: EvalCategory, turns: EvalCase['turns']): void {
  cases.push({ id: `held-out-b-${category.replace(/ /g, '-')}-${cases.length + 1}`, category, turns });
}
const one = (category: EvalCategory, say: string, expect: Expectation) => add(category, [{ say, expect }]);

// Superlatives over two facts: an area or type with a flag, skin type or concern.
const LOW = ['the cheapest {f} product for my {a}?', 'out of your {f} {a} products, which one costs least', "what's the lowest-priced {f} thing you have for my {a}"];
const HIGH = ['your most expensive {f} product for my {a}', 'of the {f} things for my {a}, which is the priciest?'];
const SUPER_PAIRS: [FreeOfFlag, ProductArea][] = [['animal_derived', 'lips'], ['fragrance', 'body'], ['fragrance', 'face'], ['animal_derived', 'face'], ['silicones', 'lips']];
SUPER_PAIRS.forEach(([flag, area], index) => {
  const e: Expectation = { area, freeOf: [flag] };
  const pool = meeting(e);
  if (pool.length < 2) return;
  const say = (template: string) => template.replace('{f}', SAY_FLAG[flag]!).replace('{a}', SAY_AREA[area]);
  one('superlatives', say(pick(LOW, index)), { ...e, single: lowest(pool), mentions: [['cheapest', 'least expensive', 'lowest price', 'most affordable']] });
  if (index % 2 === 0) one('superlatives', say(pick(HIGH, index)), { ...e, single: highest(pool), mentions: [['most expensive', 'priciest', 'dearest', 'highest price']] });
});
([['serum', 'dark_spots'], ['moisturiser', 'dryness']] as [ProductType, ProductConcern][]).forEach(([type, concern]) => {
  const e: Expectation = { types: [type], concerns: [concern] };
  const pool = meeting(e);
  if (pool.length === 0) return;
  one('superlatives', `cheapest ${SAY_TYPE[type]} that helps with ${SAY_CONCERN[concern]}`, { ...e, single: lowest(pool), mentions: [['cheapest', 'least expensive', 'lowest price', 'most affordable']] });
});

// Comparisons: dearer than a named product, and which of two costs less.
const PRICIER = ['anything nicer and pricier than the {p}?', 'I want to treat myself: something more expensive than {p}', 'show me a more premium option than the {p}'];
products.filter((_, index) => index % 5 === 2).forEach((product, index) => {
  const areas = (['face', 'eyes', 'lips', 'body', 'hands'] as ProductArea[]).filter((a) => !product.details.areas.includes(a));
  const e: Expectation = { price: { above: product.price }, excludeProducts: [product.product_name], excludeAreas: areas };
  one('comparisons', pick(PRICIER, index).replace('{p}', product.product_name), e);
});
const WHICH_LESS = ['Which costs less, the {a} or the {b}?', '{a} or {b}: which one is cheaper?', 'is the {a} cheaper than the {b}?'];
([[0, 1], [3, 4], [8, 21], [15, 22]] as [number, number][]).forEach(([i, j], index) => {
  const a = evalCatalog[i]!;
  const b = evalCatalog[j]!;
  if (a.price === b.price) return;
  const cheaper = a.price < b.price ? a : b;
  one('comparisons', pick(WHICH_LESS, index).replace('{a}', a.product_name).replace('{b}', b.product_name), { mentions: [cheaper.product_name, `$${cheaper.price.toFixed(2)}`] });
});

// Things the shop does not sell, named in other words.
const UNSOLD = ['do you stock hair relaxer?', 'I am looking for a good eyebrow pencil', 'any beard oil?', 'can I get lip liner from you', 'need a new body spray', 'do you have nail glue'];
UNSOLD.forEach((say) => one('not sold', say, { notSold: true, products: 'none' }));
const MEDICINE = ['do you sell sleeping pills', 'I need some antibiotic ointment', 'something for my toothache, like ibuprofen?'];
MEDICINE.forEach((say) => one('not sold', say, { notSold: true, pharmacist: true, products: 'none' }));

// Attributes: two at once, from what the data records.
const TWO_FLAGS = ['a {t} that is both {f} and {g}', '{f}, {g} {t} please', 'looking for a {g} {t}, {f} too'];
([['lip_balm', 'animal_derived', 'fragrance'], ['body_butter', 'fragrance', 'animal_derived'], ['serum', 'fragrance', 'alcohol'], ['lip_gloss', 'silicones', 'fragrance'], ['moisturiser', 'silicones', 'fragrance']] as [ProductType, FreeOfFlag, FreeOfFlag][]).forEach(([type, f, g], index) => {
  one('attributes', pick(TWO_FLAGS, index).replace('{t}', SAY_TYPE[type]!).replace('{f}', SAY_FLAG[f]!).replace('{g}', SAY_FLAG[g]!), outcome({ types: [type], freeOf: [f, g] }));
});
one('attributes', 'a lip oil with some colour to it', outcome({ types: ['lip_oil'], tinted: true }));
one('attributes', 'see-through lip gloss, no colour', outcome({ types: ['lip_gloss'], tinted: false }));
one('attributes', 'a day cream with spf 30 or more', outcome({ types: ['moisturiser'], spf: 30 }));
one('attributes', 'lip balm with sun protection', outcome({ types: ['lip_balm'], spf: 1 }));

// Price words, with numbers written out and words on either side.
const PRICES: [string, Expectation][] = [
  ['any lip balm for less than two dollars?', { types: ['lip_balm'], price: { below: 2 } }],
  ['a serum under five dollars would be great, thanks', { types: ['serum'], price: { below: 5 } }],
  ['body stuff, nothing above six bucks please', { area: 'body', price: { max: 6 } }],
  ['i can only spend three dollars on something for my lips', { area: 'lips', price: { max: 3 } }],
  ['toner for oily skin, under $4 if you can', { types: ['toner'], skinTypes: ['oily'], price: { below: 4 } }],
  ['face products between four and five dollars', { area: 'face', price: { min: 4, max: 5 } }],
  ['hand cream under ten dollars?', { types: ['hand_cream'], price: { below: 10 } }],
];
PRICES.forEach(([say, e]) => one('price words', say, outcome(e)));

// Sets: what they hold, and which set holds a product.
const byKey = new Map(seedProducts.map((product) => [product.key, product.name]));
const contentsOf = (set: EvalProduct) => (seedProducts.find((product) => product.name === set.product_name)?.contains ?? []).map((key) => byKey.get(key)!);
sets.forEach((set, index) => {
  one('sets', pick(['tell me what is inside the {s}', 'if I buy the {s}, what do I get?'], index).replace('{s}', set.product_name), { names: contentsOf(set) });
});
const onlyIn = products.find((product) => sets.filter((set) => contentsOf(set).includes(product.product_name)).length === 1);
if (onlyIn) {
  const holder = sets.find((set) => contentsOf(set).includes(onlyIn.product_name))!;
  one('sets', `which of your sets has the ${onlyIn.product_name} in it?`, { mentions: [holder.product_name] });
}
one('sets', 'do you do any gift sets?', { types: ['set'], products: 'some' });
one('sets', 'what kits do you sell and what do they cost?', { types: ['set'], products: 'some', mentions: sets.map((set) => `$${set.price.toFixed(2)}`) });

// Typos: letters swapped or doubled, not only dropped.
const TYPOS: [string, Expectation][] = [
  ['moisutriser for dry skin', { types: ['moisturiser'], skinTypes: ['dry'] }],
  ['suncreen for my face', { types: ['sunscreen'], area: 'face' }],
  ['a serumm for dark spots', { types: ['serum'], concerns: ['dark_spots'] }],
  ['lipp balm that is vegan', { types: ['lip_balm'], freeOf: ['animal_derived'] }],
  ['anything with niacinimide?', { contains: ['Niacinamide'] }],
  ['body lotoin without fragrance', { types: ['body_lotion'], freeOf: ['fragrance'] }],
  ['somethign with hyaluronic acd', { contains: ['Hyaluron'] }],
];
TYPOS.forEach(([say, e]) => one('typos', say, outcome(e)));

// Context: follow-ups narrow or move the question; a new topic starts afresh.
add('context', [{ say: 'I need a lip balm', expect: { types: ['lip_balm'], products: 'some' } }, { say: 'make it vegan', expect: outcome({ types: ['lip_balm'], freeOf: ['animal_derived'] }) }]);
add('context', [{ say: 'show me serums', expect: { types: ['serum'], products: 'some' } }, { say: 'only the ones under $4.50', expect: outcome({ types: ['serum'], price: { below: 4.5 } }) }]);
add('context', [{ say: 'a body oil please', expect: { types: ['body_oil'], products: 'some' } }, { say: 'what would you suggest for my lips instead?', expect: outcome({ area: 'lips' }) }]);
add('context', [{ say: 'unscented products for my face', expect: { area: 'face', freeOf: ['fragrance'], products: 'some' } }, { say: 'which of those is good for acne?', expect: outcome({ area: 'face', freeOf: ['fragrance'], concerns: ['acne'] }) }]);
add('context', [{ say: 'something for my body under $4', expect: { area: 'body', price: { below: 4 }, products: 'some' } }, { say: 'ok different question: do you have anything with caffeine?', expect: { contains: ['Caffeine'], products: 'some' } }]);
add('context', [{ say: 'a vegan lip product', expect: { area: 'lips', freeOf: ['animal_derived'], products: 'some' } }, { say: 'what is the best face serum for dullness?', expect: { types: ['serum'], concerns: ['dullness'], products: 'some' } }]);
add('context', [{ say: 'a fragrance-free body lotion', expect: { types: ['body_lotion'], freeOf: ['fragrance'], products: 'some' } }, { say: 'and a cheaper one?', expect: { freeOf: ['fragrance'], cheaperThanBefore: true } }]);

/** The second held-out set: questions of the kinds of issue 30, none used to tune the assistant. */
export const heldOutCasesB: readonly EvalCase[] = cases;
