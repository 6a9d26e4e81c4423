// The vocabulary the catalog's own data brings (issue 30): the product types its products have and
// the ingredients their lists and key ingredients name, derived once per catalog list, so a product
// of a new type, or made with an ingredient no table of vocabulary.ts lists, is understood
// ('anything with baobab?', 'a foot cream') without a change of code.
import { productTypeLabels, type ProductType } from '@nyansa/contract';
import type { CatalogProduct } from '../../../lib/catalog-search';
import { words } from '../../../lib/search-text';
import type { PhraseTable } from './phrases';
import { INGREDIENTS, PRODUCT_WORDS, TYPE_AREA, type Ingredient, type ProductWord } from './vocabulary';

/** Ids of ingredients the catalog names and the vocabulary does not: 'named:baobab'. */
const NAMED = 'named:';
/** Words of an ingredient's name that say what part or form it is, not what it is. */
const GENERIC = new Set([
  'oil', 'oils', 'butter', 'extract', 'acid', 'water', 'seed', 'leaf', 'fruit', 'flower', 'root', 'kernel', 'juice', 'powder', 'flour', 'wax', 'raw',
  'cold', 'pressed', 'ground', 'pure', 'organic', 'golden', 'pearl', 'pigments', 'pigment', 'two', 'weights', 'weight', 'spf', 'uva', 'uvb', 'and',
  'filters', 'the', 'with', 'of', 'sweet', 'virgin', 'refined', 'unrefined', 'hydrogenated', 'sodium', 'shine', 'vitamin', 'complex', 'blend', 'fine',
]);

/** The ingredient of an id: one of the vocabulary's, or one the catalog named (matched by its name in the ingredient list or key ingredients). */
export function ingredientById(id: string): Ingredient | undefined {
  const known = INGREDIENTS.find((ingredient) => ingredient.id === id);
  if (known || !id.startsWith(NAMED)) return known;
  const name = id.slice(NAMED.length);
  if (!/^[a-z][a-z ]{2,32}$/.test(name)) return undefined;
  return { id, name, phrases: [name], inci: new RegExp(`\\b${name}\\b`, 'i') };
}

/** Whether an ingredient id is one the catalog named rather than the vocabulary. */
export function isNamedIngredient(id: string): boolean {
  return id.startsWith(NAMED);
}

/** What a product type is called: the contract's label, or the type's own words for a type it does not label yet. */
export function typeLabel(type: ProductType): string {
  return (productTypeLabels as Partial<Record<string, string>>)[type] ?? type.replace(/_/g, ' ');
}

export interface CatalogVocabulary {
  /** Ingredient names the catalog uses that no ingredient of the vocabulary covers. */
  ingredients: PhraseTable<string>;
  /** Product types of the catalog that no product word of the vocabulary names. */
  types: PhraseTable<ProductWord>;
  /** Every word of both, for the spelling corrector. */
  words: string[];
}

const knownIngredientWords = new Set(INGREDIENTS.flatMap((ingredient) => ingredient.phrases.flatMap((phrase) => words(phrase))));
// The types the vocabulary places already: by a product word, a family ('a moisturiser') or an area ('sunscreen' by SPF).
const knownTypes = new Set<ProductType>([...PRODUCT_WORDS.flatMap(([word]) => word.types ?? []), ...(Object.keys(TYPE_AREA) as ProductType[])]);
const built = new WeakMap<readonly CatalogProduct[], CatalogVocabulary>();

/** The names an ingredient goes by: 'Adansonia Digitata (Baobab) Seed Oil' -> 'baobab'; 'Cold-pressed moringa oil' -> 'moringa'. */
function commonNames(name: string): string[] {
  const inBrackets = [...name.matchAll(/\(([^)]+)\)/g)].map((match) => match[1]!);
  const outside = name.replace(/\([^)]*\)/g, ' ');
  return [...inBrackets, outside].flatMap((part) => {
    const meaningful = words(part.replace(/-/g, ' ')).filter((word) => /^[a-z]{3,}$/.test(word) && !GENERIC.has(word));
    return meaningful.length > 0 && meaningful.length <= 2 ? [meaningful.join(' ')] : [];
  });
}

/** Hands the vocabulary of a catalog list on to its next version, when no changed product brings or takes away a word of it. */
export function carryVocabulary(previous: readonly CatalogProduct[], next: readonly CatalogProduct[]): void {
  const vocabulary = built.get(previous);
  if (vocabulary && !built.has(next)) built.set(next, vocabulary);
}

/** The vocabulary of a catalog list, built once per list (the live catalog hands out the same list until it changes). */
export function catalogVocabulary(catalog: readonly CatalogProduct[]): CatalogVocabulary {
  let vocabulary = built.get(catalog);
  if (vocabulary) return vocabulary;
  const ingredientNames = new Set<string>();
  const types = new Set<ProductType>();
  for (const product of catalog) {
    const details = product.details;
    if (!details) continue;
    if (!knownTypes.has(details.product_type)) types.add(details.product_type);
    // Key ingredients are named as a shopper would; an INCI name only by its common name in brackets.
    for (const name of details.key_ingredients) for (const common of commonNames(name)) ingredientNames.add(common);
    for (const name of details.ingredients) if (name.includes('(')) for (const common of commonNames(name.replace(/^[^(]*/, ''))) ingredientNames.add(common);
  }
  const ingredients: [string, string[]][] = [];
  for (const name of ingredientNames) {
    // Shea, cocoa, vitamin C... are the vocabulary's already.
    if (words(name).some((word) => knownIngredientWords.has(word))) continue;
    ingredients.push([`${NAMED}${name}`, [name, `${name} oil`, `${name} extract`, `${name} butter`, `${name} seed oil`]]);
  }
  const typeTable: [ProductWord, string[]][] = [...types].map((type) => {
    const label = typeLabel(type).toLowerCase();
    return [{ types: [type] }, [label, `${label}s`, label.replace(/ /g, '')]];
  });
  vocabulary = {
    ingredients,
    types: typeTable,
    words: [...ingredients, ...typeTable].flatMap(([, phrases]) => phrases.flatMap((phrase) => words(phrase))),
  };
  built.set(catalog, vocabulary);
  return vocabulary;
}
