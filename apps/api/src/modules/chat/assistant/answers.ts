import { chatMessages, freeOfLabels } from '@nyansa/contract';
import type { AssistantInput, LatestAnalysis } from './assistant';
import type { Constraints, ParsedMessage } from './query';
import { ADVICE_QUESTION, LAYERING, OWN_ANALYSIS, type Intent } from './intents';
import type { KnowledgeEntry } from './knowledge';
import { selectProducts, wantedArea, wantedTypes, type Closest, type Selection } from './matching';
import { answerProductInfo } from './product-info';
import type { ProfiledProduct } from './profile';
import { knowledgeEntry, searchKnowledge } from './retrieval';
import { WHEN_WORDS, planRoutine, type RoutinePlan } from './routine';
import { IN_PERSON, SEE_DERMATOLOGIST, askDermatologistLine, medicalAnswer, safetyNotes, type MedicalReason } from './safety';
import { CONCERN_WORDS, asSentence, describeNeed, firstSentence, firstSentences, joinWords, mention, missesPhrase, skinPhrase, typeWord } from './wording';
import { ingredientById } from './catalog-vocabulary';
import { relevanceOf } from '../../../lib/catalog-search';
import type { UnservedKind } from './vocabulary';

const LOGIN_PROMPT = chatMessages.loginForMore;
const OUT_OF_SCOPE =
  "I am the Nyansa beauty assistant, so I can only help with skincare, body and lip care, our products, and your orders or subscription. Try asking, for example, 'Which moisturizer suits dry skin?'";
const ASK_MORE =
  'Tell me a little about your skin (dry, oily, combination, sensitive...) or what you are looking for (a moisturizer, a serum, a lip balm...), and I will suggest products from our shop.';
const COMBINING = /\b(together|combine|combined|mix|mixing|same time|with|and)\b/i;

export interface ComposeArgs {
  input: AssistantInput;
  message: string;
  intent: Intent;
  constraints: Constraints;
  parsed: ParsedMessage;
  named: ProfiledProduct[];
  catalog: ProfiledProduct[];
  medical: MedicalReason | undefined;
  fromAnalysis: boolean;
  analysisEntry?: string;
}

export interface Answer {
  content: string;
  suggestions: ProfiledProduct[];
  closest: Closest<ProfiledProduct>[];
  intent: Intent;
  constraints: Constraints;
}

const SKIN_ENTRY: Record<string, string> = {
  dry: 'dry-skin', oily: 'oily-skin', combination: 'routine-combination', sensitive: 'sensitive-skin', acne_prone: 'acne', normal: 'routine-normal',
};
const CONCERN_ENTRY: Record<string, string> = {
  dryness: 'dry-skin', oiliness: 'oily-skin', redness: 'redness', dark_spots: 'hyperpigmentation', acne: 'acne',
  sensitivity: 'sensitive-skin', dark_circles: 'dark-circles', dullness: 'dullness',
};
const ROUTINE_ENTRY: Record<string, string> = {
  dry: 'routine-dry', oily: 'routine-oily', acne_prone: 'routine-oily', combination: 'routine-combination', sensitive: 'routine-sensitive',
  dryness: 'routine-dry', oiliness: 'routine-oily', acne: 'routine-oily', redness: 'routine-sensitive', sensitivity: 'routine-sensitive',
  dark_spots: 'hyperpigmentation', dullness: 'dullness', dark_circles: 'dark-circles',
};
const TYPE_ENTRY: Record<string, string> = {
  moisturiser: 'use-moisturizer', body_lotion: 'use-moisturizer', serum: 'use-serum', body_butter: 'use-body-butter', lip_balm: 'use-lip-balm',
  lip_mask: 'use-lip-balm', lip_scrub: 'use-lip-scrub', body_scrub: 'use-scrub', exfoliant: 'use-scrub', sunscreen: 'use-sunscreen',
  body_shimmer: 'use-body-glow', cleanser: 'use-cleanser', set: 'sets-and-packs', body_oil: 'facial-oils', lip_oil: 'use-lip-balm',
  hand_cream: 'use-hand-cream', mask: 'use-mask', eye_cream: 'dark-circles', shower_gel: 'routine-body',
};

