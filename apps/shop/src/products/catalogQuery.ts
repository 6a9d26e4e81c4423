import type { ProductQuery } from '@nyansa/api-client';
import { productConcerns, type Category, type ProductConcern } from '@nyansa/contract';
import { defaultCategories, type ProductFilters } from '@nyansa/ui';

// The listing's filters and order as the address holds them (shareable, Back returns to them):
// /products?category=lip&concern=acne,redness&min_price=2&max_price=10&sort=price_asc

export const productSortOptions = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type ProductSortOption = (typeof productSortOptions)[number];

export interface CatalogQuery {
  category: Category | null;
  concerns: ProductConcern[];
  minPrice: number | null;
  maxPrice: number | null;
  sort: ProductSortOption;
}

// The contract's categories (from the ui's list: the contract's own lives with its zod schemas, which pages load lazily).
const categories = defaultCategories.map((option) => option.value);

/** The address's names of the filters (page and search are the grid's own). */
export const filterParamNames = ['category', 'concern', 'min_price', 'max_price', 'sort'] as const;

function priceFrom(value: string | null): number | null {
  if (value === null || !/^\d+(\.\d+)?$/.test(value.trim())) return null;
  return Number(value);
}

/** What the address asks for; anything it does not understand is left out. */
export function catalogQueryFrom(params: URLSearchParams): CatalogQuery {
  const category = params.get('category');
  const concerns = (params.get('concern') ?? '').split(',').filter((value): value is ProductConcern => (productConcerns as readonly string[]).includes(value));
  const sort = params.get('sort');
  return {
    category: (categories as readonly string[]).includes(category ?? '') ? (category as Category) : null,
    concerns: [...new Set(concerns)].sort(),
    minPrice: priceFrom(params.get('min_price')),
    maxPrice: priceFrom(params.get('max_price')),
    sort: (productSortOptions as readonly string[]).includes(sort ?? '') ? (sort as ProductSortOption) : 'newest',
  };
}

/** The query's parameters in a fixed order, only those set: '' for the plain listing. */
export function catalogQueryText(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set('category', query.category);
  if (query.concerns.length) params.set('concern', query.concerns.join(','));
  if (query.minPrice !== null) params.set('min_price', String(query.minPrice));
  if (query.maxPrice !== null) params.set('max_price', String(query.maxPrice));
  if (query.sort !== 'newest') params.set('sort', query.sort);
  return params.toString();
}

const sortParams: Record<ProductSortOption, Pick<ProductQuery, 'sort' | 'order'>> = {
  newest: { sort: 'created_at', order: 'DESC' },
  price_asc: { sort: 'price', order: 'ASC' },
  price_desc: { sort: 'price', order: 'DESC' },
  name: { sort: 'product_name', order: 'ASC' },
};

/** The API's list query for the address's filters and order. */
export function apiQueryOf(query: CatalogQuery): ProductQuery {
  return {
    ...sortParams[query.sort],
    ...(query.category ? { category: query.category } : {}),
    ...(query.concerns.length ? { concerns: query.concerns } : {}),
    ...(query.minPrice !== null ? { minPrice: query.minPrice } : {}),
    ...(query.maxPrice !== null ? { maxPrice: query.maxPrice } : {}),
  };
}

export function toPanelFilters(query: CatalogQuery): ProductFilters {
  return { category: query.category, concerns: query.concerns, minPrice: query.minPrice, maxPrice: query.maxPrice };
}

export function fromPanelFilters(filters: ProductFilters, sort: ProductSortOption): CatalogQuery {
  return catalogQueryFrom(
    new URLSearchParams(
      catalogQueryText({
        category: (filters.category as Category | null) ?? null,
        concerns: [...filters.concerns] as ProductConcern[],
        minPrice: filters.minPrice,
        maxPrice: filters.maxPrice,
        sort,
      }),
    ),
  );
}

/** The address of the listing for a query, keeping the search; a new filter starts at page 1. */
export function listingHref(query: CatalogQuery, search = ''): string {
  const params = new URLSearchParams(catalogQueryText(query));
  if (search) params.set('search', search);
  const text = params.toString();
  return text ? `/products?${text}` : '/products';
}
