import type { Area } from '../../../lib/catalog-search';
import { contentWords, hasPhrase, words } from '../../../lib/search-text';
import { knowledgeBase } from './knowledge';

export type Intent =
  | 'greeting'
  | 'product_search'
  | 'routine'
  | 'ingredient'
  | 'skin_concern'
  | 'shop_help'
  | 'out_of_scope';

/** What a message is about, as far as a follow-up can inherit it. */
export interface Slots {
  productType?: string;
  area?: Area;
  concern?: string;
  ingredient?: string;
  timeOfDay?: 'morning' | 'evening';
}

const PRODUCT_TYPES: ReadonlyArray<[string, string[]]> = [
  ['sunscreen', ['sunscreen', 'sun screen', 'sunblock', 'spf', 'sun cream']],
  ['lip balm', ['lip balm', 'chapstick', 'balm']],
  ['lip scrub', ['lip scrub']],
  ['body butter', ['body butter', 'butter']],
  ['eye cream', ['eye cream']],
  ['moisturizer', ['moisturizer', 'moisturiser', 'moisturizers', 'moisturisers', 'cream', 'lotion', 'hydrating cream']],
  ['serum', ['serum', 'serums', 'essence']],
  ['cleanser', ['cleanser', 'face wash', 'cleansing', 'soap', 'wash']],
  ['scrub', ['scrub', 'exfoliator', 'exfoliant']],
  ['oil', ['oil', 'body oil', 'facial oil']],
  ['toner', ['toner']],
  ['mask', ['mask', 'face mask']],
  ['glow', ['body glow', 'shimmer', 'highlighter']],
  ['set', ['set', 'kit', 'bundle', 'starter pack', 'gift']],
];

const AREAS: ReadonlyArray<[Area, string[]]> = [
  ['lips', ['lips', 'lip', 'mouth']],
  ['eyes', ['eyes', 'eye', 'under eye', 'under-eye', 'eyelids']],
  ['body', ['body', 'legs', 'arms', 'hands', 'feet', 'elbows', 'knees', 'heels', 'back', 'chest', 'shoulders']],
  ['face', ['face', 'facial', 't-zone', 'cheeks', 'forehead', 'nose', 'chin']],
];

const CONCERNS: ReadonlyArray<[string, string[]]> = [
  ['chapped', ['chapped', 'cracked', 'peeling lips', 'dry lips']],
  ['dark circles', ['dark circles', 'eye bags', 'puffy', 'puffiness']],
  // Before 'dry', whose 'rough' would otherwise take 'rough texture'.
  ['texture', ['texture', 'textured', 'uneven texture', 'rough texture', 'bumpy skin', 'bumps']],
  ['dry', ['dry', 'dryness', 'flaky', 'dehydrated', 'tight', 'ashy', 'rough']],
  ['oily', ['oily', 'oiliness', 'greasy', 'shiny', 'shine', 'large pores']],
  ['combination', ['combination']],
  ['acne', ['acne', 'acne-prone', 'pimple', 'pimples', 'breakout', 'breakouts', 'blackheads', 'whiteheads', 'zits', 'blemishes', 'blemish']],
  ['dark spots', ['hyperpigmentation', 'dark spots', 'dark spot', 'dark marks', 'uneven tone', 'uneven skin tone', 'melasma', 'pigmentation', 'discoloration', 'sun spots']],
  ['sensitive', ['sensitive', 'irritated', 'irritation', 'stinging', 'reactive']],
  ['redness', ['redness', 'red', 'flushing', 'rosacea', 'blotchy']],
  ['wrinkles', ['wrinkles', 'fine lines', 'aging', 'ageing', 'anti-aging', 'sagging']],
  ['dull', ['dull', 'dullness', 'glow', 'radiance', 'brighten', 'brightening']],
  ['eczema', ['eczema', 'dermatitis', 'itchy', 'itching', 'rash', 'psoriasis']],
];

const INGREDIENTS: ReadonlyArray<[string, string[]]> = knowledgeBase
  .filter((entry) => entry.topic === 'ingredient')
  .map((entry) => [entry.id, entry.keywords]);

function firstMatch<T extends string>(text: string, table: ReadonlyArray<[T, string[]]>): T | undefined {
  return table.find(([, phrases]) => phrases.some((phrase) => hasPhrase(text, phrase)))?.[0];
}

/** Every ingredient of the knowledge base a text names, in knowledge-base order. */
export function ingredientsIn(text: string): string[] {
  return INGREDIENTS.filter(([, phrases]) => phrases.some((phrase) => hasPhrase(text, phrase))).map(([id]) => id);
}

export function extractSlots(text: string): Slots {
  const slots: Slots = {};
  const productType = firstMatch(text, PRODUCT_TYPES);
  const area = firstMatch(text, AREAS);
  const concern = firstMatch(text, CONCERNS);
  const ingredient = firstMatch(text, INGREDIENTS);
  if (productType) slots.productType = productType;
  if (area) slots.area = area;
  if (concern) slots.concern = concern;
  if (ingredient) slots.ingredient = ingredient;
  if (/\b(morning|am|daytime|day time)\b/i.test(text)) slots.timeOfDay = 'morning';
  if (/\b(evening|night|pm|bedtime|nighttime)\b/i.test(text)) slots.timeOfDay = 'evening';
  return slots;
}

