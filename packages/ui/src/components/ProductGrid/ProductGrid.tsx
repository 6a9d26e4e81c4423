import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/link';
import type { ProductSummary } from '../../types';
import { Button } from '../Button';
import { ProductCard } from '../ProductCard';
import { SearchCombobox, type SearchSuggestions, type SuggestedProduct } from '../SearchCombobox';
import { LoadingState } from '../Spinner';

export interface ProductGridProps extends Omit<ComponentProps<'section'>, 'children'> {
  products: readonly ProductSummary[];
  page: number;
  totalPages: number;
  /** Whether a next page exists; defaults to page < totalPages. */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
  search: string;
  onSearchChange: (search: string) => void;
  /** The search box's suggestions for what is typed (see SearchCombobox); none: a plain search box. */
  searchSuggestions?: SearchSuggestions | null;
  searchSuggestionsLoading?: boolean;
  onSelectSuggestedProduct?: (product: SuggestedProduct) => void;
  onSelectSuggestedCategory?: (category: string) => void;
  /** "Did you mean": a corrected search shown as a link under an empty result, and where it leads. */
  didYouMean?: { search: string; href: string } | null;
  /**
   * The matches when too many to count (the listing's `total_exact` false): the grid says 'More than
   * N products' and 'Page X of at least Y', `totalPages` being a lower bound. Null when counted.
   */
  uncountedTotal?: number | null;
  loading?: boolean;
  /** A notice above the grid, e.g. why sample products are shown. */
  error?: string | null;
  favoriteIds?: ReadonlySet<number>;
  /** Units in the cart per product id: those cards show them and offer 'Update Cart'. */
  cartQuantities?: ReadonlyMap<number, number>;
  onToggleFavorite?: (product: ProductSummary) => void;
  onAddToCart?: (product: ProductSummary, quantity: number) => void;
  /** Each product's page: the cards' names link there. */
  productHref?: (product: ProductSummary) => string;
  /** Renders those links: the app's router link; a plain anchor by default. */
  renderLink?: RenderLink;
  heading?: string;
  loadingText?: string;
  emptyText?: string;
  /** How many of the first cards load their image at once: the cards a shopper sees first. */
  eagerImages?: number;
  /** The cards' image `sizes`, when the grid sits in a column other than ProductCard assumes. */
  imageSizes?: string;
}

export function ProductGrid({
  products,
  page,
  totalPages,
  hasMore = page < totalPages,
  onPageChange,
  search,
  onSearchChange,
  searchSuggestions = null,
  searchSuggestionsLoading = false,
  onSelectSuggestedProduct,
  onSelectSuggestedCategory,
  didYouMean,
  uncountedTotal = null,
  loading = false,
  error,
  favoriteIds,
  cartQuantities,
  onToggleFavorite,
  onAddToCart,
  productHref,
  renderLink,
  heading = 'Bestselling Products',
  loadingText = 'Loading products...',
  emptyText = 'No products found',
  eagerImages = 4,
  imageSizes,
  className,
  ...props
}: ProductGridProps) {
  const pages = Math.max(1, totalPages);
  const headingId = useId();
  return (
    <section data-slot="product-grid" aria-labelledby={headingId} className={cn('flex flex-col gap-6', className)} {...props}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={headingId} className="font-display text-2xl font-semibold sm:text-3xl">
          {heading}
        </h2>
        <SearchCombobox
          className="sm:max-w-xs"
          value={search}
          onValueChange={onSearchChange}
          suggestions={searchSuggestions}
          loading={searchSuggestionsLoading}
          onSelectProduct={(product) => onSelectSuggestedProduct?.(product)}
          onSelectCategory={(category) => onSelectSuggestedCategory?.(category)}
        />
      </div>
      {uncountedTotal !== null && !loading ? (
        <p className="text-sm text-muted-foreground">More than {uncountedTotal.toLocaleString('en-US')} products</p>
      ) : null}
      {error ? (
        <p role="status" className="rounded-md border border-border bg-muted px-4 py-3 text-sm text-muted-foreground">
          {error}
        </p>
      ) : null}
      {loading ? (
        <LoadingState label={loadingText} />
      ) : products.length === 0 ? (
        <div className="flex flex-col items-center gap-2 py-12 text-center text-muted-foreground">
          <p>{emptyText}</p>
          {didYouMean ? (
            <p className="text-foreground">
              Did you mean{' '}
              {(renderLink ?? renderAnchor)({
                href: didYouMean.href,
                className: 'font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-ring',
                children: didYouMean.search,
              })}
              ?
            </p>
          ) : null}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4">
          {products.map((product, index) => (
            <li key={product.id} className="flex">
              <ProductCard
                className="w-full"
                product={product}
                isFavorite={favoriteIds?.has(product.id) ?? false}
                cartQuantity={cartQuantities?.get(product.id) ?? 0}
                onToggleFavorite={onToggleFavorite}
                onAddToCart={onAddToCart}
                href={productHref?.(product)}
                renderLink={renderLink}
                lazyImage={index >= eagerImages}
                imageSizes={imageSizes}
              />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="Product pages" className="flex items-center justify-center gap-4">
        <Button variant="outline" disabled={loading || page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
          Page {page} of {uncountedTotal === null ? pages : `at least ${pages}`}
        </span>
        <Button variant="outline" disabled={loading || !hasMore} onClick={() => onPageChange(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </section>
  );
}
