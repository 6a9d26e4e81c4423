import { chatMessages, type PackageType, type ProductConcern, type SkinType } from '@nyansa/contract';
import { isSkinConcern, type SkinConcern } from '@nyansa/skin-analysis';
import { carryIndex, type CatalogProduct } from '../../../lib/catalog-search';
import { contentWords } from '../../../lib/search-text';
import { composeAnswer, type Answer } from './answers';
import { carryCorrector, parseMessage } from './constraints';
import type { Constraints, ParsedMessage } from './query';
import { continueFrom, isFollowUp, standalone } from './conversation';
import { OWN_ANALYSIS, detectIntent, hasSubject, type Intent } from './intents';
import type { TurnContext } from './memory';
import { selectProducts, type Closest } from './matching';
import { HOW_TO_USE, comparePrices, setsHolding } from './product-info';
import { profiled, type ProfiledProduct } from './profile';
import { TYPE_FAMILY } from './vocabulary';
import { carryVocabulary, catalogVocabulary } from './catalog-vocabulary';
import type { SafetyFlags } from './safety';
import { writeOut } from './spelling';

export const LOGIN_PROMPT = chatMessages.loginForMore;
const POINTED = /\b(the|this|that|my|your)\b/i;
const IT = /\b(it|its|it's|this|that|this one|that one)\b/i;

export interface ChatTurn {
  role: 'user' | 'bot';
  content: string;
  /** For user turns: what the message was taken to mean. */
  intent?: Intent | null;
  /** For user turns: its constraints and what was suggested, so a follow-up can build on them. */
  context?: TurnContext | null;
}

/** The caller's most recent skin analysis, when there is one. */
export interface LatestAnalysis {
  /** The analysis's diagnosis: whole sentences. */
  diagnosis: string;
  /** Its concern tags, highest priority first, as the analysis listed them. */
  concerns: readonly SkinConcern[];
  date: string;
}

/** What each tag a skin analysis reports means to the assistant: a catalog concern or skin type, and its advice. */
export const ANALYSIS_CONCERN: Record<SkinConcern, { concern?: ProductConcern; skinType?: SkinType; keywords?: string[]; entry: string }> = {
  redness: { concern: 'redness', entry: 'redness' },
  blemishes: { concern: 'acne', entry: 'acne' },
  hyperpigmentation: { concern: 'dark_spots', entry: 'hyperpigmentation' },
  'uneven-tone': { concern: 'dark_spots', entry: 'hyperpigmentation' },
  'dark-circles': { concern: 'dark_circles', entry: 'dark-circles' },
  oiliness: { skinType: 'oily', entry: 'oily-skin' },
  dryness: { skinType: 'dry', entry: 'dry-skin' },
  // Texture is no catalog concern: products are found by their words.
  texture: { keywords: ['exfoliating', 'smooth', 'smoothing', 'texture', 'lactic'], entry: 'texture' },
};

/** The known concern tags of a stored analysis, in its order; anything else (an older format) is dropped. */
export function analysisConcerns(tags: unknown): SkinConcern[] {
  return Array.isArray(tags) ? tags.filter(isSkinConcern) : [];
}

export { asSentence } from './wording';

export interface AssistantInput {
  message: string;
  signedIn: boolean;
  firstName?: string | null;
  /** The caller's plan: an AI + Dermatologist subscriber is told how to ask a dermatologist. */
  plan?: PackageType | null;
  /** Earlier turns of this user's conversation, oldest first. */
  history?: readonly ChatTurn[];
  catalog: readonly CatalogProduct[];
  latestAnalysis?: LatestAnalysis | null;
}

export interface AssistantReply {
  content: string;
  /** Every product the answer shows, in its order: those that fit, then the closest ones. */
  products: CatalogProduct[];
  /** Products that satisfy every constraint (for a routine: each step's). */
  suggestions: CatalogProduct[];
  /** Products the shopper asked about ('is the Body Butter vegan?'), described rather than suggested. */
  described: CatalogProduct[];
  /** When nothing fits: the nearest products and what each misses. */
  closest: Closest[];
  intent: Intent;
  /** What the conversation asks for now, this message and the earlier ones it builds on. */
  constraints: Constraints;
  /** The message sounded medical and was pointed to a dermatologist. */
  medical: boolean;
  /** The safety situation the message described (pregnancy, a child, an allergy, a medicine...). */
  safety: SafetyFlags;
  /** What to store with the question for the next message. */
  context: TurnContext;
}

/** The context of the latest user turn that has one. */
export function previousContext(history: readonly ChatTurn[]): TurnContext | null {
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const turn = history[i]!;
    if (turn.role === 'user') return turn.context ?? null;
  }
  return null;
}

