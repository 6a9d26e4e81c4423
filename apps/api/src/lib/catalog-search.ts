import { productTypeLabels, type ProductDetails } from '@nyansa/contract';
import MiniSearch from 'minisearch';
import { searchIndex, stem, words } from './search-text';

/** A product of the live catalog, as much of it as a search needs. */
export interface CatalogProduct {
  product_id: number;
  product_name: string;
  description: string | null;
  category: string | null;
  price: number;
  /** What the product is and suits; absent for a product nobody has described yet. */
  details?: ProductDetails | null;
}

interface CatalogIndex {
  index: MiniSearch<CatalogProduct>;
  byId: Map<number, CatalogProduct>;
}

// One index per catalog list: the live catalog hands out the same array until the products change.
const indexes = new WeakMap<readonly CatalogProduct[], CatalogIndex>();

function indexOf(catalog: readonly CatalogProduct[]): CatalogIndex {
  let built = indexes.get(catalog);
  if (!built) {
    const index = new MiniSearch<CatalogProduct>({
      idField: 'product_id',
      fields: ['product_name', 'description', 'category', 'about'],
      tokenize: words,
      processTerm: (term) => stem(term),
      extractField: (product, field) => (field === 'about' ? aboutText(product) : (product[field as 'product_name' | 'description' | 'category'] ?? '')),
      searchOptions: { boost: { product_name: 3, category: 1.5, about: 1.5, description: 1 } },
    });
    index.addAll([...catalog]);
    built = { index, byId: new Map(catalog.map((product) => [product.product_id, product])) };
    indexes.set(catalog, built);
  }
  return built;
}

/**
 * Hands the search index of a catalog list on to its next version (the live catalog after some
 * products changed): only the changed products (ids; a missing one was removed) are indexed again.
 */
export function carryIndex(previous: readonly CatalogProduct[], next: readonly CatalogProduct[], changed: readonly number[]): void {
  const built = indexes.get(previous);
  if (!built || indexes.has(next)) return;
  const byId = new Map(next.map((product) => [product.product_id, product]));
  for (const id of changed) {
    if (built.index.has(id)) built.index.discard(id);
    const product = byId.get(id);
    if (product) built.index.add(product);
  }
  indexes.delete(previous);
  indexes.set(next, { index: built.index, byId });
}

/** The product's type and key ingredients in words, so 'shea' or 'body oil' find it even when its text does not say so. */
function aboutText(product: CatalogProduct): string {
  const details = product.details;
  return details ? `${productTypeLabels[details.product_type]} ${details.key_ingredients.join(' ')}` : '';
}

/** How well each product's text matches a query, the best at 1; products that do not match are absent. */
const relevances = new WeakMap<readonly CatalogProduct[], Map<string, ReadonlyMap<number, number>>>();

export function relevanceOf(catalog: readonly CatalogProduct[], query: string): ReadonlyMap<number, number> {
  if (catalog.length === 0 || query.trim() === '') return new Map();
  // One answer asks the same words several times (the fitting products, the closest, the wording): searched once.
  let known = relevances.get(catalog);
  if (!known) relevances.set(catalog, (known = new Map<string, ReadonlyMap<number, number>>()));
  const cached = known.get(query);
  if (cached) return cached;
  if (known.size >= 500) known.clear();
  const scores = new Map<number, number>();
  known.set(query, scores);
  const hits = searchIndex(indexOf(catalog).index, query);
  const best = hits[0]?.score ?? 0;
  if (best > 0) for (const hit of hits) scores.set(Number(hit.id), hit.score / best);
  return scores;
}

/** Products of the live catalog for a need, best first. */
export function searchCatalog<P extends CatalogProduct>(catalog: readonly P[], query: string, { limit = 3 }: { limit?: number } = {}): P[] {
  if (catalog.length === 0) return [];
  const { index, byId } = indexOf(catalog);
  const hits = searchIndex(index, query).filter((hit) => byId.has(Number(hit.id)));
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((hit) => hit.score >= best * 0.35)
    .slice(0, limit)
    .map((hit) => byId.get(Number(hit.id)) as P | undefined)
    .filter((product): product is P => product !== undefined);
}
