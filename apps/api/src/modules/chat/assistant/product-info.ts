import { freeOfLabels, productTypeLabels, type FreeOfFlag, type ProductArea, type ProductType } from '@nyansa/contract';
import type { Constraints, ParsedMessage } from './query';
import { missesOf, productsOfTypes, selectProducts, type Miss } from './matching';
import type { ProfiledProduct } from './profile';
import { AREA_PHRASES, CONCERN_WORDS, describeNeed, firstSentence, joinWords, mention, missPhrase, skinPhrase, typeWord } from './wording';
import { ingredientById } from './catalog-vocabulary';
import { TYPE_FAMILY } from './vocabulary';

export const HOW_TO_USE = /\b(how (do|should|often|much|long|to)\b.*\b(use|apply|put)|how to (use|apply)|when (do|should) i|apply it|use it|morning or (night|evening)|every day|daily)\b/i;
const INGREDIENT_LIST = /\b(ingredients?|inci|what('?s| is) in|made (of|with)|formula|contains? what)\b/i;

export interface ProductInfo {
  content: string;
  /** The named products, then the alternatives offered when one does not fit. */
  alternatives: ProfiledProduct[];
  constraints: Constraints;
}

const FREE_OF_NOUNS: Record<FreeOfFlag, string> = {
  fragrance: 'fragrance', essential_oils: 'essential oils', alcohol: 'alcohol', sulphates: 'sulphates', parabens: 'parabens',
  silicones: 'silicones', mineral_oil: 'mineral oil', animal_derived: 'animal ingredients',
};

/** 'Free of fragrance, alcohol and parabens; vegan.' */
function freeOfSentence(flags: readonly FreeOfFlag[]): string {
  const nouns = flags.filter((flag) => flag !== 'animal_derived').map((flag) => FREE_OF_NOUNS[flag]);
  const vegan = flags.includes('animal_derived');
  if (nouns.length === 0) return vegan ? 'Vegan.' : '';
  return `Free of ${joinWords(nouns)}${vegan ? '; vegan' : ''}.`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

function areasPhrase(areas: readonly ProductArea[]): string {
  return joinWords(areas.map((area) => AREA_PHRASES[area]));
}

/** What the question checks about a product: the constraints it names, product type aside. */
function asked(c: Constraints): Constraints {
  const { types: _types, family: _family, keywords: _keywords, routine: _routine, time: _time, sort: _sort, ...checks } = c;
  return checks;
}

function checkSentence(product: ProfiledProduct, c: Constraints, miss: Miss | undefined, kind: Miss['kind']): string | undefined {
  const { profile } = product;
  if (miss) {
    const why = missPhrase(product, miss).replace(/^it /, 'It ');
    if (kind === 'skin') return `${why}; it suits ${skinPhrase(profile.skinTypes)}.`;
    if (kind === 'concern' && profile.concerns.length > 0) return `${why}; it targets ${joinWords(profile.concerns.map((concern) => CONCERN_WORDS[concern]))}.`;
    return `${why}.`;
  }
  switch (kind) {
    case 'skin':
      return c.skinTypes?.length ? `It suits ${skinPhrase(c.skinTypes)}.` : undefined;
    case 'freeOf':
      return c.freeOf?.length ? `Yes, it is ${joinWords(c.freeOf.map((flag) => freeOfLabels[flag].toLowerCase()))}.` : undefined;
    case 'concern':
      return c.concerns?.length ? `It targets ${joinWords(c.concerns.map((concern) => CONCERN_WORDS[concern]))}.` : undefined;
    case 'area':
      return c.area ? `It is made for ${AREA_PHRASES[c.area]}.` : undefined;
    case 'ingredient':
      return c.ingredients?.length ? `Yes, it contains ${joinWords(c.ingredients.map((id) => ingredientById(id)?.name ?? id))}.` : undefined;
    case 'spf':
      return c.spf ? `It has SPF ${profile.spf}.` : undefined;
    case 'price':
      return c.price ? 'It is within your budget.' : undefined;
    default:
      return undefined;
  }
}

function describe(product: ProfiledProduct, c: Constraints, message: string): { text: string; misses: Miss[] } {
  const { profile } = product;
  const kind = profile.type ? typeWord(profile.type) : 'product';
  const lead = `${mention(product)}, is ${article(kind)} for ${areasPhrase(profile.areas)}.`;
  const checks = asked(c);
  // Only an area the shopper names is checked: 'does it have SPF?' says nothing about the face.
  const misses = missesOf(product, { ...checks, area: checks.area ?? profile.areas[0]! });
  const kinds: Miss['kind'][] = ['area', 'skin', 'concern', 'freeOf', 'ingredient', 'spf', 'price'];
  const sentences = kinds.map((k) => checkSentence(product, checks, misses.find((miss) => miss.kind === k), k)).filter((s): s is string => Boolean(s));
  if (HOW_TO_USE.test(message)) sentences.push(`How to use: ${profile.howToUse ?? firstSentence(product.description ?? '')}`);
  if (INGREDIENT_LIST.test(message) && !c.ingredients?.length) {
    if (profile.keyIngredients.length > 0) sentences.push(`Key ingredients: ${joinWords(profile.keyIngredients)}.`);
    sentences.push(profile.inci.length > 0 ? `Full ingredients: ${profile.inci.join(', ')}.` : 'Its full ingredient list is on the product page.');
  }
  if (sentences.length === 0) {
    sentences.push(firstSentence(product.description ?? ''));
    if (!profile.inferred) {
      sentences.push(`It suits ${skinPhrase(profile.skinTypes)}.`);
      const free = freeOfSentence(profile.freeOf);
      if (free) sentences.push(free);
    }
  }
  return { text: [lead, ...sentences].join(' '), misses };
}

const YES_NO = /^(does|do|is|are|has|have|can|will|would|could|any)\b|\bin it\b/i;
/** Asks whether it has something ('does it contain fragrance?') rather than whether it is free of it. */
const PRESENCE = /\b(contain|contains|have|has|in it|scented|smell|smells|perfumed|with)\b/i;
const ABSENCE = /\b(free|without|unscented|vegan|no)\b/i;

/** 'Does it contain fragrance?': yes or no first, then why. */
function flagAnswer(product: ProfiledProduct, flags: readonly FreeOfFlag[], message: string): string | undefined {
  if (flags.length === 0 || !YES_NO.test(message.trim())) return undefined;
  const { profile } = product;
  const missing = flags.filter((flag) => !profile.freeOf.includes(flag));
  const nouns = (list: readonly FreeOfFlag[]) => joinWords(list.map((flag) => FREE_OF_NOUNS[flag]), 'or');
  const labels = (list: readonly FreeOfFlag[]) => joinWords(list.map((flag) => freeOfLabels[flag].toLowerCase()));
  if (PRESENCE.test(message) && !ABSENCE.test(message)) {
    return missing.length > 0 ? `Yes, it contains ${nouns(missing)}.` : `No, it has no ${nouns(flags)}: it is ${labels(flags)}.`;
  }
  return missing.length > 0 ? `No, it is not ${labels(missing)}.` : `Yes, it is ${labels(flags)}.`;
}

const CONTENTS = /\b(what('?s| is| do i get| comes?)? (in|inside)|contents?|contains?|includes?|included|inside|come with|comes with|items|products are in|list)\b/i;
const TYPE_WORDS: [RegExp, ProductType][] = (Object.entries(productTypeLabels) as [ProductType, string][])
  .filter(([type]) => type !== 'set')
  .map(([type, label]) => [new RegExp(`\\b((\\w+) )?${label.toLowerCase().replace(/^face /, '(?:face )?')}s?\\b`, 'gi'), type]);

const nameWords = (text: string) => text.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const catalogNames = new WeakMap<readonly ProfiledProduct[], { byName: Map<string, ProfiledProduct[]>; longest: number }>();

/** A catalog's single products (sets aside) by their names' words, built once per catalog list. */
function namesOf(catalog: readonly ProfiledProduct[]) {
  let names = catalogNames.get(catalog);
  if (!names) {
    const byName = new Map<string, ProfiledProduct[]>();
    let longest = 1;
    for (const product of catalog) {
      if (product.profile.type === 'set') continue;
      const key = nameWords(product.product_name);
      longest = Math.max(longest, key.length);
      (byName.get(key.join(' ')) ?? byName.set(key.join(' '), []).get(key.join(' '))!).push(product);
    }
    names = { byName, longest };
    catalogNames.set(catalog, names);
  }
  return names;
}

/**
 * The products a set holds, read from its own description and how-to-use: the catalog's products it
 * names, then each kind it names ('cleanser', 'night moisturiser') when one product of that kind, or
 * one sharing the word before it, is in the catalog.
 */
export function setContents(set: ProfiledProduct, catalog: readonly ProfiledProduct[]): ProfiledProduct[] {
  const { byName, longest } = namesOf(catalog);
  let text = `${set.description ?? ''} ${set.profile.howToUse ?? ''}`.toLowerCase();
  const found: ProfiledProduct[] = [];
  // Only the products whose names are runs of the text's words are looked for, longest name first.
  const tokens = nameWords(text);
  const named = new Set<ProfiledProduct>();
  for (let i = 0; i < tokens.length; i += 1) {
    for (let n = 1; n <= longest && i + n <= tokens.length; n += 1) for (const product of byName.get(tokens.slice(i, i + n).join(' ')) ?? []) named.add(product);
  }
  for (const product of [...named].sort((a, b) => b.product_name.length - a.product_name.length || a.product_id - b.product_id)) {
    const name = product.product_name.toLowerCase();
    if (text.includes(name)) {
      found.push(product);
      text = text.split(name).join(' ');
    }
  }
  for (const [pattern, type] of TYPE_WORDS) {
    for (const match of text.matchAll(pattern)) {
      const kind = productsOfTypes(catalog, [type]).filter((product) => !found.includes(product));
      const before = match[2];
      const meant = kind.length === 1 ? kind[0] : kind.find((product) => before && product.product_name.toLowerCase().split(' ').includes(before));
      if (meant && !found.includes(meant)) found.push(meant);
    }
  }
  return found;
}

/** Answers a question about named products: what they are, whether they suit, how to use them, what is in them. */
export function answerProductInfo(named: readonly ProfiledProduct[], parsed: ParsedMessage, message: string, catalog: readonly ProfiledProduct[]): ProductInfo {
  // 'Is there fragrance in it?' asks whether it is fragrance-free.
  const c = parsed.flagsMentioned.length > 0 ? { ...parsed.constraints, freeOf: parsed.flagsMentioned } : parsed.constraints;
  const described = named.slice(0, 2).map((product) => ({ product, ...describe(product, c, message) }));
  const parts = described.map(({ text }) => text);
  const first = described[0]!.product;
  // 'What is in the Full Set?': its products, not its (empty) ingredient list.
  if (named.length === 1 && first.profile.type === 'set' && CONTENTS.test(message)) {
    const contents = setContents(first, catalog);
    if (contents.length > 0) {
      const lines = contents.map((product) => `- ${mention(product)}`);
      return { content: `${mention(first)} holds:\n${lines.join('\n')}\n\n${first.description ?? ''}`.trim(), alternatives: contents, constraints: parsed.constraints };
    }
  }
  const verdict = named.length === 1 ? flagAnswer(first, parsed.flagsMentioned, message) : undefined;
  if (verdict) parts[0] = `${verdict} ${parts[0]}`;
  const checks = asked(c);
  const family = first.profile.type ? TYPE_FAMILY[first.profile.type] : undefined;
  const wanted: Constraints = {
    ...checks,
    ...(family ? { family } : first.profile.type ? { types: [first.profile.type] } : {}),
    area: checks.area ?? first.profile.areas[0]!,
    exclude: { productIds: named.map((product) => product.product_id) },
  };
  let alternatives: ProfiledProduct[] = [];
  if (described.every(({ misses }) => misses.length > 0)) {
    alternatives = selectProducts(catalog, wanted, 2).products;
    if (alternatives.length > 0) parts.push(`For ${describeNeed(wanted)}, try ${joinWords(alternatives.map(mention))}.`);
  }
  const constraints: Constraints = { ...wanted, exclude: {} };
  delete constraints.exclude;
  return { content: parts.join('\n\n'), alternatives, constraints };
}

/** 'Which costs less, the Body Butter or the Coffee Body Scrub?': the named products by price, the one asked for first. */
export function comparePrices(named: readonly ProfiledProduct[], asked: 'cheaper' | 'pricier'): string {
  const byPrice = [...named].sort((a, b) => (asked === 'cheaper' ? a.price - b.price : b.price - a.price));
  const [first, ...rest] = byPrice;
  if (rest.every((product) => product.price === first!.price)) return `${joinWords(byPrice.map(mention))} cost the same.`;
  const verb = asked === 'cheaper' ? 'costs less than' : 'costs more than';
  return `${mention(first!)}, ${verb} ${joinWords(rest.map(mention))}.`;
}

/** 'Which set has the Lip Scrub?': the sets of the catalog that hold the named product. */
export function setsHolding(product: ProfiledProduct, catalog: readonly ProfiledProduct[]): { content: string; sets: ProfiledProduct[] } {
  const sets = catalog.filter((set) => set.profile.type === 'set' && setContents(set, catalog).includes(product));
  if (sets.length === 0) return { content: `None of our sets holds ${mention(product)}: it is sold on its own.`, sets };
  return { content: `${mention(product)} comes in ${joinWords(sets.map(mention))}.`, sets };
}
