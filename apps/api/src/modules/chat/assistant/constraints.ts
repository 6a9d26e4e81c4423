import type { FreeOfFlag, ProductArea, ProductConcern, ProductType, SkinType } from '@nyansa/contract';
import type { CatalogProduct } from '../../../lib/catalog-search';
import { contentWords, words } from '../../../lib/search-text';
import { MessageWords, phraseList, type PhraseMatch, type PhraseTable } from './phrases';
import { parsePrice } from './price';
import type { Constraints, Exclusions, OutOfCatalog, ParsedMessage } from './query';
import { catalogVocabulary, typeLabel } from './catalog-vocabulary';
import { namedProducts } from './product-names';
import { spellingCorrector } from './spelling';
import { parseQuantity } from './quantity';
import { SAFETY_TABLES, parseSafety } from './safety';
import { isMedicine, requestedGoods } from './out-of-catalog';
import {
  AREA_WORDS,
  CONCERN_WORDS,
  FAMILY_TYPES,
  FREE_OF_CLAIMS,
  FREE_OF_WORDS,
  INGREDIENTS,
  NEGATION_CUES,
  NUT_INGREDIENTS,
  PRODUCT_WORDS,
  SKIN_TYPE_WORDS,
  UNSERVED_WORDS,
  FAMILY_AREA,
  type Family,
  type ProductWord,
} from './vocabulary';

