// Checks one answer of the assistant against what a good shop assistant would do. It reads the
// catalog's data directly and shares no matching code with the assistant, so it can disagree with it.
import { plans } from '@nyansa/contract';
import type { AssistantReply } from '../assistant/assistant';
import { evalCatalog, evalProductById, type EvalProduct } from './catalog';
import type { Expectation } from './types';

type Kind = 'types' | 'area' | 'skinTypes' | 'concerns' | 'contains' | 'freeOf' | 'spf' | 'price' | 'excluded' | 'tint' | 'says';

/** A product lists a colour index pigment ('CI 15850'): it is tinted. */
export function isTinted(product: EvalProduct): boolean {
  return product.details.ingredients.some((name) => /^CI \d+/.test(name));
}

/** The expectations a product breaks (the product-level ones; concerns only when it targets none). */
export function violations(product: EvalProduct, e: Expectation): Kind[] {
  const d = product.details;
  const found: Kind[] = [];
  if (e.types && !e.types.includes(d.product_type)) found.push('types');
  if (e.area && !d.areas.includes(e.area)) found.push('area');
  if (e.skinTypes && !e.skinTypes.every((type) => d.skin_types.includes(type))) found.push('skinTypes');
  if (e.concerns && !e.concerns.some((concern) => d.concerns.includes(concern))) found.push('concerns');
  if (e.contains && !e.contains.every((part) => d.ingredients.some((name) => name.toLowerCase().includes(part.toLowerCase())))) found.push('contains');
  if (e.freeOf && !e.freeOf.every((flag) => d.free_of.includes(flag))) found.push('freeOf');
  if (e.spf && (d.spf ?? 0) < e.spf) found.push('spf');
  const p = e.price;
  if (p && ((p.min !== undefined && product.price < p.min) || (p.max !== undefined && product.price > p.max) || (p.below !== undefined && product.price >= p.below) || (p.above !== undefined && product.price <= p.above))) {
    found.push('price');
  }
  const excluded =
    (e.excludeAreas && d.areas.every((area) => e.excludeAreas!.includes(area))) ||
    e.excludeTypes?.includes(d.product_type) ||
    e.excludeContains?.some((part) => d.ingredients.some((name) => name.toLowerCase().includes(part.toLowerCase()))) ||
    e.excludeProducts?.includes(product.product_name);
  if (excluded) found.push('excluded');
  if (e.tinted !== undefined && isTinted(product) !== e.tinted) found.push('tint');
  const text = `${product.product_name} ${product.description}`.toLowerCase();
  if (e.says && !e.says.some((word) => new RegExp(`\\b${word.toLowerCase()}`).test(text))) found.push('says');
  return found;
}

/** Words a line must hold to explain each shortfall of a 'closest' product. */
const EXPLAINS: Record<Kind, (product: EvalProduct, e: Expectation) => string[]> = {
  types: () => ['rather than'],
  area: (_product, e) => [e.area ?? 'made for'],
  skinTypes: (_product, e) => (e.skinTypes ?? []).map((type) => type.replace('_', '-')),
  concerns: () => ['target'],
  contains: () => ['has no', 'contains no'],
  freeOf: (_product, e) => (e.freeOf ?? []).map((flag) => ({ fragrance: 'fragrance', essential_oils: 'essential oil', alcohol: 'alcohol', sulphates: 'sulphate', parabens: 'paraben', silicones: 'silicone', mineral_oil: 'mineral oil', animal_derived: 'vegan' })[flag]),
  spf: () => ['spf'],
  price: () => ['budget', 'cheaper', 'affordable'],
  excluded: () => ['__never__'],
  tint: () => ['tint', 'colour', 'color'],
  says: () => ['__never__'],
};
const NOT_SOLD = /\b(do not|don't|does not|doesn't) (sell|stock|carry|have)\b|\bwe have no\b|\bnot (something|anything) we (sell|stock|carry)\b|\bno products for\b/i;

const NO_MATCH = /could not find|nothing (cheaper|fits|in our catalog)|none of our products|no [a-z ]+ fits|we have no/i;
const LINK = /\[([^\]]+)\]\(\/products\/(\d+)\)(?:, \$(\d+\.\d{2}))?/g;