/** A question that names no need leans on the shopper's latest analysis. */
function withAnalysis(c: Constraints, intent: Intent, input: AssistantInput, subject: boolean): { constraints: Constraints; entry?: string } {
  const leans = intent === 'routine' || intent === 'skin_concern' || (intent === 'product_search' && !subject);
  const first = input.latestAnalysis?.concerns[0];
  if (!input.signedIn || !first || !leans || c.concerns || c.skinTypes) return { constraints: c };
  const meaning = ANALYSIS_CONCERN[first];
  const constraints = { ...c };
  if (meaning.concern) constraints.concerns = [meaning.concern];
  if (meaning.skinType) constraints.skinTypes = [meaning.skinType];
  if (meaning.keywords) constraints.keywords = meaning.keywords;
  return { constraints, entry: meaning.entry };
}

/** The local assistant: answers from the knowledge base and the live catalog, no network. */
export function answerLocally(input: AssistantInput): AssistantReply {
  // 'wat moisturiser is gud 4 dry skn': the shorthand written out first.
  const message = writeOut(input.message.trim());
  const catalog = profiled(input.catalog);
  const parsed = parseMessage(message, input.catalog);
  const previous = previousContext(input.history ?? []);
  const medical = parsed.safety.medical;

  let intent: Intent = medical ? 'medical' : detectIntent(message, parsed);
  let constraints = standalone(parsed);
  if (!medical && isFollowUp(parsed, intent, message, previous)) {
    ({ constraints, intent } = continueFrom(previous!, parsed, message));
  }
  let named = parsed.named.map((id) => catalog.find((product) => product.product_id === id)).filter((p): p is ProfiledProduct => p !== undefined);
  // 'Does it contain fragrance?' after a question about one product: that product.
  const about = previous?.about === undefined ? undefined : catalog.find((product) => product.product_id === previous.about);
  const asksOfIt = IT.test(message) && (parsed.infoCue || parsed.flagsMentioned.length > 0 || Boolean(parsed.constraints.ingredients));
  if (named.length === 0 && about && asksOfIt && !medical && !parsed.constraints.types && !parsed.constraints.family) {
    named = [about];
    intent = 'product_info';
    delete parsed.outOfCatalog;
  }
  // 'How often should I use the clay mask?': the product meant, though not by its full name.
  if (named.length === 0 && !medical && HOW_TO_USE.test(message) && POINTED.test(message) && (constraints.types || constraints.family)) {
    const meant = selectProducts(catalog, constraints, 1).products[0];
    if (meant) {
      named = [meant];
      intent = 'product_info';
    }
  }
  // 'Show me your body butter': the product named, nothing else asked of it.
  if (intent === 'product_search' && named.length > 0 && !parsed.comparison && !hasSubject({ ...parsed, named: [] })) intent = 'product_info';
  // 'Something cheaper than the Body Butter': products like it, for less.
  const compared = parsed.comparison;
  const comparing = !medical && compared?.relation !== undefined && named.length === 1;
  if (comparing) intent = 'product_search';
  if (intent === 'product_search' && (compared?.similar || comparing) && named[0]) {
    constraints = similarTo(named[0], constraints, compared?.relation);
    if (comparing) constraints.comparedTo = named[0].product_id;
    // Nothing of its kind for less: the same area, any kind.
    const kindNamed = Boolean(parsed.constraints.types || parsed.constraints.family);
    if (comparing && !kindNamed && selectProducts(catalog, constraints, 1).products.length === 0) {
      const { types: _types, family: _family, keywords: _keywords, ...wider } = constraints;
      constraints = wider;
    }
  }
  const { constraints: effective, entry } = withAnalysis(constraints, intent, input, hasSubject(parsed));
  const fromAnalysis = entry !== undefined;
  if (fromAnalysis && OWN_ANALYSIS.test(message)) intent = 'skin_concern';

  const answer: Answer = comparison(named, parsed, effective, medical !== undefined) ?? holdingSets(named, parsed, effective, catalog, medical !== undefined) ?? composeAnswer({
    input, message, intent, constraints: effective, parsed, named, catalog, medical, fromAnalysis,
    ...(entry ? { analysisEntry: entry } : {}),
  });
  const described = answer.intent === 'product_info' ? named : [];
  const shown = [...new Set([...described, ...answer.suggestions, ...answer.closest.map(({ product }) => product)])];
  const context: TurnContext = {
    v: 1,
    intent: answer.intent,
    constraints: answer.constraints,
    suggested: shown.map((product) => ({ id: product.product_id, price: product.price, ...(product.profile.type ? { type: product.profile.type } : {}) })),
    ...(shown.length === 1 || (described.length === 1 && answer.intent === 'product_info') ? { about: (described[0] ?? shown[0])!.product_id } : {}),
  };
  return {
    content: answer.content,
    products: shown.map(plain),
    suggestions: answer.suggestions.map(plain),
    described: described.map(plain),
    closest: answer.closest,
    intent: answer.intent,
    constraints: answer.constraints,
    medical: medical !== undefined,
    safety: parsed.safety,
    context,
  };
}

