import type { FreeOfFlag, ProductArea, ProductConcern, ProductType, SkinType } from '@nyansa/contract';
import { relevanceOf, type CatalogProduct } from '../../../lib/catalog-search';
import { stem, words } from '../../../lib/search-text';
import type { Constraints } from './query';
import { inRange, type PriceRange } from './price';
import { hasIngredient, type ProfiledProduct } from './profile';
import { ingredientById } from './catalog-vocabulary';
import { FAMILY_AREA, FAMILY_TYPES, NEAR_FAMILY, TYPE_AREA, TYPE_FAMILY } from './vocabulary';

/** One way a product falls short of what was asked. */
export type Miss =
  | { kind: 'type'; wanted: ProductType[] }
  | { kind: 'area'; wanted: ProductArea }
  | { kind: 'skin'; skinTypes: SkinType[] }
  | { kind: 'concern'; concerns: ProductConcern[] }
  | { kind: 'ingredient'; ingredients: string[] }
  | { kind: 'spf'; wanted: number }
  | { kind: 'freeOf'; flags: FreeOfFlag[] }
  | { kind: 'price'; range: PriceRange }
  | { kind: 'tint'; wanted: boolean }
  | { kind: 'excluded'; what: 'area' | 'type' | 'ingredient' | 'product' | 'spf'; ingredients?: string[] };

/** The product types a request means, resolved for its area; undefined when any type will do. */
export function wantedTypes(c: Constraints): ProductType[] | undefined {
  if (c.types && c.types.length > 0) return c.types;
  if (!c.family) return undefined;
  const area = c.area ?? FAMILY_AREA[c.family];
  const byArea = FAMILY_TYPES[c.family];
  return area ? (byArea[area] ?? []) : [...new Set(Object.values(byArea).flat())];
}

/** The area a request means: named, implied by the product type or concern, or the face for skin talk. */
export function wantedArea(c: Constraints): ProductArea | undefined {
  if (c.area) return c.area;
  const types = c.types ?? [];
  const typeAreas = new Set(types.map((type) => TYPE_AREA[type]));
  if (types.length > 0) return typeAreas.size === 1 ? [...typeAreas][0] : undefined;
  if (c.family) return FAMILY_AREA[c.family];
  // Dark circles alone are about the eyes; in a routine or with other concerns, the face (with an eye cream step).
  if (c.concerns?.length === 1 && c.concerns[0] === 'dark_circles' && !c.routine) return 'eyes';
  if ((c.skinTypes || c.concerns || c.spf || c.routine) && !c.exclude?.areas?.includes('face')) return 'face';
  return undefined;
}

export type ConcernRule = 'all' | 'any' | 'none';

/** Everything a product misses of a request; none means it fits. */
// The types and area of the last request, kept while its products are checked one after the other.
let lastRequest: { c: Constraints; types: ProductType[] | undefined; area: ProductArea | undefined } | null = null;

export function missesOf(product: ProfiledProduct, c: Constraints, concernRule: ConcernRule = 'all'): Miss[] {
  const { profile } = product;
  const misses: Miss[] = [];
  if (lastRequest?.c !== c) lastRequest = { c, types: wantedTypes(c), area: wantedArea(c) };
  const { types, area } = lastRequest;
  if (types && (!profile.type || !types.includes(profile.type))) misses.push({ kind: 'type', wanted: types });
  if (area && !profile.areas.includes(area)) misses.push({ kind: 'area', wanted: area });
  const skin = (c.skinTypes ?? []).filter((type) => !profile.skinTypes.includes(type));
  if (skin.length > 0) misses.push({ kind: 'skin', skinTypes: skin });
  const concerns = c.concerns ?? [];
  const unaddressed = concerns.filter((concern) => !profile.concerns.includes(concern));
  const concernMissed = concernRule === 'all' ? unaddressed.length > 0 : concernRule === 'any' && unaddressed.length === concerns.length && concerns.length > 0;
  if (concernMissed) misses.push({ kind: 'concern', concerns: unaddressed });
  const ingredients = (c.ingredients ?? []).filter((id) => !hasIngredient(profile, id));
  if (ingredients.length > 0) misses.push({ kind: 'ingredient', ingredients });
  if (c.spf && (profile.spf ?? 0) < c.spf) misses.push({ kind: 'spf', wanted: c.spf });
  const flags = (c.freeOf ?? []).filter((flag) => !profile.freeOf.includes(flag));
  if (flags.length > 0) misses.push({ kind: 'freeOf', flags });
  if (c.tinted !== undefined && profile.tinted !== c.tinted) misses.push({ kind: 'tint', wanted: c.tinted });
  const cheaperThan = profile.type ? c.cheaperThan?.[profile.type] : undefined;
  if (!inRange(product.price, c.price)) misses.push({ kind: 'price', range: c.price ?? {} });
  else if (cheaperThan !== undefined && !inRange(product.price, { below: cheaperThan })) misses.push({ kind: 'price', range: { below: cheaperThan } });
  const exclude = c.exclude ?? {};
  if (exclude.areas?.length && profile.areas.every((a) => exclude.areas!.includes(a))) misses.push({ kind: 'excluded', what: 'area' });
  if (profile.type && exclude.types?.includes(profile.type)) misses.push({ kind: 'excluded', what: 'type' });
  const contained = (exclude.ingredients ?? []).filter((id) => hasIngredient(profile, id));
  if (contained.length > 0) misses.push({ kind: 'excluded', what: 'ingredient', ingredients: contained });
  if (exclude.productIds?.includes(product.product_id)) misses.push({ kind: 'excluded', what: 'product' });
  if (exclude.spf && profile.spf) misses.push({ kind: 'excluded', what: 'spf' });
  return misses;
}