const FOLLOW_UP = /^(and|also|plus|what about|how about|what if|and for|for (my|the)|same for|but for|anything for|ok(ay)?,? (and|what about|now)|now for|any( for)?|something|in|with|without|under|below|less than|only|just|cheaper|another|other|instead|too|is there)\b/i;
const ALSO = /\b(also|too|as well|both|plus)\b/i;
const OTHER = /\b(another|something else|anything else|other (options?|ones?|products?|suggestions?)|different (one|product)|alternatives?|else)\b/i;
const SIMILAR = /\b(like (the|your)|similar to|alternative to|instead of|dupe for|same as)\b/i;
const INFO = /\b(how (do|should|often|much|long)|how to use|when (do|should)|what('?s| is) in|ingredients?|inci|contains?|does (it|the|this)|is (it|the|this|that)|are (they|the)|suitable|good for|safe|can i use|price of|cost|tell me about|what does|difference|versus|vs|compare|or the)\b/i;
const ROUTINE = /\b(routine|regimen|regime|skincare steps|step by step|steps|morning and (night|evening)|am and pm|am pm|day and night)\b/i;
const MORNING = /\b(morning|am|a\.m\.|daytime|day time|during the day|day cream)\b/i;
const EVENING = /\b(evening|night|nighttime|night time|bedtime|before bed|pm|p\.m\.|overnight)\b/i;

const NEGATIONS = phraseList(NEGATION_CUES);
const FILLERS = new Set(['the', 'a', 'an', 'any', 'my', 'for', 'on', 'or', 'and', 'nor', 'of', 'with', 'containing', 'products', 'product', 'stuff', 'things', 'anything', 'ones', 'use', 'too', 'added']);
/** Words that go on with a list past a comma: 'no fragrance, alcohol or parabens'. */
const LINKS = new Set(['or', 'and', 'nor']);
const NUTS = phraseList(['nuts', 'nut', 'tree nuts', 'nut oils']);
const NUT_ALLERGY = phraseList(['nut allergy', 'nut allergies', 'tree nut allergy', 'allergic to nuts', 'allergic to tree nuts', 'nut free']);
const OIL_FREE = phraseList(['oil free', 'oilfree']);
const SCENTED = phraseList(['smell nice', 'smell good', 'smells nice', 'smells good', 'nice scent', 'scented', 'fragranced', 'nice smelling', 'smell amazing']);
// Words about price, time or the conversation itself, which say nothing about a product's text.
const NOT_KEYWORDS = new Set([
  'under', 'below', 'over', 'above', 'less', 'more', 'than', 'between', 'cheap', 'cheaper', 'cheapest', 'price', 'priced', 'prices', 'cost',
  'costs', 'budget', 'dollars', 'bucks', 'expensive', 'affordable', 'routine', 'regimen', 'steps', 'morning', 'evening', 'night', 'daily',
  'anything', 'else', 'another', 'other', 'options', 'option', 'ones', 'thanks', 'thank', 'okay', 'great', 'nice', 'type', 'kind', 'maybe',
  'would', 'should', 'which', 'where', 'there', 'these', 'those', 'does', 'work', 'works', 'instead', 'please', 'still', 'only', 'just',
  'much', 'many', 'lots', 'really', 'prone', 'feel', 'feels', 'looks', 'look', 'have', 'keep', 'getting', 'always', 'currently', 'sure',
  'whats', 'shop', 'store', 'thing', 'things', 'stuff', 'sell', 'guys', 'recommend', 'suggest', 'good', 'nice', 'want', 'need', 'like',
]);

type Need = { skin: SkinType } | { concern: ProductConcern };
const NEEDS: PhraseTable<Need> = [
  ...SKIN_TYPE_WORDS.map(([skin, phrases]) => [{ skin }, phrases] as const),
  ...CONCERN_WORDS.map(([concern, phrases]) => [{ concern }, phrases] as const),
];
const INGREDIENT_TABLE: PhraseTable<string> = INGREDIENTS.map((ingredient) => [ingredient.id, ingredient.phrases] as const);

function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The product types a product word stands for, whatever the area. */
export function typesOfWord(word: ProductWord): ProductType[] {
  if (word.types) return word.types;
  if (!word.family) return [];
  const byArea = FAMILY_TYPES[word.family];
  return unique(Object.values(byArea).flat());
}

/** Every word of the vocabulary: a product name made only of them ('Body Butter') is also a description. */
const VOCABULARY_WORDS = new Set(
  [...PRODUCT_WORDS, ...AREA_WORDS, ...NEEDS, ...INGREDIENT_TABLE].flatMap(([, phrases]) => phrases.flatMap((phrase) => words(phrase.replace(/-/g, ' ')))),
);
/** Every word of a product word of the vocabulary ('serum', 'balm'), for counting 'two serums'. */
const PRODUCT_WORD_SET = new Set(PRODUCT_WORDS.flatMap(([, phrases]) => phrases.flatMap((phrase) => words(phrase.replace(/-/g, ' ')))));
const VOCABULARY_TABLES = [PRODUCT_WORDS, AREA_WORDS, NEEDS, INGREDIENT_TABLE, FREE_OF_CLAIMS, FREE_OF_WORDS, NEGATIONS, ...SAFETY_TABLES];
const correctSpelling = spellingCorrector(VOCABULARY_TABLES);
const catalogCorrectors = new WeakMap<readonly CatalogProduct[], (word: string) => string>();

/** Hands the spelling corrector of a catalog list on to its next version, when no changed product brings or takes away a word. */
export function carryCorrector(previous: readonly CatalogProduct[], next: readonly CatalogProduct[]): void {
  const corrector = catalogCorrectors.get(previous);
  if (corrector && !catalogCorrectors.has(next)) catalogCorrectors.set(next, corrector);
}

/** The spelling corrector of a catalog: the vocabulary and the catalog's own words (names, key ingredients, types), built once per catalog list. */
function correctorOf(catalog: readonly CatalogProduct[]): (word: string) => string {
  if (catalog.length === 0) return correctSpelling;
  let corrector = catalogCorrectors.get(catalog);
  if (!corrector) {
    const own = catalog.flatMap((product) => [
      ...words(product.product_name),
      ...(product.details?.key_ingredients ?? []).flatMap((name) => words(name)),
      ...(product.details ? words(typeLabel(product.details.product_type)) : []),
    ]);
    own.push(...catalogVocabulary(catalog).words);
    corrector = spellingCorrector(VOCABULARY_TABLES, own.filter((word) => word.length >= 4));
    catalogCorrectors.set(catalog, corrector);
  }
  return corrector;
}

function resolveFamily(family: Family, area: ProductArea | undefined): ProductType[] {
  const where = area ?? FAMILY_AREA[family];
  return where ? (FAMILY_TYPES[family][where] ?? []) : unique(Object.values(FAMILY_TYPES[family]).flat());
}

/** What one message asks for. Product names come from the live catalog, so they are found exactly. */
export function parseMessage(written: string, catalog: readonly CatalogProduct[] = []): ParsedMessage {
  // 'A coconut allergy' reads as 'allergic to coconut', so what it names is excluded ('a severe nut allergy': the last word alone too).
  const message = written.replace(/\b(?:an? )?((?:[a-z]+ )?([a-z]+)) (?:allergy|allergies|intolerance)\b(?! to\b)/gi, (_all, named: string, last: string) =>
    named === last ? `allergic to ${named}` : `allergic to ${named}, allergic to ${last}`,
  );
  const correct = correctorOf(catalog);
  const safety = parseSafety(message, correct);
  const text = new MessageWords(message, correct);
  // The types and ingredients the catalog's own data brings, beside the vocabulary's.
  const own = catalogVocabulary(catalog);
  const constraints: Constraints = {};
  const exclude: Exclusions = {};
  const freeOf = new Set<FreeOfFlag>();
  const named = namedProducts(text, message, catalog, VOCABULARY_WORDS);
  const excludedIds = new Set<number>();
  // 'Mineral-oil-free' before 'oil-free', which says nothing the catalog records.
  for (const claim of text.take(FREE_OF_CLAIMS)) freeOf.add(claim.value);
  text.take(OIL_FREE);
  if (text.take(NUT_ALLERGY).length > 0) exclude.ingredients = [...NUT_INGREDIENTS];

  // An exclusion runs from its cue over the words it can exclude: 'not for the body', 'no fragrance or alcohol'.
  for (const cue of text.take(NEGATIONS)) {
    let i = cue.end;
    while (i < text.words.length && i < cue.end + 8) {
      const word = text.words[i]!;
      const product = named.find((match) => match.start === i);
      if (product) {
        excludedIds.add(product.value);
        i = product.end;
        continue;
      }
      // 'Allergic to almond oil, a lip balm?': past the clause, only what a product is free of or made with.
      const past = [...text.clauseStarts].some((start) => start > cue.end - 1 && start <= i);
      const hit = matchExcludable(text, i, own.ingredients, past ? (value) => value.kind === 'freeOf' || value.kind === 'ingredients' : undefined);
      if (hit) {
        applyExclusion(hit, exclude, freeOf);
        i = hit.end;
      } else if (FILLERS.has(word) && (!past || LINKS.has(word))) i += 1;
      else break;
    }
  }
  const flagsMentioned = unique([...new MessageWords(message).take(FREE_OF_WORDS).map((match) => match.value), ...freeOf]);
  const unservedMatch = text.take(UNSERVED_WORDS)[0]?.value;
  const scented = text.take(SCENTED).length > 0;
  const ingredients = [...text.take(INGREDIENT_TABLE), ...text.take(own.ingredients)].map((match) => match.value);
  const productWords = [...text.take(own.types), ...text.take(PRODUCT_WORDS)].map((match) => match.value);
  const areas = text.take(AREA_WORDS).map((match) => match.value);
  const needs = text.take(NEEDS).map((match) => match.value);

  const area = areas[0] ?? productWords.find((word) => word.area)?.area;
  const kinds = productWords.filter((word) => word.types || word.family);
  const family = kinds.find((word) => word.family)?.family;
  // 'a cleanser, toner and moisturiser': each generic word resolved for the area, all of them wanted.
  const types = unique(kinds.flatMap((word) => word.types ?? (kinds.length > 1 && word.family ? resolveFamily(word.family, area) : [])));
  if (types.length > 0) constraints.types = types;
  else if (family) constraints.family = family;
  if (productWords.some((word) => word.spf)) constraints.spf = spfOf(message);
  if (area) constraints.area = area;

  let skinTypes = unique(needs.flatMap((need) => ('skin' in need ? [need.skin] : [])));
  // 'Combination, oily T-zone and dry cheeks': the oily and dry parts make the combination.
  if (skinTypes.includes('combination')) skinTypes = skinTypes.filter((type) => type !== 'dry' && type !== 'oily');
  const concerns = unique(needs.flatMap((need) => ('concern' in need ? [need.concern] : [])));
  // Dry lips, hands or legs: dryness to treat, not a skin type.
  const notFace = (area && area !== 'face' && area !== 'eyes') || exclude.areas?.includes('face');
  if (notFace && skinTypes.includes('dry')) {
    skinTypes.splice(skinTypes.indexOf('dry'), 1);
    if (!concerns.includes('dryness')) concerns.push('dryness');
  }
  if (skinTypes.length > 0) constraints.skinTypes = skinTypes;
  if (concerns.length > 0) constraints.concerns = concerns;
  if (ingredients.length > 0) constraints.ingredients = unique(ingredients);
  // Safety: a child's products are fragrance-free; in pregnancy, no retinoids.
  if (safety.child) freeOf.add('fragrance');
  if (safety.pregnancy) exclude.ingredients = unique([...(exclude.ingredients ?? []), 'retinol']);
  if (freeOf.size > 0) constraints.freeOf = [...freeOf];
  if (excludedIds.size > 0) exclude.productIds = [...excludedIds];
  if (Object.keys(exclude).length > 0) constraints.exclude = exclude;

  const price = parsePrice(message);
  if (price.range) constraints.price = price.range;
  if (price.sort) constraints.sort = price.sort;
  if (price.superlative) constraints.superlative = price.superlative;
  const tinted = tintOf(message);
  if (tinted !== undefined) constraints.tinted = tinted;
  if (ROUTINE.test(message)) constraints.routine = true;
  const morning = MORNING.test(message);
  const evening = EVENING.test(message);
  if (morning !== evening) constraints.time = morning ? 'morning' : 'evening';
  else if (morning && evening) constraints.routine = true;

  const keywords = unique(
    text.words
      .flatMap((word, index) => (text.isUsed(index) ? [] : contentWords(word)))
      .filter((word) => word.length > 3 && !/^\d/.test(word) && !NOT_KEYWORDS.has(word)),
  );
  // Wanting to smell nice ranks scented products first.
  if (scented) keywords.unshift('scent', 'smells', 'fragrance');
  if (keywords.length > 0) constraints.keywords = keywords.slice(0, 8);
  const ownTypeWords = new Set(own.types.flatMap(([, phrases]) => phrases.flatMap((phrase) => words(phrase))));
  const isProductWord = (word: string) => [word, word.replace(/s$/, ''), word.replace(/es$/, '')].some((form) => PRODUCT_WORD_SET.has(form) || ownTypeWords.has(form));
  const count = parseQuantity(message, isProductWord);
  if (count !== undefined) constraints.count = count;

  const namedIds = named.map((match) => match.value).filter((id) => !excludedIds.has(id));
  const superlative = constraints.superlative ?? constraints.sort;
  const relation = price.relative ?? (namedIds.length >= 2 && superlative ? (superlative === 'cheapest' ? 'cheaper' : 'pricier') : undefined);
  const similar = SIMILAR.test(message);
  const goods = unservedMatch ? undefined : requestedGoods(message);
  return {
    constraints,
    named: namedIds,
    ...(namedIds.length > 0 && (relation || similar) ? { comparison: { products: namedIds, ...(relation ? { relation } : {}), similar } } : {}),
    ...(unservedMatch ? { outOfCatalog: { ...unservedMatch, known: true } } : goods ? { outOfCatalog: goodsAsked(goods) } : {}),
    safety,
    followUpCue: FOLLOW_UP.test(message.trim()),
    also: ALSO.test(message),
    ...(price.relative ? { relative: price.relative } : {}),
    other: OTHER.test(message),
    infoCue: INFO.test(message),
    skinWord: /\bskin\b/i.test(message) && areas.length === 0,
    flagsMentioned,
  };
}


/** Goods asked for that no vocabulary names: a medicine by its form is known not to be sold, anything else only when nothing else understood the message. */
function goodsAsked(goods: string): OutOfCatalog {
  return isMedicine(goods) ? { what: goods, kind: 'medicine', known: true } : { what: goods, kind: 'product', known: false };
}

type Excludable =
  | { kind: 'freeOf'; flag: FreeOfFlag }
  | { kind: 'ingredients'; ids: readonly string[] }
  | { kind: 'types'; types: readonly ProductType[] }
  | { kind: 'area'; area: ProductArea }
  | { kind: 'spf' }
  | { kind: 'ignored' };

const EXCLUDABLE: PhraseTable<Excludable> = [
  ...FREE_OF_WORDS.map(([flag, phrases]) => [{ kind: 'freeOf', flag }, phrases] as const),
  ...INGREDIENTS.map((ingredient) => [{ kind: 'ingredients', ids: [ingredient.id] }, ingredient.phrases] as const),
  ...NUTS.map(([, phrases]) => [{ kind: 'ingredients', ids: NUT_INGREDIENTS }, phrases] as const),
  ...PRODUCT_WORDS.map(([word, phrases]): readonly [Excludable, readonly string[]] => [word.spf ? { kind: 'spf' } : { kind: 'types', types: typesOfWord(word) }, phrases]),
  ...AREA_WORDS.map(([area, phrases]) => [{ kind: 'area', area }, phrases] as const),
  // 'my skin is not oily': a skin type or concern denied is simply not asked for.
  ...NEEDS.map(([, phrases]) => [{ kind: 'ignored' }, phrases] as const),
];

function matchExcludable(text: MessageWords, index: number, named: PhraseTable<string>, accept: (value: Excludable) => boolean = () => true): PhraseMatch<Excludable> | undefined {
  const ingredient = text.matchAt(named, index);
  const match: PhraseMatch<Excludable> | undefined = text.matchAt(EXCLUDABLE, index) ?? (ingredient ? { ...ingredient, value: { kind: 'ingredients', ids: [ingredient.value] } } : undefined);
  if (!match || !accept(match.value)) return undefined;
  text.mark(match);
  return match;
}

function applyExclusion({ value }: PhraseMatch<Excludable>, exclude: Exclusions, freeOf: Set<FreeOfFlag>): void {
  if (value.kind === 'freeOf') freeOf.add(value.flag);
  else if (value.kind === 'ingredients') exclude.ingredients = unique([...(exclude.ingredients ?? []), ...value.ids]);
  else if (value.kind === 'types') exclude.types = unique([...(exclude.types ?? []), ...value.types]);
  else if (value.kind === 'area') exclude.areas = unique([...(exclude.areas ?? []), value.area]);
  else if (value.kind === 'spf') exclude.spf = true;
}

const CLEAR = /\b(clear|colou?rless|untinted|non[- ]?tinted|no (tint|colou?r)|without (any |a )?(tint|colou?r)|not tinted|transparent)\b/i;
const TINTED = /\b(tinted|tint|tints|colou?red|pigmented|(with|gives?|adds?|some|a bit of|a little|a touch of|hint of) colou?r)\b/i;

/** 'A tinted lip oil' (true), 'a clear gloss, no tint' (false), or nothing said of colour. */
function tintOf(message: string): boolean | undefined {
  if (CLEAR.test(message)) return false;
  return TINTED.test(message) ? true : undefined;
}

/** 'SPF 30', 'spf 50+': the factor asked for; any sun protection when no number is given. */
function spfOf(message: string): number {
  const factor = /\bspf\s?(\d{1,2})\b|\b(\d{1,2})\s?\+?\s?spf\b/i.exec(message);
  const value = Number(factor?.[1] ?? factor?.[2]);
  return Number.isFinite(value) && value > 0 ? value : 1;
}
