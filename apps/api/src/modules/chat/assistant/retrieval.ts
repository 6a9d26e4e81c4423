import MiniSearch from 'minisearch';
import type { Area } from './intents';
import { knowledgeBase, type KnowledgeEntry, type KnowledgeTopic } from './knowledge';
import { expandQuery, stem, words } from './text';

/** A product of the live catalog, as much of it as the assistant needs. */
export interface CatalogProduct {
  product_id: number;
  product_name: string;
  description: string | null;
  category: string | null;
  price: number;
}

const SEARCH_OPTIONS = { prefix: (term: string) => term.length >= 4, fuzzy: 0.15, combineWith: 'OR' as const };

function tokenize(text: string): string[] {
  return words(text);
}

function searchWith(index: MiniSearch, query: string, focus?: string) {
  const expanded = expandQuery(query, focus);
  if (expanded.length === 0) return [];
  const weightOf = new Map(expanded.map(({ term, weight }) => [term, weight]));
  return index.search(expanded.map(({ term }) => term).join(' '), {
    ...SEARCH_OPTIONS,
    // The query terms are already stemmed; stemming them again would cut them further.
    processTerm: (term: string) => term,
    boostTerm: (term: string) => weightOf.get(term) ?? 0.4,
  });
}

const knowledgeIndex = new MiniSearch<KnowledgeEntry>({
  fields: ['title', 'keywords', 'answer'],
  storeFields: ['id'],
  tokenize,
  processTerm: (term) => stem(term),
  extractField: (entry, field) => {
    const value = entry[field as keyof KnowledgeEntry];
    return Array.isArray(value) ? value.join(' ') : String(value ?? '');
  },
  searchOptions: { boost: { title: 3, keywords: 4, answer: 1 } },
});
knowledgeIndex.addAll([...knowledgeBase]);
const entriesById = new Map(knowledgeBase.map((entry) => [entry.id, entry]));

export interface KnowledgeMatch {
  entry: KnowledgeEntry;
  score: number;
}

/** Knowledge entries for a question, best first, optionally only those of some topics. */
export function searchKnowledge(query: string, topics?: readonly KnowledgeTopic[], limit = 3): KnowledgeMatch[] {
  const matches: KnowledgeMatch[] = [];
  for (const hit of searchWith(knowledgeIndex, query)) {
    const entry = entriesById.get(String(hit.id));
    if (!entry || (topics && !topics.includes(entry.topic))) continue;
    matches.push({ entry, score: hit.score });
    if (matches.length >= limit) break;
  }
  return matches;
}

export function knowledgeEntry(id: string): KnowledgeEntry | undefined {
  return entriesById.get(id);
}

const CATEGORY_OF_AREA: Record<Area, string | undefined> = {
  lips: 'lip',
  body: 'body',
  face: 'skincare',
  eyes: 'skincare',
};

export interface CatalogSearchOptions {
  area?: Area | undefined;
  /** The kind of product asked for ('moisturizer'), weighted above the rest of the query. */
  focus?: string | undefined;
  limit?: number;
}

/** Products of the live catalog for a need, best first; a named body area keeps to its category. */
export function searchCatalog<P extends CatalogProduct>(
  catalog: readonly P[],
  query: string,
  { area, focus, limit = 3 }: CatalogSearchOptions = {},
): P[] {
  if (catalog.length === 0) return [];
  const index = new MiniSearch<CatalogProduct>({
    idField: 'product_id',
    fields: ['product_name', 'description', 'category'],
    tokenize,
    processTerm: (term) => stem(term),
    searchOptions: { boost: { product_name: 3, category: 1.5, description: 1 } },
  });
  index.addAll(catalog.map((product) => ({ ...product, description: product.description ?? '', category: product.category ?? '' })));
  const byId = new Map(catalog.map((product) => [product.product_id, product]));
  const wanted = area ? CATEGORY_OF_AREA[area] : undefined;

  const hits = searchWith(index, query, focus).filter((hit) => {
    const product = byId.get(Number(hit.id));
    return product !== undefined && (!wanted || !product.category || product.category === wanted);
  });
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((hit) => hit.score >= best * 0.35)
    .slice(0, limit)
    .map((hit) => byId.get(Number(hit.id)))
    .filter((product): product is P => product !== undefined);
}
