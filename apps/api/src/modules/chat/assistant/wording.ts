// How the assistant puts constraints, products and their shortfalls into words.
import { formatPrice } from '@nyansa/contract/money';
import { freeOfLabels, type ProductArea, type ProductConcern, type ProductType, type SkinType } from '@nyansa/contract';
import type { CatalogProduct } from '../../../lib/catalog-search';
import type { Constraints } from './query';
import { wantedTypes, type Miss } from './matching';
import type { PriceRange } from './price';
import { culpritOf, type ProfiledProduct } from './profile';
import { ingredientById, typeLabel } from './catalog-vocabulary';
import { FREE_OF_BREAKERS, TYPE_AREA, type Family } from './vocabulary';

/** The assistant reads prices in dollars ('under $10', 'ten dollars') and answers in them, with the shop's one formatter. */
export function money(price: number): string {
  return formatPrice(price, 'USD');
}

export function productLink(product: CatalogProduct): string {
  return `[${product.product_name}](/products/${product.product_id})`;
}

/** A product as the assistant always names it: its page link and its price. */
export function mention(product: CatalogProduct): string {
  return `${productLink(product)}, ${money(product.price)}`;
}

export function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

/** A text as a sentence: its own full stop (or ! or ?) kept, one added when missing. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** The first sentences of a text, at most `count`. */
export function firstSentences(text: string, count: number): string {
  return text.split(/(?<=[.!?])\s+/).slice(0, count).join(' ');
}

