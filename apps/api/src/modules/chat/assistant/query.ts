// The parse of one message as one typed structure (issue 30): what parseMessage (constraints.ts)
// gives, what a turn's context stores (memory.ts), and what the answer is built from.
import type { FreeOfFlag, ProductArea, ProductConcern, ProductType, SkinType } from '@nyansa/contract';
import type { PriceRange, PriceSort } from './price';
import type { SafetyFlags } from './safety';
import type { Family, UnservedKind } from './vocabulary';

/**
 * What a shopper asks for, as data: the parse of one message, or of a conversation so far. Stored
 * with each question (JSON), so a follow-up builds on it on any API instance.
 */
export interface Constraints {
  /** Any of these product types. */
  types?: ProductType[];
  /** A generic product word ('a moisturiser'): its types depend on the area. */
  family?: Family;
  area?: ProductArea;
  /** The product suits every one of these. */
  skinTypes?: SkinType[];
  /** The product targets these. */
  concerns?: ProductConcern[];
  /** The product contains every one of these (ingredient ids of the vocabulary). */
  ingredients?: string[];
  /** At least this sun protection factor (1: any). */
  spf?: number;
  /** The product is free of every one of these. */
  freeOf?: FreeOfFlag[];
  price?: PriceRange;
  /** Per product type, strictly below this price ('cheaper' after a routine). */
  cheaperThan?: Partial<Record<ProductType, number>>;
  sort?: PriceSort;
  /** 'The cheapest serum', 'the dearest lip balm': one product, the cheapest or dearest that fits. */
  superlative?: PriceSort;
  /** The product this one is compared with ('cheaper than the Body Butter'): its id. */
  comparedTo?: number;
  /** Tinted (true) or clear (false): a colour pigment in its ingredient list. */
  tinted?: boolean;
  /** `spf`: no sun protection ('a moisturiser, no SPF please'). */
  exclude?: { areas?: ProductArea[]; types?: ProductType[]; ingredients?: string[]; productIds?: number[]; spf?: boolean };
  /** A routine (steps with a product each) rather than a list of products. */
  routine?: boolean;
  time?: 'morning' | 'evening';
  /** Words the vocabulary does not cover ('pink', 'tinted'), which rank products by their text. */
  keywords?: string[];
  /** How many products are asked for ('two serums', 'just one'): the answer shows and names that many. */
  count?: number;
}

export type Exclusions = NonNullable<Constraints['exclude']>;

/** Named products compared with, or taken as a model: 'cheaper than the Body Butter', 'like the Body Glow', 'the A or the B?'. */
export interface Comparison {
  products: number[];
  /** 'cheaper', 'pricier'; none for 'like the Body Glow' or 'the A or the B?' alone. */
  relation?: 'cheaper' | 'pricier';
  /** 'Like the Body Glow', 'an alternative to...': products like it. */
  similar: boolean;
}

/** Something the shop does not sell: a need ('the scalp'), goods ('shampoo') or a medicine (for a pharmacist or doctor). */
export interface OutOfCatalog {
  what: string;
  kind: UnservedKind;
  /** The vocabulary knows it is not sold; otherwise it is only asked for ('do you sell sunglasses?'), and not sold when nothing else understood the message. */
  known: boolean;
}

/**
 * One message understood as one typed structure: what to look for (`constraints`: types, area,
 * skin types, concerns, ingredients wanted and excluded, attributes, price bounds, sort or
 * superlative, quantity), the products it names and compares, what the shop does not sell, the
 * safety situation it describes, and the words that tie it to the conversation.
 */
export interface ParsedMessage {
  constraints: Constraints;
  /** Catalog products the message names, other than as exclusions. */
  named: number[];
  comparison?: Comparison;
  outOfCatalog?: OutOfCatalog;
  safety: SafetyFlags;
  /** Starts like a follow-up: 'and...', 'what about...'. */
  followUpCue: boolean;
  /** 'also', 'too', 'as well': adds to the earlier concerns rather than replacing them. */
  also: boolean;
  /** 'Cheaper', 'more expensive': than a named product, or than what was just suggested. */
  relative?: 'cheaper' | 'pricier';
  /** 'another one', 'something else': not what was just suggested. */
  other: boolean;
  /** A question about a product: how to use it, what is in it, whether it suits... */
  infoCue: boolean;
  /** Says 'skin' without naming an area: 'what about oily skin?'. */
  skinWord: boolean;
  /** Free-of flags the message names in any way ('is there fragrance in it?'), for a question about a product. */
  flagsMentioned: FreeOfFlag[];
}