/** The knowledge entry that explains a need: its concern, skin type, area or product type. */
function adviceFor(c: Constraints, intent: Intent, message: string, analysisEntry?: string): KnowledgeEntry | undefined {
  const area = wantedArea(c);
  if (intent === 'routine' && LAYERING.test(message)) return knowledgeEntry('layering');
  if (analysisEntry && intent !== 'routine') return knowledgeEntry(analysisEntry);
  if (intent === 'routine') {
    const key = [...(c.skinTypes ?? []), ...(c.concerns ?? [])].find((k) => ROUTINE_ENTRY[k]);
    if (area === 'lips') return knowledgeEntry('routine-lips');
    if (area === 'body') return knowledgeEntry('routine-body');
    if (key) return knowledgeEntry(ROUTINE_ENTRY[key]!);
    return searchKnowledge(message, ['routine'], 1)[0]?.entry ?? knowledgeEntry('routine-normal');
  }
  if (c.concerns?.includes('dryness') && area === 'lips') return knowledgeEntry('chapped-lips');
  if (c.concerns?.includes('dryness') && area === 'body') return knowledgeEntry('body-dryness');
  const concern = c.concerns?.[0];
  if (concern) return knowledgeEntry(CONCERN_ENTRY[concern]!);
  const skin = c.skinTypes?.find((type) => SKIN_ENTRY[type]);
  if (skin) return knowledgeEntry(SKIN_ENTRY[skin]!);
  const type = c.types?.[0] ?? (c.family ? wantedTypes(c)?.[0] : undefined);
  if (type && TYPE_ENTRY[type]) return knowledgeEntry(TYPE_ENTRY[type]);
  if (c.spf) return knowledgeEntry(area === 'lips' ? 'use-lip-balm' : 'use-sunscreen');
  if (area === 'body') return knowledgeEntry('routine-body');
  if (area === 'lips') return knowledgeEntry('routine-lips');
  // A product list gets a tip only when it is about the need; other questions search the knowledge base.
  if (intent === 'product_search') return undefined;
  return searchKnowledge(message, ['concern', 'product-use', 'ingredient', 'routine'], 1)[0]?.entry;
}

function analysisNote(latest: LatestAnalysis | null | undefined): string {
  return latest ? `Your skin analysis of ${latest.date} found: ${asSentence(latest.diagnosis)}` : '';
}

function greetingReply(message: string, firstName: string | null | undefined): string {
  if (/^(thanks?|thank you|thx|cheers)/i.test(message)) return 'You are welcome! Is there anything else I can help you with?';
  if (/^(bye|goodbye)/i.test(message)) return 'Goodbye, and take good care of your skin!';
  const name = firstName ? ` ${firstName}` : '';
  return `Hello${name}! I am the Nyansa beauty assistant. Ask me about products, routines, ingredients, skin concerns, or your orders and subscription.`;
}

/** What a fitting product has that was asked for: '(fragrance-free, suits dry and sensitive skin)'. */
function fitNote(c: Constraints): string {
  const facts = [
    ...(c.freeOf ?? []).map((flag) => freeOfLabels[flag].toLowerCase()),
    ...(c.skinTypes?.length ? [`suits ${skinPhrase(c.skinTypes)}`] : []),
  ];
  return facts.length > 0 ? ` (${facts.join(', ')})` : '';
}

function productList(selection: Selection<ProfiledProduct>, c: Constraints, cheaper: boolean, compared?: ProfiledProduct): string {
  // 'Cheaper than the Body Butter': the product named, with its price, rather than a bare limit.
  const need = compared ? `${describeNeed({ ...c, price: undefined })} ${c.price?.above !== undefined ? 'dearer' : 'cheaper'} than ${mention(compared)}` : describeNeed(c);
  if (selection.products.length > 0) {
    const order = c.sort === 'cheapest' ? ' (most affordable first)' : '';
    const few = c.count !== undefined && selection.products.length < c.count ? `We have ${selection.products.length === 1 ? 'only one product that fits' : `only ${selection.products.length} products that fit`}, not ${c.count}. ` : '';
    const lines = selection.products.map((product) => `- ${mention(product)}: ${firstSentence(product.description ?? '')}${fitNote(c)}`);
    const partial = selection.partial
      ? `\n\nNo single product targets ${joinWords((c.concerns ?? []).map((concern) => CONCERN_WORDS[concern]))} at once, so each of these targets one of them.`
      : '';
    return `${few}For ${need}, I would suggest${order}:\n${lines.join('\n')}${partial}`;
  }
  if (selection.closest.length === 0) return `I could not find ${need} in our catalog, and nothing close enough. You can browse everything at /products.`;
  const [nearest] = selection.closest;
  if (cheaper && nearest && nearest.misses.every((miss) => miss.kind === 'price')) {
    const { price: _price, exclude: _exclude, ...rest } = c;
    // Compared with a named product: that one is the most affordable of its kind, not the nearest other.
    return `There is nothing cheaper: ${mention(compared ?? nearest.product)} is already our most affordable choice of ${describeNeed(compared ? rest : { ...rest, ...(c.exclude ? { exclude: c.exclude } : {}) }, true)}.`;
  }
  const lines = selection.closest.map(({ product, misses }) => `- ${mention(product)}: ${missesPhrase(product, misses)}.`);
  return `I could not find ${need} in our catalog. The closest we have:\n${lines.join('\n')}`;
}

