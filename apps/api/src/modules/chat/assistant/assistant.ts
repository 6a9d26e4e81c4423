import { chatMessages } from '@nyansa/contract';
import { isSkinConcern, type SkinConcern } from '@nyansa/skin-analysis';
import { searchCatalog, type CatalogProduct } from '../../../lib/catalog-search';
import {
  OWN_ANALYSIS,
  detectIntent,
  extractSlots,
  ingredientsIn,
  isFollowUp,
  mergeSlots,
  slotsToQuery,
  type Intent,
  type Slots,
} from './intents';
import type { KnowledgeEntry } from './knowledge';
import { knowledgeEntry, searchKnowledge } from './retrieval';

export const LOGIN_PROMPT = chatMessages.loginForMore;

export interface ChatTurn {
  role: 'user' | 'bot';
  content: string;
  /** For user turns: what the message was taken to mean, so a follow-up can build on it. */
  intent?: Intent | null;
  query?: string | null;
}

/** The caller's most recent skin analysis, when there is one. */
export interface LatestAnalysis {
  /** The analysis's diagnosis: whole sentences. */
  diagnosis: string;
  /** Its concern tags, highest priority first, as the analysis listed them. */
  concerns: readonly SkinConcern[];
  date: string;
}

/** The assistant's concern for each tag a skin analysis reports. */
export const ANALYSIS_CONCERN: Record<SkinConcern, string> = {
  redness: 'redness',
  blemishes: 'acne',
  hyperpigmentation: 'dark spots',
  'uneven-tone': 'dark spots',
  'dark-circles': 'dark circles',
  oiliness: 'oily',
  dryness: 'dry',
  texture: 'texture',
};

/** The known concern tags of a stored analysis, in its order; anything else (an older format) is dropped. */
export function analysisConcerns(tags: unknown): SkinConcern[] {
  return Array.isArray(tags) ? tags.filter(isSkinConcern) : [];
}

/** A text as a sentence: its own full stop (or ! or ?) kept, one added when missing. */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export interface AssistantInput {
  message: string;
  signedIn: boolean;
  firstName?: string | null;
  /** Earlier turns of this user's conversation, oldest first. */
  history?: readonly ChatTurn[];
  catalog: readonly CatalogProduct[];
  latestAnalysis?: LatestAnalysis | null;
}

export interface AssistantReply {
  content: string;
  products: CatalogProduct[];
  intent: Intent;
  /** The subject of this message in search words, remembered for follow-ups. */
  query: string;
}

const CONCERN_ENTRY: Record<string, string> = {
  dry: 'dry-skin',
  oily: 'oily-skin',
  combination: 'routine-combination',
  acne: 'acne',
  'dark spots': 'hyperpigmentation',
  sensitive: 'sensitive-skin',
  redness: 'redness',
  chapped: 'chapped-lips',
  'dark circles': 'dark-circles',
  texture: 'texture',
  wrinkles: 'ageing',
  dull: 'dullness',
  eczema: 'eczema',
};

const ROUTINE_ENTRY: Record<string, string> = {
  dry: 'routine-dry',
  oily: 'routine-oily',
  combination: 'routine-combination',
  sensitive: 'routine-sensitive',
  redness: 'routine-sensitive',
  acne: 'routine-oily',
  chapped: 'routine-lips',
};

const CONCERN_PHRASE: Record<string, string> = {
  dry: 'dry skin',
  oily: 'oily skin',
  combination: 'combination skin',
  acne: 'acne-prone skin',
  'dark spots': 'dark spots',
  sensitive: 'sensitive skin',
  redness: 'redness',
  chapped: 'chapped lips',
  'dark circles': 'dark circles',
  texture: 'uneven skin texture',
  wrinkles: 'fine lines',
  dull: 'dull skin',
  eczema: 'itchy, dry patches',
};

const AREA_WORD = { lips: 'lips', body: 'body', face: 'face', eyes: 'eye area' } as const;

const PRODUCT_PHRASE: Record<string, string> = {
  moisturizer: 'a moisturizer',
  serum: 'a serum',
  sunscreen: 'a sunscreen',
  cleanser: 'a cleanser',
  scrub: 'a scrub',
  oil: 'an oil',
  toner: 'a toner',
  mask: 'a mask',
  glow: 'a body glow',
  set: 'a gift or a set',
  'lip balm': 'a lip balm',
  'lip scrub': 'a lip scrub',
  'body butter': 'a body butter',
  'eye cream': 'an eye cream',
};

function firstSentence(text: string): string {
  return text.split(/(?<=[.!?])\s+/)[0] ?? text;
}

function money(price: number): string {
  return `$${price.toFixed(2)}`;
}

function productLink(product: CatalogProduct): string {
  return `[${product.product_name}](/products/${product.product_id})`;
}

function productLine(product: CatalogProduct): string {
  const about = product.description ? `: ${firstSentence(product.description)}` : '';
  return `- ${productLink(product)}, ${money(product.price)}${about}`;
}