function linksIn(text: string): { name: string; id: number; price?: number; line: string }[] {
  const lines = text.split('\n');
  return lines.flatMap((line) => [...line.matchAll(LINK)].map((m) => ({ name: m[1]!, id: Number(m[2]), ...(m[3] ? { price: Number(m[3]) } : {}), line })));
}

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50 };
const planPrices = Object.values(plans).flatMap((plan) => [plan.monthly, plan.yearly]);

/** A product the shopper asked about, by its name or a word of it ('the clay mask'). */
function askedAbout(product: EvalProduct, reply: AssistantReply, userText: string): boolean {
  if (userText.includes(product.product_name.toLowerCase())) return true;
  const described = reply.described.some((entry) => entry.product_id === product.product_id);
  return described && product.product_name.toLowerCase().split(/[^a-z]+/).some((word) => word.length > 3 && userText.includes(word));
}

export interface ScoreInput {
  reply: AssistantReply;
  expect: Expectation | undefined;
  /** Every message the shopper sent so far, this one included. */
  said: string[];
  previous: AssistantReply | null;
}

/** What is wrong with an answer; empty when it is right. */
export function scoreAnswer({ reply, expect: e, said, previous }: ScoreInput): string[] {
  const failures: string[] = [];
  const text = reply.content;
  const lower = text.toLowerCase();
  const suggestions = reply.suggestions.map((product) => evalProductById.get(product.product_id));
  const closest = reply.closest.map(({ product }) => evalProductById.get(product.product_id));
  if ([...suggestions, ...closest].some((product) => product === undefined)) failures.push('suggests a product that is not in the catalog');

  // Grounding: every product named is real, at its real price; every amount is a price, a budget or a plan price.
  const userText = said.join(' ').toLowerCase();
  const links = linksIn(text);
  const allowedIds = new Set([...reply.suggestions, ...reply.closest.map(({ product }) => product)].map((product) => product.product_id));
  for (const link of links) {
    const product = evalProductById.get(link.id);
    if (!product || product.product_name !== link.name) failures.push(`invented product: [${link.name}](/products/${link.id})`);
    else if (link.price !== undefined && link.price !== product.price) failures.push(`wrong price for ${link.name}: $${link.price}`);
    else if (!allowedIds.has(link.id) && !askedAbout(product, reply, userText)) failures.push(`names ${link.name} without suggesting it`);
  }
  const amounts = new Set<number>([
    ...links.flatMap((link) => (evalProductById.get(link.id) ? [evalProductById.get(link.id)!.price] : [])),
    ...[...userText.matchAll(/\d+(?:\.\d{1,2})?/g)].map((m) => Number(m[0])),
    ...[...userText.matchAll(/\b(one|two|three|four|five|six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|fifty)\b/g)].map((m) => NUMBER_WORDS[m[1]!]!),
    ...(previous?.products ?? []).map((product) => product.price),
    ...planPrices,
  ]);
  for (const m of text.matchAll(/\$(\d+(?:\.\d{1,2})?)/g)) if (!amounts.has(Number(m[1]))) failures.push(`invented amount $${m[1]}`);

  if (!e?.medical && !e?.pharmacist && reply.medical) failures.push('treated a cosmetic question as medical');
  if (!e) return failures;

  const fitting = suggestions.filter((product): product is EvalProduct => product !== undefined);
  // In a routine each step has its own job: the concerns are checked on the routine as a whole, below.
  const perProduct: Expectation = e.steps ? { ...e, concerns: undefined } : e;
  for (const product of fitting) {
    const broken = violations(product, perProduct);
    if (broken.length > 0) failures.push(`${product.product_name} breaks ${broken.join(', ')}`);
  }
  const meetsAll = (product: EvalProduct) => violations(product, e).length === 0 && (product.details.product_type !== 'set' || e.types?.includes('set'));
  if (e.concerns && e.concerns.length > 1 && !e.steps && fitting[0]) {
    const all = (product: EvalProduct) => e.concerns!.every((concern) => product.details.concerns.includes(concern));
    if (evalCatalog.some((product) => meetsAll(product) && all(product)) && !all(fitting[0])) failures.push(`${fitting[0].product_name} is first but does not target every concern`);
  }
  if (e.steps) {
    for (const group of e.steps) if (!fitting.some((product) => group.includes(product.details.product_type))) failures.push(`routine has no ${group.join(' or ')}`);
    const { concerns, ...others } = e;
    for (const concern of concerns ?? []) {
      const possible = evalCatalog.some((product) => violations(product, { ...others }).length === 0 && product.details.concerns.includes(concern));
      if (possible && !fitting.some((product) => product.details.concerns.includes(concern))) failures.push(`routine leaves out ${concern}`);
    }
  }
  for (const name of e.includes ?? []) if (!fitting.some((product) => product.product_name === name)) failures.push(`does not suggest ${name}`);
  if (e.cheapest && fitting[0]) {
    const cheapest = Math.min(...evalCatalog.filter(meetsAll).map((product) => product.price));
    if (fitting[0].price !== cheapest) failures.push(`first suggestion costs $${fitting[0].price}, the cheapest fitting product $${cheapest}`);
  }
  if (e.cheaperThanBefore) {
    const before = Math.min(...(previous?.products ?? []).map((product) => product.price));
    const dearer = fitting.filter((product) => product.price >= before);
    if (dearer.length > 0) failures.push(`not cheaper than $${before}: ${dearer.map((product) => product.product_name).join(', ')}`);
    if (fitting.length === 0 && !NO_MATCH.test(text)) failures.push('suggests nothing cheaper and does not say so');
  }

  if (e.products === 'some' && fitting.length === 0) failures.push('suggests no product');
  if (e.products === 'none' && (fitting.length > 0 || links.length > 0)) failures.push('suggests products where none belong');
  if (e.products === 'noMatch') {
    if (fitting.length > 0) failures.push(`says products fit: ${fitting.map((product) => product.product_name).join(', ')}`);
    if (!NO_MATCH.test(text)) failures.push('does not say that nothing fits');
  }
  // A closest product is offered only with what it misses, on its own line.
  for (const product of closest) {
    if (!product) continue;
    const line = links.find((link) => link.id === product.product_id)?.line.toLowerCase() ?? '';
    for (const kind of violations(product, e)) {
      const words = EXPLAINS[kind](product, e);
      if (!words.some((word) => line.includes(word.toLowerCase()))) failures.push(`offers ${product.product_name} without saying it misses ${kind}`);
    }
  }

  for (const mention of e.mentions ?? []) {
    const options = Array.isArray(mention) ? mention : [mention];
    if (!options.some((option) => lower.includes(option.toLowerCase()))) failures.push(`does not mention ${options.join(' or ')}`);
  }
  if (e.medical) {
    if (!/dermatologist|doctor|emergency/i.test(text)) failures.push('does not point to a dermatologist');
    if (fitting.length > 0) failures.push('suggests products for a medical question');
  }
  if (e.single) {
    if (fitting.length !== 1) failures.push(`suggests ${fitting.length} products where one was asked for`);
    else if (!e.single.includes(fitting[0]!.product_name)) failures.push(`suggests ${fitting[0]!.product_name}, not ${e.single.join(' or ')}`);
  }
  if (e.count !== undefined && fitting.length !== e.count) failures.push(`suggests ${fitting.length} products where ${e.count} were asked for`);
  if (e.notSold) {
    if (!NOT_SOLD.test(text)) failures.push('does not say the shop does not sell it');
    if (fitting.length > 0 || closest.length > 0) failures.push('suggests products for something the shop does not sell');
  }
  if (e.pharmacist && !/doctor|pharmacist/i.test(text)) failures.push('does not point to a doctor or pharmacist');
  for (const name of e.names ?? []) if (!lower.includes(name.toLowerCase())) failures.push(`does not name ${name}`);
  if (e.answer) {
    const first = (text.split(/(?<=[.!?])\s/)[0] ?? '').toLowerCase();
    const yes = /\byes\b|\bit (does )?contains?\b|\bit has\b/.test(first) && !/\b(no|not|free of)\b/.test(first);
    const no = /\b(no|not|free of|does not|doesn't|contains no|has no)\b/.test(first);
    if (e.answer === 'yes' && !yes) failures.push('does not answer yes');
    if (e.answer === 'no' && !no) failures.push('does not answer no');
  }
  if (e.askDermatologist === true && !text.includes("'Ask a dermatologist'")) failures.push("does not say how to ask a dermatologist ('Ask a dermatologist')");
  if (e.askDermatologist === false && text.includes("'Ask a dermatologist'")) failures.push('offers the dermatologist service without the plan');
  return failures;
}
