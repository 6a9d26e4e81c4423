import { ProductGrid, type ProductSummary } from '@nyansa/ui';
import { useEffect, useMemo, useState, type ComponentProps } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { eagerImageCount, usePreloadImages } from '../productImages';
import { useCart } from '../../data/useCart';
import { useFavorites } from '../../data/useFavorites';
import { useProducts } from '../../data/useProducts';
import { useSearchSuggestions } from '../../data/useSearchSuggestions';
import { routerLink } from '../../layout/routerLink';
import { loginRedirectPath } from '../../session';
import { catalogQueryFrom, listingHref, type CatalogQuery } from '../catalogQuery';
import { toSummary } from '../toSummary';

/** How long typing pauses before the search is sent. */
const searchDelayMs = 300;

function useDebounced(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export interface ProductCatalogProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Moves the keyboard focus to the search box once shown (the navigation's search icon). */
  focusSearch?: boolean;
  /** Keeps page and search in the address (?page=2&search=serum), so Back returns to them. */
  inAddress?: boolean;
  /** Cards whose image loads with the page: the first row where the grid opens the first screen, none below a hero. */
  eagerImages?: number;
  /** The filters and order (`catalogQueryText`), '' for the newest of every product. */
  filters?: string;
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The address of a catalog page: the filters stay (page and search are the grid's); page 1 and an empty search are left out. */
function addressOf(current: URLSearchParams, page: number, query: string): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('page');
  next.delete('search');
  if (page > 1) next.set('page', String(page));
  if (query.trim()) next.set('search', query.trim());
  return next;
}

/** The product grid wired to the catalog, favorites and cart: used by the home and products pages. */
export function ProductCatalog({ focusSearch = false, inAddress = false, eagerImages = eagerImageCount, filters = '', ...props }: ProductCatalogProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [localPage, setLocalPage] = useState(1);
  const [search, setSearch] = useState(() => (inAddress ? (params.get('search') ?? '') : ''));
  const query = useDebounced(search, searchDelayMs);
  const suggestions = useSearchSuggestions(search);
  const addressSearch = inAddress ? (params.get('search') ?? '') : '';
  // Until the address catches up with a new search, that search is shown from page 1.
  const page = !inAddress ? localPage : (params.get('search') ?? '') === query.trim() ? pageFrom(params.get('page')) : 1;

  function show(nextPage: number, nextQuery: string) {
    if (inAddress) setParams(addressOf(params, nextPage, nextQuery), { replace: true });
    else setLocalPage(nextPage);
  }

  // The address follows the search once typing pauses; a changed search starts at page 1.
  useEffect(() => {
    if (!inAddress || (params.get('search') ?? '') === query.trim()) return;
    setParams(addressOf(params, 1, query), { replace: true });
    // Only a new search moves the address: an address changed otherwise (back, a link) keeps its own search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);
  // An address whose search changed otherwise (Back, the 'Did you mean' link) puts that search in the box.
  // Only the address's search moves the box (checked while rendering: React's way to follow a changed value).
  const [seenAddressSearch, setSeenAddressSearch] = useState(addressSearch);
  if (seenAddressSearch !== addressSearch) {
    setSeenAddressSearch(addressSearch);
    if (addressSearch !== query.trim()) setSearch(addressSearch);
  }
  const view = useProducts(page, query, filters);
  const favorites = useFavorites();
  const cart = useCart();

  const summaries = useMemo(() => view.products.map(toSummary), [view.products]);
  usePreloadImages(useMemo(() => summaries.map((product) => product.imageUrl ?? ''), [summaries]));
  const favoriteIds = useMemo(() => new Set(favorites.ids), [favorites.ids]);

  useEffect(() => {
    if (!focusSearch) return;
    document.querySelector<HTMLInputElement>('[data-slot="product-grid"] input[type="search"]')?.focus();
  }, [focusSearch, location.key]);

  /** A suggested category: the listing of it (the other filters kept on the products page), without the typed text. */
  function showCategory(category: string) {
    setSearch('');
    const current = inAddress ? catalogQueryFrom(params) : catalogQueryFrom(new URLSearchParams());
    void navigate(listingHref({ ...current, category: category as CatalogQuery['category'] }));
  }

  async function addToCart(product: ProductSummary, quantity: number) {
    const result = await cart.addOrUpdate(product.id, quantity, { replace: true });
    if (result === 'signed-out') await navigate(loginRedirectPath(`${location.pathname}${location.search}`));
  }

  return (
    <ProductGrid
      products={summaries}
      eagerImages={eagerImages}
      page={view.page}
      totalPages={view.totalPages}
      hasMore={view.hasMore}
      onPageChange={(next) => show(next, query)}
      search={search}
      onSearchChange={(next) => {
        setSearch(next);
        if (!inAddress) setLocalPage(1);
      }}
      searchSuggestions={suggestions.suggestions}
      searchSuggestionsLoading={suggestions.loading}
      onSelectSuggestedProduct={(product) => void navigate(`/products/${product.id}`)}
      onSelectSuggestedCategory={showCategory}
      didYouMean={view.suggestion ? { search: view.suggestion, href: listingHref(inAddress ? catalogQueryFrom(params) : catalogQueryFrom(new URLSearchParams()), view.suggestion) } : null}
      uncountedTotal={view.uncountedTotal}
      loading={view.loading}
      error={view.error}
      favoriteIds={favoriteIds}
      cartQuantities={cart.quantities}
      onToggleFavorite={(product) => void favorites.toggle(product.id)}
      onAddToCart={(product, quantity) => void addToCart(product, quantity)}
      productHref={(product) => `/products/${product.id}`}
      renderLink={routerLink}
      {...props}
    />
  );
}
