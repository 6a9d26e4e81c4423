import type { CatalogProduct } from '../../../lib/catalog-search';
import { words } from '../../../lib/search-text';
import type { MessageWords, PhraseMatch, PhraseTable } from './phrases';

const POINTING = new Set(['the', 'your', 'this', 'that', 'my']);

interface NameTable {
  table: PhraseTable<number>;
  names: Map<number, string>;
  /** Names made only of shopping words ('Body Butter'): a name only when written as one or pointed at ('the body butter'). */
  generic: Set<number>;
}

const nameTables = new WeakMap<readonly CatalogProduct[], NameTable>();
function productNames(catalog: readonly CatalogProduct[], vocabulary: ReadonlySet<string>): NameTable {
  let built = nameTables.get(catalog);
  if (!built) {
    built = {
      table: catalog.map((product) => [product.product_id, [product.product_name]] as const),
      names: new Map(catalog.map((product) => [product.product_id, product.product_name])),
      generic: new Set(catalog.filter((product) => words(product.product_name.replace(/-/g, ' ')).every((word) => vocabulary.has(word))).map((product) => product.product_id)),
    };
    nameTables.set(catalog, built);
  }
  return built;
}

/** The catalog products a message names, in full or, after 'the' or 'your', by enough of their name to be the only one. */
export function namedProducts(text: MessageWords, message: string, catalog: readonly CatalogProduct[], vocabulary: ReadonlySet<string>): PhraseMatch<number>[] {
  const names = productNames(catalog, vocabulary);
  const found = text.take(names.table, (match) => {
    if (!names.generic.has(match.value)) return true;
    return message.includes(names.names.get(match.value) ?? '\u0000') || POINTING.has(text.words[match.start - 1] ?? '');
  });
  return [...found, ...shortNames(text, catalog)].sort((a, b) => a.start - b.start);
}

const nameWordSets = new WeakMap<readonly CatalogProduct[], { id: number; words: Set<string> }[]>();

/** 'The clay mask', 'your coffee scrub': words that, after 'the' or 'your', fit the name of exactly one product. */
function shortNames(text: MessageWords, catalog: readonly CatalogProduct[]): PhraseMatch<number>[] {
  const found: PhraseMatch<number>[] = [];
  let nameWords = nameWordSets.get(catalog);
  if (!nameWords) {
    nameWords = catalog.map((product) => ({ id: product.product_id, words: new Set(words(product.product_name.replace(/-/g, ' '))) }));
    nameWordSets.set(catalog, nameWords);
  }
  const names = nameWords;
  text.words.forEach((word, index) => {
    if (!POINTING.has(word)) return;
    for (let size = 3; size >= 2; size -= 1) {
      const span = text.words.slice(index + 1, index + 1 + size);
      if (span.length < size || span.some((_, i) => text.isUsed(index + 1 + i))) continue;
      const fits = names.filter((name) => span.every((part) => name.words.has(part)));
      if (fits.length === 1) {
        const match = { value: fits[0]!.id, start: index + 1, end: index + 1 + size };
        text.mark(match);
        found.push(match);
        return;
      }
    }
  });
  return found;
}
