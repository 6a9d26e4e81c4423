// Word handling shared by the chat assistant (intents, knowledge search) and catalog search, so all read a text the same way.
import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';

const STOP_WORDS = new Set([
  'a', 'an', 'the', 'and', 'or', 'for', 'of', 'to', 'in', 'on', 'at', 'with', 'my', 'me', 'i', 'im',
  'is', 'are', 'am', 'be', 'it', 'its', 'do', 'does', 'can', 'could', 'should', 'would', 'you',
  'your', 'what', 'which', 'how', 'about', 'any', 'some', 'something', 'have', 'has', 'get', 'got',
  'need', 'want', 'please', 'that', 'this', 'there', 'good', 'best', 'use', 'using', 'recommend',
  'suggest', 'product', 'products', 'looking', 'thing', 'really', 'very', 'so', 'also', 'too',
  'skin', 'from', 'if', 'when', 'will', 'just', 'like', 'give', 'tell', 'show', 'find', 'buy',
  'help', 'we', 'our', 'us', 'they', 'them', 'there', 'then', 'than', 'into', 'by', 'as',
]);

const SUFFIXES: ReadonlyArray<[string, string]> = [
  ['izers', ''], ['isers', ''], ['izing', ''], ['ising', ''], ['izer', ''], ['iser', ''],
  ['ize', ''], ['ise', ''], ['ation', 'at'], ['ness', ''], ['ing', ''], ['ers', ''], ['ies', 'y'],
  ['es', ''], ['er', ''], ['ed', ''], ['s', ''], ['e', ''],
];

/** A light stemmer: 'moisturizer', 'moisturising' and 'moisture' all become 'moistur'. */
export function stem(word: string): string {
  let term = word.toLowerCase();
  if (term.length <= 3) return term;
  for (const [suffix, replacement] of SUFFIXES) {
    if (term.endsWith(suffix) && term.length - suffix.length >= 3) {
      term = term.slice(0, term.length - suffix.length) + replacement;
      break;
    }
  }
  // 'oily' and 'oil', 'dryness' and 'dry' meet here.
  if (term.length > 3 && term.endsWith('y')) term = term.slice(0, -1);
  return term;
}

/** Lower-cased words of a text, with punctuation removed and contractions kept together. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** Words that carry meaning for search (no stop words). */
export function contentWords(text: string): string[] {
  return words(text).filter((word) => !STOP_WORDS.has(word));
}

/** Whether `phrase` occurs in `text` as whole words. */
export function hasPhrase(text: string, phrase: string): boolean {
  const haystack = ` ${words(text).join(' ')} `;
  const needle = ` ${words(phrase).join(' ')} `;
  return needle.trim().length > 0 && haystack.includes(needle);
}

/** Related words people use for the same need; a query is widened with them at a lower weight. */
const SYNONYMS: Record<string, string[]> = {
  moisturizer: ['moisturizing', 'hydrating', 'cream', 'lotion', 'butter', 'nourishing'],
  moisturiser: ['moisturizer', 'moisturizing', 'hydrating', 'cream', 'lotion', 'butter'],
  moisturize: ['moisturizer', 'hydrating', 'cream', 'lotion', 'butter'],
  hydrate: ['hydrating', 'moisturizer', 'hyaluronic'],
  dry: ['hydrating', 'moisturizing', 'nourishing', 'shea', 'butter', 'cream'],
  dehydrated: ['hydrating', 'hyaluronic', 'moisturizing'],
  flaky: ['hydrating', 'moisturizing', 'exfoliating'],
  chapped: ['lip', 'balm', 'nourishing'],
  cracked: ['balm', 'nourishing', 'butter'],
  lips: ['lip', 'balm'],
  lip: ['balm'],
  oily: ['oil-free', 'mattifying', 'niacinamide', 'clay', 'purifying', 'lightweight'],
  greasy: ['oil-free', 'mattifying', 'clay'],
  shiny: ['mattifying', 'oil-free'],
  acne: ['salicylic', 'blemish', 'clarifying', 'tea', 'breakout'],
  pimples: ['acne', 'salicylic', 'blemish'],
  breakouts: ['acne', 'salicylic', 'blemish'],
  blackheads: ['salicylic', 'pores', 'clay'],
  hyperpigmentation: ['brightening', 'vitamin', 'spots', 'even', 'tone'],
  spots: ['brightening', 'vitamin', 'even'],
  pigmentation: ['brightening', 'vitamin', 'even'],
  dull: ['glow', 'brightening', 'radiance', 'vitamin'],
  glow: ['radiance', 'brightening', 'shimmer'],
  sun: ['sunscreen', 'spf'],
  sunscreen: ['spf', 'sun', 'protection'],
  spf: ['sunscreen', 'sun'],
  exfoliate: ['scrub', 'exfoliating', 'aha'],
  scrub: ['exfoliating', 'polish'],
  sensitive: ['gentle', 'soothing', 'calming', 'fragrance-free', 'aloe'],
  redness: ['soothing', 'calming', 'gentle'],
  wrinkles: ['retinol', 'peptide', 'firming', 'anti-aging'],
  aging: ['retinol', 'peptide', 'firming'],
  circles: ['eye', 'caffeine'],
  eyes: ['eye'],
  body: ['body'],
  elbows: ['body', 'butter'],
  heels: ['body', 'butter', 'foot'],
  gift: ['set', 'pack'],
  routine: ['set', 'pack'],
};

export interface WeightedTerm {
  term: string;
  weight: number;
}

/** The content words of a query and their related words, the latter at a lower weight. */
export function expandQuery(text: string): WeightedTerm[] {
  const result = new Map<string, number>();
  const add = (term: string, weight: number): void => {
    for (const part of words(term)) {
      const key = stem(part);
      result.set(key, Math.max(result.get(key) ?? 0, weight));
    }
  };
  for (const word of contentWords(text)) {
    add(word, 1);
    for (const related of SYNONYMS[word] ?? []) add(related, 0.4);
  }
  return [...result].map(([term, weight]) => ({ term, weight }));
}

const SEARCH_OPTIONS = { prefix: (term: string) => term.length >= 4, fuzzy: 0.15, combineWith: 'OR' as const };

/** Searches a MiniSearch index (stemmed with `stem`) for a query widened by related words. */
export function searchIndex(index: MiniSearch, query: string): SearchResult[] {
  const expanded = expandQuery(query);
  if (expanded.length === 0) return [];
  const weightOf = new Map(expanded.map(({ term, weight }) => [term, weight]));
  return index.search(expanded.map(({ term }) => term).join(' '), {
    ...SEARCH_OPTIONS,
    // The query terms are already stemmed; stemming them again would cut them further.
    processTerm: (term: string) => term,
    boostTerm: (term: string) => weightOf.get(term) ?? 0.4,
  });
}
