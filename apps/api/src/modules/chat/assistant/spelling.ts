import { distance } from 'fastest-levenshtein';
import { words } from '../../../lib/search-text';
import type { PhraseTable } from './phrases';

/** Shorthand of informal writing, written out: '4' for 'for', 'd' for 'the', 'u' for 'you'. */
const SHORTHAND: Record<string, string> = {
  d: 'the', da: 'the', u: 'you', ur: 'your', r: 'are', n: 'and', wth: 'with', wit: 'with', wiv: 'with', w: 'with', hv: 'have', hav: 'have',
  pls: 'please', plz: 'please', wat: 'what', wht: 'what', wot: 'what', wich: 'which', whch: 'which', gud: 'good', thx: 'thanks', thnx: 'thanks',
  sth: 'something', smth: 'something', sumthin: 'something', anythin: 'anything', anythng: 'anything', recomend: 'recommend', reccomend: 'recommend',
  cn: 'can', shud: 'should', wanna: 'want to', gimme: 'give me', b4: 'before', prod: 'product', prods: 'products', skn: 'skin',
};
const SHORT_WORD = new RegExp(String.raw`(?<![$\d.])\b(${Object.keys(SHORTHAND).join('|')})\b(?![$'’])`, 'gi');
// '4 dry skin', 'good 4 me': a 4 between words, not a price ('under 4 dollars', '$4') or a count.
const FOUR = /(?<=\b[a-z]{2,}\s)4(?=\s+(?!dollars?\b|bucks\b|usd\b|or\b|and\b|to\b|pounds?\b|products?\b|things?\b|items?\b|options?\b|picks?\b|suggestions?\b)[a-z])/gi;
// After a price word ('under 4 serums'?) or a verb of choosing ('show me 4 serums'), a 4 is a number.
const PRICE_WORD = /\b(under|below|than|max|maximum|most|about|around|only|spend|budget|over|above|from|between|least|me|show|give|pick|recommend|suggest|list|name|compare)\s$/i;

/** A message with its informal shorthand written out, so the rest of the assistant reads plain words. */
export function writeOut(message: string): string {
  return message
    .replace(FOUR, (four, offset: number, all: string) => (PRICE_WORD.test(all.slice(0, offset)) ? four : 'for'))
    .replace(SHORT_WORD, (word) => SHORTHAND[word.toLowerCase()] ?? word);
}

// Frequent words a near spelling must not turn into a word of the vocabulary ('most' is no 'mist').
export const COMMON = new Set(
  ('about after again also always another anything because before being below best better between both bought cant care cause could days does doing done each else even ever every face fact feel find first from gets give good great have having here hers home into just keep kind know last least like little long look looks lots made make many more most much must need never next nice night once only other over part pick please quite rather real really right said same says seem should show since some something soon still such sure take tell than thank thanks that their them then there these they thing think this those though time today told tried very want wants warm wash well were what when where which while white will wish with without work would year your').split(' '),
);

function vowels(word: string): number {
  return word.replace(/[^aeiou]/g, '').length;
}

/** Whether `short` is `long` with some vowels dropped: 'sunscrn' of 'sunscreen', 'moistrsr' of 'moisturiser'. */
function vowelsDropped(short: string, long: string): boolean {
  if (vowels(short) >= vowels(long) || short.replace(/[aeiou]/g, '') !== long.replace(/[aeiou]/g, '')) return false;
  let i = 0;
  for (const letter of long) if (letter === short[i]) i += 1;
  return i === short.length;
}

/**
 * Puts right a word that is a slip away from a word of the vocabulary: dropped vowels
 * ('sunscrn', 'hyalurnc'), one letter off in a word of 5 letters or more ('sheaa', 'buttr'), two in
 * a word of 8 or more ('moistursier'), using Levenshtein distance (fastest-levenshtein). Frequent
 * English words and words of the vocabulary are left alone.
 */
export function spellingCorrector(tables: readonly PhraseTable<unknown>[], extra: Iterable<string> = []): (word: string) => string {
  const known = new Set([...tables.flatMap((table) => table.flatMap(([, phrases]) => phrases.flatMap((phrase) => words(phrase.replace(/-/g, ' '))))), ...extra]);
  const candidates = [...known].filter((word) => word.length >= 4 && /^[a-z]+$/.test(word));
  const cache = new Map<string, string>();
  return (word: string) => {
    if (word.length < 3 || known.has(word) || COMMON.has(word) || !/^[a-z]+$/.test(word)) return word;
    let fixed = cache.get(word);
    if (fixed === undefined) {
      fixed = word;
      let best = Infinity;
      for (const candidate of candidates) {
        if (Math.abs(candidate.length - word.length) > 4) continue;
        if (vowelsDropped(word, candidate) && word.replace(/[aeiou]/g, '').length >= 3) {
          fixed = candidate;
          best = 0;
          break;
        }
        if (word.length < 5) continue;
        const allowed = word.length >= 8 ? 2 : 1;
        const d = distance(word, candidate);
        if (d <= allowed && d < best) {
          best = d;
          fixed = candidate;
        }
      }
      if (cache.size < 5000) cache.set(word, fixed);
    }
    return fixed;
  };
}
