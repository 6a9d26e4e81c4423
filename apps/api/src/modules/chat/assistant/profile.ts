import { skinTypes as allSkinTypes, type FreeOfFlag, type ProductArea, type ProductConcern, type ProductType, type SkinType } from '@nyansa/contract';
import type { CatalogProduct } from '../../../lib/catalog-search';
import { parseMessage } from './constraints';
import { ingredientById, isNamedIngredient } from './catalog-vocabulary';
import { FAMILY_TYPES, TYPE_AREA, TYPE_FAMILY } from './vocabulary';

/** What the assistant knows of a product: its details, or what its name and description say. */
export interface Profile {
  type: ProductType | null;
  areas: ProductArea[];
  skinTypes: SkinType[];
  concerns: ProductConcern[];
  freeOf: FreeOfFlag[];
  spf: number | null;
  /** Full ingredient list (INCI); empty when unknown. */
  inci: string[];
  keyIngredients: string[];
  /** Ingredient ids the name or description names, for products without an ingredient list. */
  mentioned: string[];
  howToUse: string | null;
  /** Coloured by a pigment of its ingredient list ('CI 77491'), or said to be tinted. */
  tinted: boolean;
  /** Read from the text rather than described by the shop. */
  inferred: boolean;
}

export type ProfiledProduct<P extends CatalogProduct = CatalogProduct> = P & { profile: Profile };

/** A colour index pigment of an INCI list: 'CI 15850', 'CI 77491'. */
const COLOUR_INDEX = /^CI \d{5}$/i;

const CATEGORY_AREA: Record<string, ProductArea> = { lip: 'lips', body: 'body', skincare: 'face' };

/** The profile of a product nobody has described yet, from its own words; it claims nothing the text does not. */
export function inferProfile(product: CatalogProduct): Profile {
  const text = `${product.product_name}. ${product.description ?? ''}`;
  const { constraints } = parseMessage(text);
  const categoryArea = CATEGORY_AREA[product.category ?? ''] ?? 'face';
  let type = constraints.types?.[0] ?? null;
  if (!type && constraints.family) type = FAMILY_TYPES[constraints.family][constraints.area ?? categoryArea]?.[0] ?? null;
  if (!type && constraints.spf) type = categoryArea === 'lips' ? 'lip_balm' : 'sunscreen';
  const area = constraints.area ?? (type ? TYPE_AREA[type] : undefined) ?? categoryArea;
  const skinTypes = /\ball skin types\b/i.test(text) ? [...allSkinTypes] : constraints.skinTypes?.length ? constraints.skinTypes : ['normal', 'dry', 'oily', 'combination'] as SkinType[];
  // A balm, butter or cream moisturises whether or not its text says 'dry'.
  const concerns = constraints.concerns ?? [];
  if (type && TYPE_FAMILY[type] === 'moisturise' && !concerns.includes('dryness')) concerns.push('dryness');
  return {
    type,
    areas: [area],
    skinTypes,
    concerns,
    freeOf: constraints.freeOf ?? [],
    spf: constraints.spf && constraints.spf > 1 ? constraints.spf : null,
    inci: [],
    keyIngredients: (constraints.ingredients ?? []).map((id) => ingredientById(id)?.name ?? id),
    mentioned: constraints.ingredients ?? [],
    howToUse: null,
    tinted: /\b(tint|tinted|pigment|pigmented|colou?red)\b/i.test(text),
    inferred: true,
  };
}

export function profileOf(product: CatalogProduct): Profile {
  const details = product.details;
  if (!details) return inferProfile(product);
  return {
    type: details.product_type,
    areas: details.areas,
    skinTypes: details.skin_types,
    concerns: details.concerns,
    freeOf: details.free_of,
    spf: details.spf,
    inci: details.ingredients,
    keyIngredients: details.key_ingredients,
    mentioned: [],
    howToUse: details.how_to_use,
    tinted: details.ingredients.some((name) => COLOUR_INDEX.test(name)),
    inferred: false,
  };
}

const profiledCatalogs = new WeakMap<readonly CatalogProduct[], ProfiledProduct[]>();
// Per product object: a new catalog list that keeps its unchanged products keeps their profiles.
const profiles = new WeakMap<CatalogProduct, Profile>();

function cachedProfile(product: CatalogProduct): Profile {
  let profile = profiles.get(product);
  if (!profile) profiles.set(product, (profile = profileOf(product)));
  return profile;
}

/** The catalog with a profile on every product, built once per catalog list. */
export function profiled<P extends CatalogProduct>(catalog: readonly P[]): ProfiledProduct<P>[] {
  let built = profiledCatalogs.get(catalog) as ProfiledProduct<P>[] | undefined;
  if (!built) {
    built = catalog.map((product) => ({ ...product, profile: cachedProfile(product) }));
    profiledCatalogs.set(catalog, built);
  }
  return built;
}

/** Whether a product contains an ingredient (an id of the vocabulary). */
export function hasIngredient(profile: Profile, id: string): boolean {
  const ingredient = ingredientById(id);
  if (!ingredient) return false;
  // An ingredient the catalog named is found by that name in the list or the key ingredients ('Baobab seed oil').
  if (isNamedIngredient(id) && profile.keyIngredients.some((name) => ingredient.inci.test(name))) return true;
  if (profile.inci.length > 0) return profile.inci.some((name) => ingredient.inci.test(name));
  return profile.mentioned.includes(id);
}

/** The ingredient of the list that makes a product not free of something, for telling the shopper why. */
export function culpritOf(profile: Profile, pattern: RegExp): string | undefined {
  return profile.inci.find((name) => pattern.test(name));
}