function joinNames(products: readonly CatalogProduct[]): string {
  const links = products.map(productLink);
  if (links.length <= 1) return links.join('');
  return `${links.slice(0, -1).join(', ')} and ${links[links.length - 1]}`;
}

/** The need in the user's words: 'a moisturizer for dry skin', 'chapped lips'. */
function describeNeed(slots: Slots): string {
  const area = slots.area ? AREA_WORD[slots.area] : undefined;
  let target: string | undefined;
  if (slots.concern === 'dry' && area && slots.area !== 'face') target = `dry ${area}`;
  else if (slots.concern) target = CONCERN_PHRASE[slots.concern] ?? slots.concern;
  else if (area) target = `your ${area}`;
  const what = slots.productType
    ? (PRODUCT_PHRASE[slots.productType] ?? slots.productType)
    : slots.ingredient
      ? `products with ${knowledgeEntry(slots.ingredient)?.title.toLowerCase()}`
      : undefined;
  if (what && target) return `${what} for ${target}`;
  if (what) return what;
  return target ?? 'what you asked for';
}

const COMBINING = /\b(together|combine|combined|mix|mixing|same time|with)\b/i;

function entryFor(slots: Slots, intent: Intent, searchText: string): KnowledgeEntry | undefined {
  if (intent === 'ingredient' && ingredientsIn(searchText).length >= 2 && COMBINING.test(searchText)) {
    return knowledgeEntry('combining-actives');
  }
  if (intent === 'ingredient' && slots.ingredient) return knowledgeEntry(slots.ingredient);
  if (intent === 'routine') {
    if (slots.concern && ROUTINE_ENTRY[slots.concern]) return knowledgeEntry(ROUTINE_ENTRY[slots.concern]!);
    if (slots.area === 'lips') return knowledgeEntry('routine-lips');
    if (slots.area === 'body') return knowledgeEntry('routine-body');
    if (slots.timeOfDay === 'morning') return knowledgeEntry('routine-morning');
    if (slots.timeOfDay === 'evening') return knowledgeEntry('routine-evening');
    return searchKnowledge(searchText, ['routine'], 1)[0]?.entry ?? knowledgeEntry('routine-normal');
  }
  if (slots.concern === 'dry' && slots.area === 'lips') return knowledgeEntry('chapped-lips');
  if (slots.concern && CONCERN_ENTRY[slots.concern]) return knowledgeEntry(CONCERN_ENTRY[slots.concern]!);
  if (intent === 'shop_help') return searchKnowledge(searchText, ['shop'], 1)[0]?.entry;
  return searchKnowledge(searchText, ['concern', 'product-use', 'ingredient', 'routine'], 1)[0]?.entry;
}

interface Resolved {
  intent: Intent;
  slots: Slots;
  searchText: string;
}

const CONTINUABLE: readonly Intent[] = ['product_search', 'routine', 'skin_concern', 'ingredient'];

/** What the message means, with the previous question filled in for a follow-up. */
function resolve(message: string, history: readonly ChatTurn[]): Resolved {
  const slots = extractSlots(message);
  const intent = detectIntent(message, slots);
  const previous = [...history].reverse().find((turn) => turn.role === 'user' && turn.query && turn.intent);
  // A greeting, a shop question or a newly named ingredient starts a new subject.
  const canContinue = intent !== 'greeting' && intent !== 'shop_help' && intent !== 'ingredient';
  if (previous?.intent && CONTINUABLE.includes(previous.intent) && canContinue && isFollowUp(message, slots)) {
    const merged = mergeSlots(extractSlots(previous.query ?? ''), slots);
    // 'what about oily skin?' after a question about lips means the face again.
    if (!slots.area && /\bskin\b/i.test(message)) delete merged.area;
    return { intent: previous.intent, slots: merged, searchText: slotsToQuery(merged) };
  }
  return { intent, slots, searchText: message };
}

function analysisNote(latest: LatestAnalysis | null | undefined): string {
  return latest ? `Your skin analysis of ${latest.date} found: ${asSentence(latest.diagnosis)}` : '';
}

function greetingReply(message: string, firstName: string | null | undefined): string {
  if (/^(thanks?|thank you|thx|cheers)/i.test(message.trim())) {
    return 'You are welcome! Is there anything else I can help you with?';
  }
  if (/^(bye|goodbye)/i.test(message.trim())) return 'Goodbye, and take good care of your skin!';
  const name = firstName ? ` ${firstName}` : '';
  return `Hello${name}! I am the Nyansa beauty assistant. Ask me about products, routines, ingredients, skin concerns, or your orders and subscription.`;
}

const OUT_OF_SCOPE =
  "I am the Nyansa beauty assistant, so I can only help with skincare, body and lip care, our products, and your orders or subscription. Try asking, for example, 'Which moisturizer suits dry skin?'";