/**
 * Builds what the assistant keeps per catalog list (profiles, the vocabulary and spelling of the
 * catalog, the kind and search indexes), so the first answer over a new list does not pay for them;
 * with the list it replaces and the ids that changed, the search index is carried over, not rebuilt.
 * Yields between the steps, so other requests are served meanwhile.
 */
export async function prepareCatalog(catalog: readonly CatalogProduct[], previous?: { catalog: readonly CatalogProduct[]; changed: readonly number[] }): Promise<void> {
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const ready = profiled(catalog);
  if (previous) {
    // The assistant searches the profiled list (and a caller may have searched the plain one).
    for (const [before, after] of [[previous.catalog, catalog], [profiled(previous.catalog), ready]] as const) carryIndex(before, after, previous.changed);
    // A new price, stock or rating changes no word the assistant reads products by: its vocabulary and spelling stay.
    const before = new Map(previous.catalog.map((product) => [product.product_id, product]));
    const after = new Map(catalog.map((product) => [product.product_id, product]));
    const wordsOf = (product: CatalogProduct | undefined) =>
      product ? JSON.stringify([product.product_name, product.details?.product_type, product.details?.key_ingredients, product.details?.ingredients]) : undefined;
    if (previous.changed.every((id) => before.has(id) && after.has(id) && wordsOf(before.get(id)) === wordsOf(after.get(id)))) {
      carryVocabulary(previous.catalog, catalog);
      carryCorrector(previous.catalog, catalog);
    }
  }
  await turn();
  catalogVocabulary(catalog);
  await turn();
  parseMessage('a tinted moisturiser', catalog);
  await turn();
  selectProducts(ready, { types: ['moisturiser'], keywords: ['tinted'] }, 1);
}

/** Two or more named products and a price relation ('which is cheaper, the A or the B?'): the comparison. */
function comparison(named: readonly ProfiledProduct[], parsed: ParsedMessage, c: Constraints, medical: boolean): Answer | null {
  const relation = parsed.comparison?.relation;
  if (medical || named.length < 2 || !relation) return null;
  return { content: comparePrices(named, relation), suggestions: [], closest: [], intent: 'product_info', constraints: c };
}

/** A named product and a set asked about ('which kit has the Lip Scrub?'): the sets that hold it. */
function holdingSets(named: readonly ProfiledProduct[], parsed: ParsedMessage, c: Constraints, catalog: readonly ProfiledProduct[], medical: boolean): Answer | null {
  const [product] = named;
  if (medical || named.length !== 1 || !product || product.profile.type === 'set' || !parsed.constraints.types?.includes('set')) return null;
  const { content, sets } = setsHolding(product, catalog);
  return { content, suggestions: sets, closest: [], intent: 'product_search', constraints: { types: ['set'] } };
}

/** The catalog product without the assistant's profile. */
function plain(product: ProfiledProduct): CatalogProduct {
  const { profile: _profile, ...rest } = product;
  return rest;
}

/** 'Something like the Body Glow but cheaper': the same kind of product, for the same area, not that one. */
function similarTo(product: ProfiledProduct, c: Constraints, relative: 'cheaper' | 'pricier' | undefined): Constraints {
  const similar: Constraints = { ...c, exclude: { ...c.exclude, productIds: [...(c.exclude?.productIds ?? []), product.product_id] } };
  const type = product.profile.type;
  // For another area, the same kind of product made for it: an oil for the face after a body oil.
  const otherArea = c.area && !product.profile.areas.includes(c.area);
  const kind = type === 'body_oil' || type === 'lip_oil' ? 'oil' : type ? TYPE_FAMILY[type] : undefined;
  if (!c.types && !c.family && type) Object.assign(similar, otherArea && kind ? { family: kind } : { types: [type] });
  if (!c.area && product.profile.areas[0]) similar.area = product.profile.areas[0];
  // Its own words rank the nearest products when nothing of its kind fits.
  if (!c.keywords) similar.keywords = contentWords(`${product.product_name} ${product.description ?? ''}`).filter((word) => word.length > 3).slice(0, 8);
  if (relative === 'cheaper') similar.price = { ...c.price, below: Math.min(c.price?.below ?? Infinity, product.price) };
  if (relative === 'pricier') similar.price = { ...c.price, above: product.price };
  return similar;
}