export function joinWords(parts: readonly string[], last = 'and'): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${last} ${parts[parts.length - 1]}`;
}

const SKIN_WORDS: Record<SkinType, string> = { normal: 'normal', dry: 'dry', oily: 'oily', combination: 'combination', sensitive: 'sensitive', acne_prone: 'acne-prone' };
export const CONCERN_WORDS: Record<ProductConcern, string> = {
  dryness: 'dryness', oiliness: 'oiliness and shine', redness: 'redness', dark_spots: 'dark spots', acne: 'breakouts',
  sensitivity: 'sensitivity', dark_circles: 'dark circles', dullness: 'dullness',
};
export const AREA_PHRASES: Record<ProductArea, string> = { face: 'the face', eyes: 'the eye area', lips: 'the lips', body: 'the body', hands: 'the hands' };
const FAMILY_WORDS: Record<Family, string> = { moisturise: 'moisturisers', cleanse: 'cleansers', exfoliate: 'exfoliators', mask: 'masks', oil: 'oils' };

export function skinPhrase(types: readonly SkinType[]): string {
  return `${joinWords(types.map((type) => SKIN_WORDS[type]))} skin`;
}

export function typeWord(type: ProductType, plural = false): string {
  const label = typeLabel(type).toLowerCase();
  return plural ? (/(s|sh|ch|x)$/.test(label) ? `${label}es` : `${label}s`) : label;
}

function withArticle(word: string): string {
  return /^[aeiou]/i.test(word) ? `an ${word}` : `a ${word}`;
}

export function rangePhrase(range: PriceRange): string {
  if (range.min !== undefined && range.max !== undefined) return `between ${money(range.min)} and ${money(range.max)}`;
  const parts: string[] = [];
  if (range.below !== undefined) parts.push(`under ${money(range.below)}`);
  if (range.max !== undefined) parts.push(`up to ${money(range.max)}`);
  if (range.above !== undefined) parts.push(`over ${money(range.above)}`);
  if (range.min !== undefined) parts.push(`from ${money(range.min)}`);
  return parts.join(' and ');
}

/** What was asked for, in words: 'fragrance-free moisturisers for dry and sensitive skin under $10.00'. */
/** What a request asks for in words; `noun`: 'products for the body' rather than 'the body' when no kind is named. */
export function describeNeed(c: Constraints, noun = false): string {
  const types = wantedTypes(c);
  let what: string | undefined;
  if (c.family && !c.types && (!types || types.length === 0)) what = FAMILY_WORDS[c.family];
  else if (types && types.length > 0) what = joinWords(types.map((type) => typeWord(type, true)), 'or');
  if (c.spf) what = what ? `${what} with SPF${c.spf > 1 ? ` ${c.spf} or more` : ''}` : c.spf > 1 ? `SPF ${c.spf} or more` : 'sun protection';
  const free = [...(c.tinted === undefined ? [] : [c.tinted ? 'tinted' : 'clear (untinted)']), ...(c.freeOf ?? []).map((flag) => freeOfLabels[flag].toLowerCase())];
  if (free.length > 0) what = `${joinWords(free)} ${what ?? 'products'}`;
  if (c.ingredients?.length) what = `${what ?? 'products'} with ${joinWords(c.ingredients.map((id) => ingredientById(id)?.name ?? id))}`;
  // Dry lips, dark circles: the concern already says where.
  const dryArea = c.area === 'lips' || c.area === 'hands' ? `dry ${c.area}` : c.area === 'body' ? 'dry skin on the body' : undefined;
  const concerns = (c.concerns ?? []).map((concern) => (concern === 'dryness' && dryArea ? dryArea : CONCERN_WORDS[concern]));
  const saidByConcern = (dryArea !== undefined && c.concerns?.includes('dryness')) || (c.area === 'eyes' && c.concerns?.includes('dark_circles'));
  const saidByType = Boolean(types?.length) && types!.every((type) => TYPE_AREA[type] === c.area);
  const forWhat = [
    ...(c.area && !saidByType && !saidByConcern ? [AREA_PHRASES[c.area]] : []),
    ...(c.skinTypes?.length ? [skinPhrase(c.skinTypes)] : []),
    ...concerns,
  ];
  const parts = [what ? (forWhat.length > 0 ? `${what} for ${joinWords(forWhat)}` : what) : forWhat.length > 0 ? `${noun ? 'products for ' : ''}${joinWords(forWhat)}` : 'products'];
  if (c.price) parts.push(rangePhrase(c.price));
  if (c.exclude?.areas?.length) parts.push(`not for ${joinWords(c.exclude.areas.map((a) => AREA_PHRASES[a]), 'or')}`);
  if (c.exclude?.ingredients?.length) parts.push(`without ${joinWords(c.exclude.ingredients.map((id) => ingredientById(id)?.name ?? id), 'or')}`);
  return parts.join(' ');
}

/** Why a product falls short, in a few words: 'not fragrance-free (it contains Parfum)'. */
export function missPhrase(product: ProfiledProduct, miss: Miss): string {
  const { profile } = product;
  switch (miss.kind) {
    case 'type': {
      const wanted = miss.wanted.length > 0 ? joinWords(miss.wanted.map((type) => withArticle(typeWord(type))), 'or') : 'what you asked for';
      return `it is ${profile.type ? withArticle(typeWord(profile.type)) : 'another kind of product'} rather than ${wanted}`;
    }
    case 'area':
      return `it is made for ${joinWords(profile.areas.map((area) => AREA_PHRASES[area]))}, not ${AREA_PHRASES[miss.wanted]}`;
    case 'skin':
      return `it is not made for ${skinPhrase(miss.skinTypes)}`;
    case 'concern':
      return `it does not target ${joinWords(miss.concerns.map((concern) => CONCERN_WORDS[concern]), 'or')}`;
    case 'ingredient':
      return `it has no ${joinWords(miss.ingredients.map((id) => ingredientById(id)?.name ?? id), 'or')}`;
    case 'spf':
      return profile.spf ? `it has SPF ${profile.spf}, below the SPF ${miss.wanted} you asked for` : 'it has no SPF';
    case 'freeOf': {
      const reasons = miss.flags.map((flag) => {
        const culprit = culpritOf(profile, FREE_OF_BREAKERS[flag]);
        return `not ${freeOfLabels[flag].toLowerCase()}${culprit ? ` (it contains ${culprit})` : ''}`;
      });
      return `it is ${joinWords(reasons)}`;
    }
    case 'price':
      return `it costs ${money(product.price)}, outside your budget (${rangePhrase(miss.range)})`;
    case 'excluded':
      return 'you asked to leave it out';
    case 'tint':
      return miss.wanted ? 'it is clear, with no tint' : 'it is tinted (it has a colour pigment)';
  }
}

export function missesPhrase(product: ProfiledProduct, misses: readonly Miss[]): string {
  return joinWords(misses.map((miss) => missPhrase(product, miss)));
}