function routineText(plan: RoutinePlan<ProfiledProduct>, c: Constraints): string {
  const time = c.time ? `${c.time} ` : '';
  const forWhom = [
    ...(c.skinTypes?.length ? [skinPhrase(c.skinTypes)] : []),
    ...(c.concerns?.length ? [joinWords(c.concerns.map((concern) => CONCERN_WORDS[concern]))] : []),
  ];
  const area = plan.area === 'face' ? '' : ` for your ${plan.area === 'eyes' ? 'eye area' : plan.area}`;
  const need = forWhom.length > 0 ? ` for ${forWhom.join(' and ')}` : '';
  const extras = [
    ...(c.freeOf ?? []).map((flag) => freeOfLabels[flag].toLowerCase()),
    ...(c.price ? ['within your budget'] : []),
  ];
  const suits = c.skinTypes?.length ? ', with products that suit it' : '';
  const all = extras.length > 0 ? ` (all ${joinWords(extras)})` : '';
  const lines = plan.lines.map((line, i) => `${i + 1}. ${line.label}, ${WHEN_WORDS[line.when]}: ${mention(line.product)}`);
  const gaps = plan.gaps.map(({ types, closest }) =>
    closest
      ? `No ${typeWord(types[0]!)} fits: our ${mention(closest.product)}: ${missesPhrase(closest.product, closest.misses)}.`
      : `We have no ${typeWord(types[0]!)} that fits yet.`,
  );
  return [`Here is a simple ${time}routine${area}${need}${suits}${all}:\n${lines.join('\n')}`, ...gaps].join('\n\n');
}

function withProducts(text: string, products: readonly ProfiledProduct[], lead = 'Products from our shop that fit'): string {
  return products.length > 0 ? `${text}\n\n${lead}: ${joinWords(products.map(mention))}.` : text;
}

/**
 * The answer for an intent, with the products it suggests; a safety situation the message
 * describes (pregnancy, a child, an allergy) adds who to check with and what was left out.
 */
export function composeAnswer(args: ComposeArgs): Answer {
  const answer = answerFor(args);
  const notes = args.medical || args.parsed.outOfCatalog?.known ? [] : safetyNotes(args.parsed.safety);
  return notes.length > 0 && answer.intent !== 'out_of_scope' && answer.intent !== 'shop_help' ? { ...answer, content: [answer.content, ...notes].join('\n\n') } : answer;
}

