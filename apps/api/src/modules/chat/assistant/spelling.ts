import { words } from '../../../lib/search-text';
import type { PhraseTable } from './phrases';

/** Whether two words differ by one letter added, dropped, changed, or two neighbours swapped. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  return long.slice(i + 1) === short.slice(i);
}

/**
 * Puts right a long word one slip away from a word of the vocabulary ('sunscren', 'moisturzer',
 * 'niacinimide'). Short words are left alone: too many real words sit one letter from each other.
 */
export function spellingCorrector(tables: readonly PhraseTable<unknown>[]): (word: string) => string {
  const known = new Set(tables.flatMap((table) => table.flatMap(([, phrases]) => phrases.flatMap((phrase) => words(phrase.replace(/-/g, ' '))))));
  const long = [...known].filter((word) => word.length >= 7);
  const cache = new Map<string, string>();
  return (word: string) => {
    if (word.length < 7 || known.has(word)) return word;
    let fixed = cache.get(word);
    if (fixed === undefined) {
      fixed = long.find((candidate) => oneEditApart(word, candidate)) ?? word;
      if (cache.size < 5000) cache.set(word, fixed);
    }
    return fixed;
  };
}
