import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/link';
import type { ProductSummary } from '../../types';
import { ImageWithFallback } from '../ImageWithFallback';
import { Price } from '../Price';

export interface RecentlyViewedStripProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** Most recent first; at most `max` are shown. */
  products: readonly ProductSummary[];
  /** A product's page, e.g. '/products/3'. */
  hrefFor?: (product: ProductSummary) => string;
  /** Renders every link, so the app can pass its router's Link; defaults to <a>. */
  renderLink?: RenderLink;
  heading?: string;
  max?: number;
  /** Load pictures as tiles near the screen (default), or at once for a strip on the first screen. */
  lazyImages?: boolean;
}

const productPage = (product: ProductSummary) => `/products/${product.id}`;

/** Small tiles of the products a shopper looked at lately, in a row that scrolls sideways; nothing when there are none. */
export function RecentlyViewedStrip({
  products,
  hrefFor = productPage,
  renderLink = renderAnchor,
  heading = 'Recently viewed',
  max = 8,
  lazyImages = true,
  className,
  ...props
}: RecentlyViewedStripProps) {
  const headingId = useId();
  const shown = products.slice(0, max);
  if (shown.length === 0) return null;
  return (
    <section data-slot="recently-viewed" aria-labelledby={headingId} className={cn('flex flex-col gap-3', className)} {...props}>
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {heading}
      </h2>
      <ul className="-mx-1 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pt-1 pb-3">
        {shown.map((product) => (
          <li key={product.id} className="w-36 shrink-0 snap-start">
            {renderLink({
              href: hrefFor(product),
              className:
                'group flex h-full flex-col gap-2 rounded-lg border border-border bg-surface p-2 text-surface-foreground outline-none transition-shadow hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring',
              children: (
                <>
                  {/* The name below names the link; the picture adds nothing to it. */}
                  <ImageWithFallback src={product.imageUrl} alt="" lazy={lazyImages} className="aspect-square w-full rounded-md" />
                  <span className="line-clamp-2 text-sm leading-snug font-medium break-words group-hover:underline">{product.name}</span>
                  <Price amount={product.price} className="mt-auto text-sm" />
                </>
              ),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
