import type { FreeOfFlag, PackageType, ProductArea, ProductConcern, ProductType, SkinType } from '@nyansa/contract';
import type { LatestAnalysis } from '../assistant/assistant';

export const evalCategories = ['products', 'budget', 'exclusions', 'routines', 'follow-ups', 'medical', 'keyword rule', 'advice', 'shop', 'quantity', 'safety', ...questionKinds()] as const;

/** The kinds of question the held-out set is made of (issue 30); the tuning set has questions of each too. */
function questionKinds() {
  return ['superlatives', 'comparisons', 'not sold', 'attributes', 'price words', 'sets', 'typos', 'context'] as const;
}
export const heldOutKinds = questionKinds();
export type EvalCategory = (typeof evalCategories)[number];

/** What a good answer to one message does, written by hand for this catalog. */
export interface Expectation {
  /** Every suggested product is one of these types. */
  types?: ProductType[];
  /** Every suggested product is made for this area. */
  area?: ProductArea;
  /** Every suggested product suits each of these skin types. */
  skinTypes?: SkinType[];
  /** Every suggested product targets at least one; the first targets all when a product of the catalog can. */
  concerns?: ProductConcern[];
  /** Every suggested product lists each of these INCI names (a part of the name: 'Butyrospermum'). */
  contains?: string[];
  /** Every suggested product is free of each of these. */
  freeOf?: FreeOfFlag[];
  /** Every suggested product has at least this SPF. */
  spf?: number;
  /** Inclusive `min`/`max`, strict `below`/`above`, in dollars. */
  price?: { min?: number; max?: number; below?: number; above?: number };
  /** The first suggestion is the cheapest product that meets the rest. */
  cheapest?: boolean;
  /** Every suggestion costs less than the cheapest product suggested in the previous answer. */
  cheaperThanBefore?: boolean;
  excludeAreas?: ProductArea[];
  excludeTypes?: ProductType[];
  /** No suggested product lists any of these INCI names. */
  excludeContains?: string[];
  /** None of these products (names) is suggested. */
  excludeProducts?: string[];
  /** These products (names) are among the suggestions. */
  includes?: string[];
  /** 'some': products are suggested; 'none': none at all; 'noMatch': the answer says nothing fits. */
  products?: 'some' | 'none' | 'noMatch';
  /** A routine: for each group, one of the products is of a type of the group. */
  steps?: ProductType[][];
  /** The answer says each of these (case-insensitive); a list means any one of its phrases. */
  mentions?: (string | string[])[];
  /** Points to a dermatologist first and suggests no product. */
  medical?: boolean;
  /** Says how to ask one of the shop's dermatologists ('Ask a dermatologist'), or must not. */
  askDermatologist?: boolean;
  /** A superlative: exactly one product is suggested, one of these (names; several when prices tie). */
  single?: string[];
  /** Says plainly that the shop does not sell it, and suggests no product. */
  notSold?: boolean;
  /** A medicine: points to a doctor or a pharmacist (being treated as medical is then right). */
  pharmacist?: boolean;
  /** Every suggested product is tinted (lists a colour index pigment, 'CI 77491'), or none is. */
  tinted?: boolean;
  /** The answer names each of these products (a set's contents). */
  names?: string[];
  /** Every suggested product's name or description holds one of these words (a texture: 'gel', 'rich'). */
  says?: string[];
  /** Exactly this many products are suggested (a quantity asked for: 'two serums', 'just one'). */
  count?: number;
  /** A yes-or-no question about a product: the answer's first sentence says which. */
  answer?: 'yes' | 'no';
}

export interface EvalTurn {
  say: string;
  expect?: Expectation;
}

export interface EvalCase {
  id: string;
  category: EvalCategory;
  turns: EvalTurn[];
  plan?: PackageType;
  /** Defaults to a signed-in shopper. */
  signedIn?: boolean;
  analysis?: LatestAnalysis;
}

/** One question and its expectation: the most common case. */
export function ask(id: string, category: EvalCategory, say: string, expect: Expectation, extra: Partial<EvalCase> = {}): EvalCase {
  return { id, category, turns: [{ say, expect }], ...extra };
}

/** A conversation: earlier turns set the scene, the expectations say what each answer must do. */
export function conversation(id: string, category: EvalCategory, turns: EvalTurn[], extra: Partial<EvalCase> = {}): EvalCase {
  return { id, category, turns, ...extra };
}