/** The local assistant: answers from the knowledge base and the live catalog, no network. */
export function answerLocally(input: AssistantInput): AssistantReply {
  const message = input.message.trim();
  const resolved = resolve(message, input.history ?? []);
  const { intent: detected, slots } = resolved;
  let searchText = resolved.searchText;
  let fromAnalysis = false;
  let intent = detected;

  const hasSubject = Boolean(slots.productType || slots.concern || slots.area || slots.ingredient);
  // A question that names no concern leans on the user's latest analysis, and on its first concern.
  const leansOnAnalysis = intent === 'routine' || intent === 'skin_concern' || (intent === 'product_search' && !hasSubject);
  if (input.signedIn && input.latestAnalysis && !slots.concern && leansOnAnalysis) {
    const first = input.latestAnalysis.concerns[0];
    const concern = first ? ANALYSIS_CONCERN[first] : undefined;
    if (concern) {
      slots.concern = concern;
      searchText = slotsToQuery(slots);
      fromAnalysis = true;
    }
  }

  if (OWN_ANALYSIS.test(message) && !(input.signedIn && input.latestAnalysis)) {
    const about = knowledgeEntry('shop-skin-analysis');
    const content = `You have no skin analysis yet. ${about?.answer ?? ''}`.trim();
    return { content: input.signedIn ? content : `${firstSentence(about?.answer ?? content)} ${LOGIN_PROMPT}`, products: [], intent: 'shop_help', query: message };
  }
  if (intent === 'product_search' && !hasSubject && !fromAnalysis) {
    const content = 'Tell me a little about your skin (dry, oily, combination, sensitive...) or what you are looking for (a moisturizer, a serum, a lip balm...), and I will suggest products from our shop.';
    return { content: input.signedIn ? content : `${content} ${LOGIN_PROMPT}`, products: [], intent, query: message };
  }
  let entry = intent === 'greeting' || intent === 'out_of_scope' ? undefined : entryFor(slots, intent, searchText);
  // An analysis that found nothing to treat still deserves an answer: the everyday basics.
  if (!entry && OWN_ANALYSIS.test(message)) entry = knowledgeEntry('routine-normal');
  if ((intent === 'skin_concern' || intent === 'shop_help') && !entry) intent = 'out_of_scope';

  let products: CatalogProduct[] = [];
  if (intent === 'product_search') {
    products = searchCatalog(input.catalog, searchText, { area: slots.area, focus: slots.productType });
    // Nothing named in the shop's words: fall back to what the knowledge base says helps.
    if (products.length === 0 && entry?.productQuery) products = searchCatalog(input.catalog, entry.productQuery, { area: slots.area });
  } else if (entry?.productQuery && intent !== 'shop_help') {
    const query = intent === 'ingredient' ? entry.title : entry.productQuery;
    products = searchCatalog(input.catalog, query, { area: slots.area });
  }

  const query = slotsToQuery(slots) || message;
  const full = compose(intent, slots, entry, products, input, fromAnalysis);
  const content = input.signedIn ? full : `${shortAnswer(intent, entry, products)} ${LOGIN_PROMPT}`;
  return { content, products, intent, query };
}

function compose(
  intent: Intent,
  slots: Slots,
  entry: KnowledgeEntry | undefined,
  products: readonly CatalogProduct[],
  input: AssistantInput,
  fromAnalysis: boolean,
): string {
  switch (intent) {
    case 'greeting':
      return greetingReply(input.message, input.firstName);
    case 'out_of_scope':
      return OUT_OF_SCOPE;
    case 'product_search': {
      const need = describeNeed(slots);
      const tip = entry ? `\n\nTip: ${firstSentence(entry.answer)}` : '';
      const note = fromAnalysis ? `${analysisNote(input.latestAnalysis)}\n\n` : '';
      if (products.length === 0) {
        return `${note}I could not find a product for ${need} in our catalog right now. You can browse everything at /products.${tip}`;
      }
      return `${note}For ${need}, I would suggest:\n${products.map(productLine).join('\n')}${tip}`;
    }
    case 'shop_help':
      return entry?.answer ?? OUT_OF_SCOPE;
    default: {
      const note = intent === 'ingredient' ? '' : analysisNote(input.latestAnalysis);
      const parts = [note, entry?.answer ?? ''].filter(Boolean);
      if (products.length > 0) parts.push(`Products from our shop that fit: ${joinNames(products)}.`);
      return parts.join('\n\n');
    }
  }
}

/** The short answer a visitor gets before the login prompt. */
function shortAnswer(intent: Intent, entry: KnowledgeEntry | undefined, products: readonly CatalogProduct[]): string {
  if (intent === 'greeting') return 'Hello! I am the Nyansa beauty assistant.';
  if (intent === 'out_of_scope') return 'I can help with skincare, our products, and your orders or subscription.';
  if (intent === 'product_search') {
    return products.length > 0 ? `You might like ${joinNames(products)}.` : 'I could not find a matching product.';
  }
  return entry ? firstSentence(entry.answer) : 'I can help with skincare, our products, and your orders or subscription.';
}
