import type { ProductType, SkinType } from '@nyansa/contract';
import { words } from '../../../lib/search-text';
import type { Constraints, Exclusions, ParsedMessage } from './query';
import type { Intent } from './intents';
import type { TurnContext } from './memory';
import { TYPE_AREA, TYPE_FAMILY } from './vocabulary';

/** Subjects a follow-up can build on; a greeting or a shop question starts afresh. */
const CONTINUABLE: readonly Intent[] = ['product_search', 'routine', 'skin_concern', 'ingredient', 'product_info'];

/** Whether a message leans on the previous question: 'and something cheaper?', 'what about for my lips?'. */
export function isFollowUp(parsed: ParsedMessage, intent: Intent, message: string, previous: TurnContext | null): boolean {
  if (!previous || !CONTINUABLE.includes(previous.intent)) return false;
  if (intent === 'greeting' || intent === 'shop_help' || intent === 'medical') return false;
  // A newly named ingredient is a new question: 'and what about niacinamide?'.
  if (intent === 'ingredient' && parsed.constraints.ingredients?.length) return false;
  if (parsed.relative || parsed.other) return true;
  if (parsed.followUpCue) return true;
  const c = parsed.constraints;
  const namesProduct = Boolean(c.types || c.family || c.spf || c.routine || parsed.named.length > 0);
  const modifies = Boolean(c.price || c.sort || c.freeOf || c.exclude || c.area || c.skinTypes || c.concerns || c.time || c.count);
  return !namesProduct && modifies && words(message).length <= 10;
}

function union<T>(a: readonly T[] | undefined, b: readonly T[] | undefined): T[] | undefined {
  const all = [...new Set([...(a ?? []), ...(b ?? [])])];
  return all.length > 0 ? all : undefined;
}

/** Dry and oily skin, or normal and anything, cannot both be true: the newer word wins. */
function skinTypesClash(before: readonly SkinType[], after: readonly SkinType[]): boolean {
  const clash = (a: SkinType, b: SkinType) =>
    a !== b && (a === 'normal' || b === 'normal' || (['dry', 'oily', 'combination'].includes(a) && ['dry', 'oily', 'combination'].includes(b)));
  return before.some((a) => after.some((b) => clash(a, b)));
}

function mergeExclusions(a: Exclusions | undefined, b: Exclusions | undefined): Exclusions | undefined {
  const merged: Exclusions = {};
  const areas = union(a?.areas, b?.areas);
  const types = union(a?.types, b?.types);
  const ingredients = union(a?.ingredients, b?.ingredients);
  const productIds = union(a?.productIds, b?.productIds);
  if (areas) merged.areas = areas;
  if (types) merged.types = types;
  if (ingredients) merged.ingredients = ingredients;
  if (productIds) merged.productIds = productIds;
  if (a?.spf || b?.spf) merged.spf = true;
  return Object.keys(merged).length > 0 ? merged : undefined;
}

function clean(c: Constraints): Constraints {
  for (const key of Object.keys(c) as (keyof Constraints)[]) if (c[key] === undefined) delete c[key];
  return c;
}

export interface FollowUp {
  constraints: Constraints;
  intent: Intent;
}

/** The previous question's constraints with what the follow-up changes: a new area, a budget, 'cheaper'... */
export function continueFrom(previous: TurnContext, parsed: ParsedMessage, message: string): FollowUp {
  const before = previous.constraints;
  const next = parsed.constraints;
  const newProduct = Boolean(next.types || next.family || (next.spf && !/\bwith\b/i.test(message)));
  // 'what about oily skin?' after a question about lips means the face again.
  const backToFace = parsed.skinWord && !next.area && Boolean(next.skinTypes || next.concerns) && before.area !== 'face' && before.area !== undefined;
  const area = next.area ?? (backToFace ? undefined : before.area);
  const merged: Constraints = { area };

  if (newProduct) {
    merged.types = next.types;
    merged.family = next.family;
    merged.spf = next.spf;
  } else {
    merged.types = before.types;
    merged.family = before.family;
    merged.spf = next.spf ?? before.spf;
    // A lip balm, then 'what about my body?': a moisturiser for the body.
    const bound = merged.types?.length && area && merged.types.every((type) => TYPE_AREA[type] !== area && TYPE_AREA[type] !== undefined);
    if (bound) {
      const family = TYPE_FAMILY[merged.types![0]!];
      merged.types = undefined;
      merged.family = family;
    }
  }
  const skin = [...((next.skinTypes && before.skinTypes && !skinTypesClash(before.skinTypes, next.skinTypes) ? union(before.skinTypes, next.skinTypes) : (next.skinTypes ?? before.skinTypes)) ?? [])];
  merged.concerns = next.concerns ? (parsed.also ? union(before.concerns, next.concerns) : next.concerns) : backToFace ? undefined : before.concerns;
  // Dry skin, then 'what about my lips?': dry lips to treat.
  if (area && area !== 'face' && area !== 'eyes' && skin?.includes('dry')) {
    skin.splice(skin.indexOf('dry'), 1);
    merged.concerns = union(merged.concerns, ['dryness']);
  }
  merged.skinTypes = skin && skin.length > 0 ? [...skin] : undefined;
  merged.ingredients = next.ingredients ?? (newProduct ? undefined : before.ingredients);
  merged.freeOf = union(before.freeOf, next.freeOf);
  merged.price = next.price ?? before.price;
  merged.cheaperThan = next.price ? undefined : before.cheaperThan;
  merged.sort = next.sort ?? before.sort;
  merged.tinted = next.tinted ?? before.tinted;
  merged.superlative = next.superlative;
  merged.exclude = mergeExclusions(before.exclude, next.exclude);
  merged.routine = newProduct ? next.routine : (next.routine ?? before.routine);
  merged.time = next.time ?? before.time;
  merged.keywords = next.keywords ?? (newProduct || area !== before.area ? undefined : before.keywords);
  // 'Two lip balms', then 'vegan ones': still two; a new kind of product starts a new count.
  merged.count = next.count ?? (newProduct ? undefined : before.count);

  const shown = previous.suggested;
  if (parsed.relative === 'cheaper' && shown.length > 0) {
    if (before.routine && merged.routine) {
      const perType: Partial<Record<ProductType, number>> = {};
      for (const { type, price } of shown) if (type) perType[type] = Math.min(perType[type] ?? Infinity, price);
      merged.cheaperThan = perType;
    } else {
      const cheapest = Math.min(...shown.map((product) => product.price));
      merged.price = { ...merged.price, below: Math.min(merged.price?.below ?? Infinity, cheapest) };
      delete merged.price.max;
    }
    merged.sort = 'cheapest';
  } else if (parsed.relative === 'cheaper') merged.sort = 'cheapest';
  if (parsed.relative === 'pricier' && shown.length > 0) {
    merged.price = { above: Math.max(...shown.map((product) => product.price)) };
    merged.sort = undefined;
  }
  if (parsed.other && shown.length > 0) merged.exclude = mergeExclusions(merged.exclude, { productIds: shown.map((product) => product.id) });

  const intent: Intent = merged.routine ? 'routine' : 'product_search';
  return { constraints: clean(merged), intent };
}

/** A message that does not lean on earlier turns still means 'cheapest' when it says 'cheaper'. */
export function standalone(parsed: ParsedMessage): Constraints {
  const c = { ...parsed.constraints };
  if (parsed.relative === 'cheaper' && !c.sort) c.sort = 'cheapest';
  return c;
}