const MISS_WEIGHT: Record<Miss['kind'], number> = { type: 4, area: 4, excluded: 6, concern: 2, skin: 2, freeOf: 2, ingredient: 2, spf: 2, price: 1, tint: 2 };

export function missWeight(misses: readonly Miss[]): number {
  return misses.reduce((sum, miss) => sum + MISS_WEIGHT[miss.kind], 0);
}

const IMPLIED_CONCERN: Partial<Record<SkinType, ProductConcern>> = { dry: 'dryness', oily: 'oiliness', sensitive: 'sensitivity', acne_prone: 'acne', combination: 'oiliness' };
const NIGHT = /\b(night|overnight|bedtime|before bed)\b/i;

/** Products offered for a request: a set only when a set is asked for. */
export function offerable(product: ProfiledProduct, c: Constraints): boolean {
  return product.profile.type !== 'set' || Boolean(c.types?.includes('set'));
}

/** How well a fitting product answers a request: targeted concerns, the word asked for, its text. */
export function fitScore(product: ProfiledProduct, c: Constraints, relevance: ReadonlyMap<number, number>): number {
  const { profile } = product;
  let score = 0;
  for (const concern of c.concerns ?? []) if (profile.concerns.includes(concern)) score += 3;
  for (const skin of c.skinTypes ?? []) {
    const implied = IMPLIED_CONCERN[skin];
    if (implied && profile.concerns.includes(implied)) score += 1;
  }
  const types = wantedTypes(c);
  if (types && profile.type === types[0]) score += 0.5;
  // Chapped lips, dry legs: something that moisturises before a scrub.
  const dry = c.concerns?.includes('dryness') || c.skinTypes?.includes('dry');
  if (!types && dry && profile.type && TYPE_FAMILY[profile.type] === 'moisturise') score += 1;
  if (c.spf && profile.type === 'sunscreen') score += 0.5;
  const near = c.family ? NEAR_FAMILY[c.family] : undefined;
  if (near && profile.type && TYPE_FAMILY[profile.type] === near) score += 1;
  // An ingredient asked for ranks first the products made around it ('Hyaluronic Acid Serum', not a trace of it).
  for (const id of c.ingredients ?? []) {
    const name = ingredientById(id)?.name.toLowerCase() ?? id;
    if (`${product.product_name} ${profile.keyIngredients.join(' ')}`.toLowerCase().includes(name.split(' ')[0]!)) score += 2;
  }
  score += 2 * (relevance.get(product.product_id) ?? 0);
  const text = `${product.product_name} ${product.description ?? ''}`;
  if (c.time === 'morning' && NIGHT.test(text)) score -= 2;
  if (c.time === 'evening' && profile.spf) score -= 3;
  if (profile.inferred) score -= 0.5;
  return score;
}

/** Fitting products, best first; with a price order, by price. */
export function rankProducts<P extends ProfiledProduct>(
  products: readonly P[],
  c: Constraints,
  catalog: readonly CatalogProduct[],
  relevance: ReadonlyMap<number, number> = relevanceOf(catalog, (c.keywords ?? []).join(' ')),
): P[] {
  const scored = products.map((product) => ({ product, score: fitScore(product, c, relevance) }));
  scored.sort((a, b) => {
    if (c.sort === 'cheapest' && a.product.price !== b.product.price) return a.product.price - b.product.price;
    if (c.sort === 'priciest' && a.product.price !== b.product.price) return b.product.price - a.product.price;
    return b.score - a.score || a.product.price - b.product.price || a.product.product_id - b.product.product_id;
  });
  return scored.map(({ product }) => product);
}

// By the product's profile, which an unchanged product keeps from one catalog list to the next.
const stemmedTexts = new WeakMap<ProfiledProduct['profile'], string>();

/** Whether a product's own words include one of the keywords (by stem: 'tinted' finds 'tint'). */
function saysAny(product: ProfiledProduct, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return false;
  let text = stemmedTexts.get(product.profile);
  if (text === undefined) {
    text = ` ${words(`${product.product_name} ${product.description ?? ''} ${product.profile.keyIngredients.join(' ')}`).map(stem).join(' ')} `;
    stemmedTexts.set(product.profile, text);
  }
  return keywords.some((keyword) => text.includes(` ${stem(keyword)} `));
}

export interface Closest<P extends ProfiledProduct = ProfiledProduct> {
  product: P;
  misses: Miss[];
}