function answerFor(args: ComposeArgs): Answer {
  const { input, message, intent, constraints: c, parsed, named, catalog, medical } = args;
  const signedIn = input.signedIn;
  const done = (content: string, extra: Partial<Answer> = {}): Answer => ({
    content,
    suggestions: [],
    closest: [],
    intent,
    constraints: c,
    ...extra,
  });
  const visitor = (short: string, extra: Partial<Answer> = {}): Answer => done(`${short} ${LOGIN_PROMPT}`, extra);

  // Hair care, perfume, make-up, medicines: said plainly, with nothing unrelated suggested.
  const out = parsed.outOfCatalog;
  const notSold = out?.known && !c.types && !c.family && !c.spf && intent !== 'routine' && (!medical || (out.kind === 'medicine' && medical === 'medication'));
  if (out && notSold) {
    const content = notSoldAnswer(out.what, out.kind);
    return signedIn ? done(content, { intent: 'product_search' }) : visitor(content, { intent: 'product_search' });
  }
  if (medical) {
    if (!signedIn) return visitor(`${SEE_DERMATOLOGIST} Please see one before treating it yourself.`);
    return done(medicalAnswer(medical, { plan: input.plan ?? null, analysisDate: input.latestAnalysis?.date ?? null }));
  }
  if (intent === 'greeting') return signedIn ? done(greetingReply(message, input.firstName)) : visitor('Hello! I am the Nyansa beauty assistant.');
  if (intent === 'out_of_scope') {
    // 'Do you sell sunglasses?': a request for goods that neither the vocabulary nor the catalog knows is a thing we do not sell.
    if (out && !out.known) {
      const content = notSoldAnswer(out.what, out.kind);
      return signedIn ? done(content, { intent: 'product_search' }) : visitor(content, { intent: 'product_search' });
    }
    return signedIn ? done(OUT_OF_SCOPE) : visitor('I can help with skincare, our products, and your orders or subscription.');
  }

  if (OWN_ANALYSIS.test(message) && !(signedIn && input.latestAnalysis)) {
    const about = knowledgeEntry('shop-skin-analysis')!;
    return signedIn ? done(`You have no skin analysis yet. ${about.answer}`, { intent: 'shop_help' }) : visitor(firstSentence(about.answer), { intent: 'shop_help' });
  }
  if (intent === 'shop_help') {
    const entry = searchKnowledge(message, ['shop'], 1)[0]?.entry;
    if (!entry) return done(OUT_OF_SCOPE, { intent: 'out_of_scope' });
    const plan = entry.id === 'shop-dermatologist' ? askDermatologistLine({ plan: input.plan ?? null, analysisDate: input.latestAnalysis?.date ?? null }) : '';
    return signedIn ? done(plan ? `${plan} ${IN_PERSON}` : entry.answer) : visitor(firstSentence(entry.answer));
  }

  if (intent === 'product_info' && named.length > 0) {
    const info = answerProductInfo(named, parsed, message, catalog);
    const extra = { suggestions: info.alternatives, constraints: info.constraints };
    return signedIn ? done(info.content, extra) : visitor(info.content.split('\n\n')[0]!, extra);
  }

  // An analysis that found nothing to treat still deserves an answer: the everyday basics.
  const entry = adviceFor(c, intent, message, args.analysisEntry) ?? (OWN_ANALYSIS.test(message) ? knowledgeEntry('routine-normal') : undefined);
  const note = args.fromAnalysis || OWN_ANALYSIS.test(message) ? analysisNote(input.latestAnalysis) : '';

  if (intent === 'routine' && LAYERING.test(message)) return signedIn ? done(entry!.answer) : visitor(firstSentence(entry!.answer));
  if (intent === 'routine') {
    const plan = planRoutine(catalog, c);
    if (plan.lines.length > 0) {
      const steps = planProducts(plan);
      const why = entry && !/\b1\. /.test(entry.answer) ? `Why these steps: ${entry.answer}` : '';
      const content = [note, routineText(plan, c), why].filter(Boolean).join('\n\n');
      const gaps = plan.gaps.flatMap(({ closest }) => (closest ? [closest] : []));
      return signedIn ? done(content, { suggestions: steps, closest: gaps }) : visitor(`A simple routine: ${joinWords(steps.slice(0, 3).map(mention))}.`, { suggestions: steps.slice(0, 3) });
    }
  }

  if (intent === 'ingredient') {
    const ids = c.ingredients ?? [];
    if (ids.length >= 2 && COMBINING.test(message)) return signedIn ? done(knowledgeEntry('combining-actives')!.answer) : visitor(firstSentence(knowledgeEntry('combining-actives')!.answer));
    const id = ids[0];
    const about = id ? knowledgeEntry(id) : undefined;
    const name = id ? (ingredientById(id)?.name ?? id) : '';
    const selection = id ? selectProducts(catalog, c, c.count ?? 3) : { products: [], partial: false, closest: [] };
    const text = about?.answer ?? `${name.charAt(0).toUpperCase()}${name.slice(1)} is an ingredient of some of our products.`;
    const products = selection.products;
    const content = products.length > 0 ? withProducts(text, products, `Products from our shop with ${name}`) : `${text}\n\nNone of our products contains ${name} at the moment.`;
    return signedIn ? done(content, { suggestions: products }) : visitor(firstSentence(text), { suggestions: products });
  }

  if (intent === 'product_search') {
    const subject = Boolean(c.types || c.family || c.spf || c.area || c.skinTypes || c.concerns || c.ingredients || c.freeOf || c.price || c.sort || c.keywords);
    if (!subject) return signedIn ? done(ASK_MORE) : visitor(ASK_MORE);
    // 'Can I buy a phone charger?': words alone, which no product of the catalog says, ask for goods we do not sell.
    const wordsAlone = !(c.types || c.family || c.spf || c.area || c.skinTypes || c.concerns || c.ingredients || c.freeOf || c.price || c.sort);
    const goods = wordsAlone && named.length === 0 && out && !out.known ? out : undefined;
    if (goods && relevanceOf(catalog, (c.keywords ?? []).join(' ')).size === 0) {
      const content = notSoldAnswer(goods.what, goods.kind);
      return signedIn ? done(content) : visitor(content);
    }
    if (c.superlative && (c.count ?? 1) === 1) {
      const best = selectProducts(catalog, c, 1);
      const [product] = best.products;
      if (product) {
        const { superlative, sort: _sort, ...rest } = c;
        const which = superlative === 'cheapest' ? 'cheapest' : 'most expensive';
        const content = `The ${which} of our ${describeNeed(rest, true)} is ${mention(product)}: ${firstSentence(product.description ?? '')}`;
        return signedIn ? done(content, { suggestions: [product] }) : visitor(content, { suggestions: [product] });
      }
    }
    const selection = selectProducts(catalog, c, c.count ?? 3);
    const tip = entry ? `Tip: ${firstSentences(entry.answer, 2)}` : '';
    const compared = c.comparedTo === undefined ? undefined : catalog.find((product) => product.product_id === c.comparedTo);
    const content = [note, productList(selection, c, parsed.relative === 'cheaper', compared), tip].filter(Boolean).join('\n\n');
    const short = selection.products.length > 0 ? `You might like ${joinWords(selection.products.map(mention))}.` : 'I could not find a matching product.';
    // Nothing cheaper than the product named: it is the answer, and no dearer product is offered instead.
    const nothingCheaper = compared && parsed.relative === 'cheaper' && selection.products.length === 0 && selection.closest[0]?.misses.every((miss) => miss.kind === 'price');
    const extra = { suggestions: selection.products, closest: nothingCheaper ? [] : selection.closest };
    return signedIn ? done(content, extra) : visitor(short, extra);
  }

  // A skin concern (and a routine nothing fits): the advice, then products that fit when the shopper named a need.
  if (!entry) return signedIn ? done(OUT_OF_SCOPE, { intent: 'out_of_scope' }) : visitor('I can help with skincare, our products, and your orders or subscription.', { intent: 'out_of_scope' });
  // A question about why or whether ('what is the issue with scrubs?') is not a request for those products.
  const asksWhy = ADVICE_QUESTION.test(message) && Boolean(c.types || c.family);
  const needs = !asksWhy && Boolean(c.skinTypes || c.concerns || c.area || c.types || c.family || c.freeOf);
  const products = needs ? selectProducts(catalog, c, c.count ?? 3).products : [];
  const dermatologist = /\bdermatologists?\b/i.test(message) ? askDermatologistLine({ plan: input.plan ?? null, analysisDate: input.latestAnalysis?.date ?? null }) : '';
  const content = withProducts([note, entry.answer, dermatologist].filter(Boolean).join('\n\n'), products);
  return signedIn ? done(content, { suggestions: products }) : visitor(firstSentence(entry.answer), { suggestions: products });
}

function notSoldAnswer(what: string, kind: UnservedKind): string {
  const covers = 'Nyansa sells skincare for the face, body care and lip care';
  if (kind === 'medicine') return `We do not sell ${what}: ${covers}, not medicines. A pharmacist or your doctor can advise you on what to take.`;
  if (kind === 'product') return `We do not sell ${what}: ${covers}, so there is nothing of that kind to suggest.`;
  return `We have no products for ${what}: our shop covers skincare for the face, body care and lip care. A dermatologist or pharmacist can advise you on ${what}.`;
}

/** Each product of a routine once, in step order. */
function planProducts(plan: RoutinePlan<ProfiledProduct>): ProfiledProduct[] {
  return [...new Set(plan.lines.map((line) => line.product))];
}
