import { productConcernLabels, productConcerns } from '@nyansa/contract';
import { CategoryNav, FilterPanel, SortSelect, type FilterOption } from '@nyansa/ui';
import { Link, useSearchParams } from 'react-router-dom';
import { catalogQueryFrom, catalogQueryText, filterParamNames, listingHref, fromPanelFilters, toPanelFilters, type CatalogQuery, type ProductSortOption } from '../catalogQuery';

const concernOptions: readonly FilterOption[] = productConcerns.map((value) => ({ value, label: productConcernLabels[value] }));

/** The listing's filters and order from the address. */
export function useCatalogQuery(): CatalogQuery {
  const [params] = useSearchParams();
  return catalogQueryFrom(params);
}

/** Changes the address's filters or order (a step Back undoes), keeping the search; a change shows page 1. */
function useApplyQuery(): (next: CatalogQuery) => void {
  const [params, setParams] = useSearchParams();
  return (next) => {
    const updated = new URLSearchParams(catalogQueryText(next));
    const search = params.get('search');
    if (search) updated.set('search', search);
    for (const [name, value] of params) if (!(filterParamNames as readonly string[]).includes(name) && name !== 'page' && name !== 'search') updated.set(name, value);
    setParams(updated);
  };
}

/** Category links and the order. */
export function CatalogControls({ query }: { query: CatalogQuery }) {
  const [params] = useSearchParams();
  const apply = useApplyQuery();
  const search = params.get('search') ?? '';
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <CategoryNav
        current={query.category}
        hrefFor={(category) => listingHref({ ...query, category: category as CatalogQuery['category'] }, search)}
        renderLink={({ href, children, ...props }) => (
          <Link to={href} {...props}>
            {children}
          </Link>
        )}
      />
      <SortSelect value={query.sort} onChange={(sort) => apply({ ...query, sort: sort as ProductSortOption })} />
    </div>
  );
}

/** Category, price range and concerns: a sidebar on wide screens, a sheet behind a Filters button on phones. */
export function CatalogFilters({ query, resultCount }: { query: CatalogQuery; resultCount?: number }) {
  const apply = useApplyQuery();
  return (
    <FilterPanel
      value={toPanelFilters(query)}
      onChange={(filters) => apply(fromPanelFilters(filters, query.sort))}
      concerns={concernOptions}
      {...(resultCount === undefined ? {} : { resultCount })}
    />
  );
}