export interface Selection<P extends ProfiledProduct = ProfiledProduct> {
  /** Products that fit every constraint (or, with `partial`, each of several concerns). */
  products: P[];
  /** No single product targets every concern: each product here targets some of them. */
  partial: boolean;
  /** When nothing fits: the nearest products and what each misses. */
  closest: Closest<P>[];
}

interface KindIndex<P> {
  byType: Map<ProductType, P[]>;
  byArea: Map<ProductArea, P[]>;
}
const kindIndexes = new WeakMap<readonly ProfiledProduct[], KindIndex<ProfiledProduct>>();

/** A catalog's products by type and by area, built once per catalog list. */
function kindIndex<P extends ProfiledProduct>(catalog: readonly P[]): KindIndex<P> {
  let index = kindIndexes.get(catalog) as KindIndex<P> | undefined;
  if (!index) {
    index = { byType: new Map(), byArea: new Map() };
    for (const product of catalog) {
      const { type, areas } = product.profile;
      if (type) (index.byType.get(type) ?? index.byType.set(type, []).get(type)!).push(product);
      for (const area of areas) (index.byArea.get(area) ?? index.byArea.set(area, []).get(area)!).push(product);
    }
    kindIndexes.set(catalog, index);
  }
  return index;
}

/** The catalog's products of any of these types, in catalog order within each type (from its index). */
export function productsOfTypes<P extends ProfiledProduct>(catalog: readonly P[], types: readonly ProductType[]): P[] {
  const { byType } = kindIndex(catalog);
  return [...new Set(types.flatMap((type) => byType.get(type) ?? []))];
}

/** Products for a request, best first; when none fits, the closest ones and why they fall short. */
export function selectProducts<P extends ProfiledProduct>(catalog: readonly P[], c: Constraints, limit = 3): Selection<P> {
  // The type and area first, from the catalog's index of them: most of a large catalog is never looked at.
  const types = wantedTypes(c);
  const area = wantedArea(c);
  const kinds = kindIndex(catalog);
  const pool = types ? productsOfTypes(catalog, types) : area ? (kinds.byArea.get(area) ?? []) : catalog;
  const ofKind = (product: P) => (!types || (product.profile.type !== null && types.includes(product.profile.type))) && (!area || product.profile.areas.includes(area));
  let fitting = pool.filter((product) => offerable(product, c) && ofKind(product) && missesOf(product, c).length === 0);
  const relevance = relevanceOf(catalog, (c.keywords ?? []).join(' '));
  // The shopper's own words ('tinted', 'coffee') narrow the choice to the fitting products that say them.
  const saying = fitting.filter((product) => saysAny(product, c.keywords ?? []));
  if (saying.length > 0) fitting = saying;
  if (fitting.length > 0) {
    const ranked = rankProducts(fitting, c, catalog, relevance);
    // Several kinds asked for ('a cleanser, toner and moisturiser'): the best of each first.
    const kinds = c.types && c.types.length > 1 ? c.types : [];
    const firsts = kinds.flatMap((type) => ranked.find((product) => product.profile.type === type) ?? []);
    const products = [...new Set([...firsts, ...ranked])].slice(0, Math.max(limit, firsts.length));
    return { products, partial: false, closest: [] };
  }

  const candidates = catalog.filter((product) => offerable(product, c));
  if ((c.concerns?.length ?? 0) > 1) {
    const some = rankProducts(candidates.filter((product) => missesOf(product, c, 'any').length === 0), c, catalog);
    // One product per concern, so every concern is covered when the catalog can.
    const chosen: P[] = [];
    for (const concern of c.concerns ?? []) {
      const best = some.find((product) => product.profile.concerns.includes(concern) && !chosen.includes(product));
      if (best && chosen.length < limit) chosen.push(best);
    }
    if (chosen.length > 0) return { products: chosen, partial: true, closest: [] };
  }
  return { products: [], partial: false, closest: closestProducts(candidates, c, catalog, 2) };
}

/** The nearest products to a request nothing fits: few and light misses, and no excluded product. */
export function closestProducts<P extends ProfiledProduct>(candidates: readonly P[], c: Constraints, catalog: readonly CatalogProduct[], limit: number): Closest<P>[] {
  // 'Anything with retinol?': with nothing else asked, no product is close to what is missing.
  const facets = [c.types || c.family, c.area, c.skinTypes, c.concerns, c.ingredients, c.spf, c.freeOf, c.price || c.cheaperThan].filter(Boolean).length;
  if (facets < 2) return [];
  const scored = candidates
    .map((product) => ({ product, misses: missesOf(product, c) }))
    .filter(({ misses }) => misses.length > 0 && missWeight(misses) <= 4 && !misses.some((miss) => miss.kind === 'excluded'));
  if (scored.length === 0) return [];
  const lightest = Math.min(...scored.map(({ misses }) => missWeight(misses)));
  const nearest = scored.filter(({ misses }) => missWeight(misses) === lightest);
  const order = rankProducts(nearest.map(({ product }) => product), { ...c, sort: c.price ? 'cheapest' : c.sort }, catalog);
  return order.slice(0, limit).map((product) => ({ product, misses: nearest.find((entry) => entry.product === product)!.misses }));
}