const GREETING = /^(hi+|hello|hey+|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|thanks?|thank you|thx|cheers|ok(ay)?|bye|goodbye|akwaaba|maakye|ete sen)\b/i;
const ROUTINE = /\b(routine|regimen|skincare steps|steps?|morning|evening|night ?time|bedtime|am and pm|layer(ing)?|which (one )?first|what order|in what order|order (of|to|should))\b/i;
const PRODUCT_REQUEST =
  /\b(recommend|suggest|looking for|need (a|an|some)|want (a|an|some)|something for|anything for|what (can|should) i (use|buy|get|put)|which (product|one)|best|buy|sell|do you (have|sell|stock)|products? for|show me|cheap|price|cost)\b/i;
/** The user asks about their own analysis: 'what did my analysis say?' */
export const OWN_ANALYSIS = /\bmy (skin )?(analysis|analyses|results?|scan|diagnosis)\b/i;
const QUESTION = /\b(what|why|how|is|are|can|does|do|should|when|which|safe|mix|combine|together|benefits?)\b/i;
const SHOP_HELP: readonly string[] = [
  'my order', 'order status', 'where is my order', 'track', 'tracking', 'delivery', 'deliver', 'shipping', 'ship', 'refund',
  'return', 'payment', 'pay', 'paid', 'checkout', 'check out', 'charged', 'card', 'mobile money', 'momo',
  'subscription', 'subscribe', 'subscribed', 'plan', 'plans', 'upgrade', 'premium', 'cancel', 'account',
  'password', 'login', 'log in', 'sign in', 'sign up', 'register', 'verify', 'verification', 'email',
  'profile', 'invoice', 'receipt', 'orders', 'cart', 'skin analysis', 'analyze my skin', 'analyse my skin',
];
// Everyday words that also appear in keywords but say nothing about skin on their own.
const GENERIC_WORDS = new Set(['together', 'combine', 'mix', 'day', 'night', 'morning', 'evening', 'first', 'order', 'new', 'set', 'gift', 'back', 'red', 'tight', 'rough', 'burning', 'reaction', 'apply', 'layer', 'sequence', 'am', 'pm', 'scan', 'photo', 'kit', 'bundle', 'pouch', 'full', 'uv', 'c', 'a', 'b3']);
const DOMAIN_WORDS = new Set(
  [
    'skin', 'skincare', 'face', 'lips', 'lip', 'body', 'hair', 'beauty', 'makeup', 'cosmetic', 'pores',
    'complexion', 'routine', 'nyansa', 'shop', 'store', 'dermatologist', 'tone', 'moisturizer', 'product',
    'products', 'analysis', 'recommendations',
  ].concat(
    knowledgeBase
      .filter((entry) => entry.topic !== 'shop' && entry.id !== 'layering')
      .flatMap((entry) => entry.keywords.flatMap((keyword) => contentWords(keyword)))
      .filter((word) => !GENERIC_WORDS.has(word)),
  ),
);

/** Words of a message that belong to beauty and this shop; none means the question is elsewhere. */
export function domainWordCount(text: string): number {
  return words(text).filter((word) => DOMAIN_WORDS.has(word)).length;
}

export function detectIntent(text: string, slots: Slots = extractSlots(text)): Intent {
  const trimmed = text.trim();
  const wordCount = words(trimmed).length;
  const hasSubject = Boolean(slots.productType || slots.concern || slots.ingredient || slots.area);

  if (GREETING.test(trimmed) && (wordCount <= 4 || !hasSubject)) return 'greeting';
  if (OWN_ANALYSIS.test(trimmed)) return 'skin_concern';
  if (SHOP_HELP.some((phrase) => hasPhrase(trimmed, phrase)) && !ROUTINE.test(trimmed)) return 'shop_help';
  if (ROUTINE.test(trimmed)) return 'routine';
  if (slots.ingredient && QUESTION.test(trimmed) && !PRODUCT_REQUEST.test(trimmed)) return 'ingredient';
  if (slots.productType || (PRODUCT_REQUEST.test(trimmed) && hasSubject)) return 'product_search';
  if (slots.ingredient) return 'ingredient';
  if (slots.concern) return 'skin_concern';
  if (PRODUCT_REQUEST.test(trimmed) && /\b(products?|recommend|suggest|buy)\b/i.test(trimmed)) return 'product_search';
  if (domainWordCount(trimmed) > 0) return 'skin_concern';
  return 'out_of_scope';
}

const FOLLOW_UP = /^(and|also|what about|how about|what if|and for|for (my|the)|same for|what for|ok(ay)? (and|what about)|but for|anything for)\b/i;

/** A short message that leans on the previous one: 'what about for lips?' */
export function isFollowUp(text: string, slots: Slots): boolean {
  const wordCount = words(text).length;
  if (FOLLOW_UP.test(text.trim())) return true;
  return wordCount <= 3 && !slots.productType && !slots.ingredient && Boolean(slots.area || slots.concern);
}

/** The previous turn's subject, with what the follow-up names put in its place. */
export function mergeSlots(previous: Slots, next: Slots): Slots {
  const merged: Slots = { ...previous, ...next };
  // A new area makes an area-bound product type meaningless: 'lip balm' then 'what about my body?'.
  if (next.area && !next.productType && previous.productType && previous.area !== next.area) {
    const bound = ['lip balm', 'lip scrub', 'body butter', 'eye cream', 'glow'];
    if (bound.includes(previous.productType)) delete merged.productType;
  }
  return merged;
}

/** Slots written back as a search text, for retrieval and for the next follow-up. */
export function slotsToQuery(slots: Slots): string {
  const area = slots.area === 'lips' ? 'lip' : slots.area === 'face' ? 'face' : slots.area;
  return [slots.concern, slots.productType, slots.ingredient?.replace(/-/g, ' '), area, slots.timeOfDay]
    .filter((part): part is string => Boolean(part))
    .join(' ');
}
