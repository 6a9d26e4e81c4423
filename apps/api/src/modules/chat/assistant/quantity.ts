import { distance } from 'fastest-levenshtein';
import { words } from '../../../lib/search-text';
import { COMMON } from './spelling';

/** The most products one answer shows, whatever number is asked for. */
export const MAX_QUANTITY = 6;

const NUMBER_WORDS: Record<string, number> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, dozen: 12,
};
/** Words of an amount that are no number: 'a couple of serums', 'a few options'. */
const AMOUNT_WORDS: Record<string, number> = { couple: 2, pair: 2, few: 3, several: 3 };
/** Words a slip away from a number word that mean something else ('for' is not 'four'). */
const NOT_NUMBERS = new Set(['for', 'fur', 'fir', 'ton', 'tin', 'tan', 'won', 'too', 'tow', 'fine', 'fire', 'five', 'nice', 'line', 'mine', 'wine', 'tree', 'thee', 'sit', 'sir', 'six', 'net', 'tea', 'teen', 'then', 'when', 'none', 'nine', 'own', 'once', 'ore', 'our']);
/** Phrases that stand for a number: 'half a dozen', 'just one'. */
const PHRASES: [RegExp, number][] = [
  [/\bhalf a dozen\b/, 6],
  [/\b(just|only) (one|1)\b|\b(a|one) single\b|\bone (good|great|nice|single)\b/, 1],
];
/** What a number counts when it is a number of products: a product word follows it, or a verb of choosing comes before. */
const COUNTED = /^(products?|things?|items?|options?|picks?|suggestions?|ideas?|choices?|recommendations?)$/;
const NOT_COUNTED = /^(dollars?|bucks|usd|cedis?|years?|yrs?|yo|months?|weeks?|days?|hours?|minutes?|mins?|times?|steps?|ml|g|oz|percent|spf|am|pm|kids?|children|sons?|daughters?|babies)$/;
const CHOOSE = /^(give|show|pick|recommend|suggest|name|list|need|want|choose|get|compare|find)$/;

/** The number a word stands for: '3', 'three', 'thre' (a slip of a number word). */
function numberOf(word: string): number | undefined {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  if (NUMBER_WORDS[word] !== undefined) return NUMBER_WORDS[word];
  if (AMOUNT_WORDS[word] !== undefined) return AMOUNT_WORDS[word];
  if (word.length < 3 || NOT_NUMBERS.has(word) || COMMON.has(word) || !/^[a-z]+$/.test(word)) return undefined;
  const near = Object.keys(NUMBER_WORDS).find((name) => name.length >= 3 && distance(word, name) === 1);
  return near ? NUMBER_WORDS[near] : undefined;
}

/**
 * How many products a message asks for: 'two serums', '3 options for dry skin', 'a couple of lip
 * products', 'just one moisturiser', 'give me two'. A number of dollars, years or an SPF is no
 * quantity. Undefined when no number of products is said.
 */
export function parseQuantity(message: string, isProductWord: (word: string) => boolean): number | undefined {
  const lower = message.toLowerCase().replace(/[$£€]\s?\d+(\.\d+)?/g, ' ');
  for (const [pattern, value] of PHRASES) if (pattern.test(lower)) return value;
  const list = words(lower.replace(/-/g, ' '));
  for (let i = 0; i < list.length; i += 1) {
    const value = numberOf(list[i]!);
    if (value === undefined || value < 1) continue;
    const before = list[i - 1] ?? '';
    // 'two products', 'three fragrance-free lip balms', 'four vegan things': a product word within three words.
    const after = list.slice(i + 1, i + 5).filter((word) => word !== 'of');
    const stop = after.findIndex((word) => NOT_COUNTED.test(word));
    const counted = (stop === -1 ? after : after.slice(0, stop)).some((word) => COUNTED.test(word) || isProductWord(word));
    const chosen = CHOOSE.test(before) || (before === 'me' && CHOOSE.test(list[i - 2] ?? ''));
    // 'one' counts only after a verb of choosing ('give me one'): 'the cheapest one', 'one for my lips' point, not count.
    if (value === 1 && !chosen) continue;
    if (NOT_COUNTED.test(list[i + 1] ?? '') || (!counted && !chosen)) continue;
    // 'spf 30', 'in my 30s', '10 year old': not products.
    if (/^(spf|under|below|over|above|than|at|aged?)$/.test(before)) continue;
    return Math.min(value, MAX_QUANTITY);
  }
  return undefined;
}
