import { contentWords, hasPhrase, words } from '../../../lib/search-text';
import type { ParsedMessage } from './query';
import { knowledgeBase } from './knowledge';

export const intents = ['greeting', 'product_search', 'product_info', 'routine', 'ingredient', 'skin_concern', 'medical', 'shop_help', 'out_of_scope'] as const;
export type Intent = (typeof intents)[number];

const GREETING = /^(hi+|hello|hey+|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day)|thanks?|thank you|thx|cheers|ok(ay)?|bye|goodbye|akwaaba|maakye|ete sen)\b/i;
const ROUTINE = /\b(routine|regimen|skincare steps|steps?|morning|evening|night ?time|bedtime|am and pm|layer(ing)?|which (one )?first|what order|in what order|order (of|to|should))\b/i;
/** 'In what order do I apply...': the order of application, not a product list. */
export const LAYERING = /\b(what order|in what order|which (one )?first|order (of|to|should)|layer(ing)?|apply first|sequence)\b/i;
const PRODUCT_REQUEST =
  /\b(recommend|suggest|looking for|need (a|an|some)|want (a|an|some)|something|anything|what (can|should) i (use|buy|get|put)|which (product|one)|best|buy|sell|do you (guys )?(have|sell|stock)|got any|is there (a|an|any)|products? (for|that|to)|show me|cheap|price|cost)\b/i;
/** Asking what the shop has, rather than what to do. */
const ASKS_STOCK = /\b(do you (guys )?(have|sell|stock)|got any|is there (a|an|any|something|anything)|any (good )?products?|show me|looking for|recommend (a|an|some|me))\b/i;
/** A question about whether or why, rather than a request for products. */
export const ADVICE_QUESTION = /\b(why|what('?s| is) (the )?(issue|problem|point|deal|harm) (with|of)|is it (bad|ok|okay|safe|good|true) to|do i (really )?need|is it worth|how bad)\b/i;
/** The user asks about their own analysis: 'what did my analysis say?' */
export const OWN_ANALYSIS = /\bmy (skin )?(analysis|analyses|results?|scan|diagnosis)\b/i;
const QUESTION = /\b(what|why|how|is|are|can|does|do|should|when|which|safe|mix|combine|together|benefits?)\b/i;
const SHOP_HELP: readonly string[] = [
  'my order', 'order status', 'where is my order', 'track', 'tracking', 'delivery', 'deliver', 'shipping', 'ship', 'refund',
  'return', 'payment', 'pay', 'paid', 'checkout', 'check out', 'charged', 'card', 'mobile money', 'momo',
  'subscription', 'subscribe', 'subscribed', 'plan', 'plans', 'upgrade', 'premium', 'cancel', 'account',
  'password', 'login', 'log in', 'sign in', 'sign up', 'register', 'verify', 'verification', 'email',
  'profile', 'invoice', 'receipt', 'orders', 'cart', 'skin analysis', 'analyze my skin', 'analyse my skin',
  'dermatologist', 'dermatologists', 'consultation', 'talk to an expert',
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

/** Whether a message names something to look for: a product, an area, a skin type, a concern, an ingredient. */
export function hasSubject({ constraints: c, named }: ParsedMessage): boolean {
  return Boolean(c.types || c.family || c.spf || c.area || c.skinTypes || c.concerns || c.ingredients || c.freeOf || named.length > 0);
}

export function detectIntent(text: string, parsed: ParsedMessage): Intent {
  const trimmed = text.trim();
  const wordCount = words(trimmed).length;
  const c = parsed.constraints;
  const subject = hasSubject(parsed);
  const asksProduct = Boolean(c.types || c.family || c.spf);

  if (GREETING.test(trimmed) && (wordCount <= 4 || !subject)) return 'greeting';
  if (OWN_ANALYSIS.test(trimmed)) return 'skin_concern';
  // 'Should I see a dermatologist for my dark spots?' is about the spots first.
  const aboutSkin = Boolean(c.concerns || c.skinTypes);
  if (SHOP_HELP.some((phrase) => hasPhrase(trimmed, phrase)) && !ROUTINE.test(trimmed) && !asksProduct && !aboutSkin) return 'shop_help';
  if (parsed.named.length > 0 && parsed.infoCue && !parsed.comparison?.similar) return 'product_info';
  if (LAYERING.test(trimmed)) return 'routine';
  if (c.routine && !asksProduct) return 'routine';
  // 'Why are scrubs bad for sensitive skin?': advice, whatever products it names.
  if (ADVICE_QUESTION.test(trimmed) && !PRODUCT_REQUEST.test(trimmed)) return c.ingredients && !asksProduct ? 'ingredient' : 'skin_concern';
  const requestsProduct = PRODUCT_REQUEST.test(trimmed) && subject;
  // 'What should I use in the morning?' asks for a routine; 'do you have anything for puffy eyes in the morning?' for products.
  if (ROUTINE.test(trimmed) && !asksProduct && !ASKS_STOCK.test(trimmed)) return 'routine';
  if (c.ingredients && QUESTION.test(trimmed) && !PRODUCT_REQUEST.test(trimmed) && !asksProduct) return 'ingredient';
  if (asksProduct || parsed.comparison?.similar || requestsProduct || ((c.price || c.sort || c.count) && subject)) return 'product_search';
  if (parsed.named.length > 0) return 'product_info';
  if (c.ingredients) return 'ingredient';
  if (c.concerns || c.skinTypes || c.freeOf || c.area) return 'skin_concern';
  if ((PRODUCT_REQUEST.test(trimmed) && /\b(products?|recommend|suggest|buy)\b/i.test(trimmed)) || c.price || c.sort) return 'product_search';
  if (domainWordCount(trimmed) > 0) return 'skin_concern';
  return 'out_of_scope';
}
