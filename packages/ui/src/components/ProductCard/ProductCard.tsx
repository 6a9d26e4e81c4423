import { Heart, ShoppingBag } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/link';
import type { ProductSummary } from '../../types';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { ImageWithFallback } from '../ImageWithFallback';
import { Price } from '../Price';
import { clampQuantity, QuantityInput } from '../QuantityInput';
import { RatingStars } from '../RatingStars';
import { StockBadge } from '../StockBadge';
import { productCardImageSizes } from './imageSizes';

export interface ProductCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  product: ProductSummary;
  isFavorite?: boolean;
  /** Units of this product already in the cart: above 0 the card shows them and offers 'Update Cart'. */
  cartQuantity?: number;
  onToggleFavorite?: (product: ProductSummary) => void;
  /** Called with the chosen quantity, already clamped to 1..99. */
  onAddToCart?: (product: ProductSummary, quantity: number) => void;
  /** The add/update request is on its way. */
  adding?: boolean;
  disabled?: boolean;
  /** The product's page: the name becomes a link to it (a new tab and crawlers can follow it). */
  href?: string;
  /** Renders that link: the app's router link for client-side navigation; a plain anchor by default. */
  renderLink?: RenderLink;
  /** Load the image when it nears the viewport (default), or at once for a card on the first screen. */
  lazyImage?: boolean;
  /** How wide the image shows (`sizes`), for choosing from `product.imageSrcSet`; defaults to a card in `ProductGrid`. */
  imageSizes?: string;
}

export function ProductCard({
  product,
  isFavorite = false,
  cartQuantity = 0,
  onToggleFavorite,
  lazyImage = true,
  imageSizes = productCardImageSizes,
  onAddToCart,
  adding = false,
  disabled = false,
  href,
  renderLink = renderAnchor,
  className,
  ...props
}: ProductCardProps) {
  const inCart = cartQuantity > 0;
  const cartShown = clampQuantity(inCart ? cartQuantity : 1);
  const [quantity, setQuantity] = useState(cartShown);
  // When the cart changes (another tab, the dashboard), the card shows the new quantity.
  const [lastCartShown, setLastCartShown] = useState(cartShown);
  if (cartShown !== lastCartShown) {
    setLastCartShown(cartShown);
    setQuantity(cartShown);
  }
  const headingId = useId();
  const soldOut = product.stock?.status === 'out_of_stock';

  return (
    <article
      data-slot="product-card"
      data-favorite={isFavorite || undefined}
      data-in-cart={inCart || undefined}
      data-stock={product.stock?.status}
      aria-labelledby={headingId}
      className={cn(
        'group flex flex-col overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-sm transition-shadow hover:shadow-md',
        inCart && 'border-primary',
        className,
      )}
      {...props}
    >
      <div className="relative aspect-square overflow-hidden bg-muted">
        <ImageWithFallback
          src={product.imageUrl}
          srcSet={product.imageSrcSet}
          sizes={imageSizes}
          alt={product.name}
          lazy={lazyImage}
          className="size-full"
        />
        {inCart ? (
          <Badge className="absolute top-3 left-3 gap-1 py-1">
            <ShoppingBag aria-hidden="true" className="size-3" />
            In cart
          </Badge>
        ) : null}
        <button
          type="button"
          aria-label={`Favorite ${product.name}`}
          aria-pressed={isFavorite}
          disabled={disabled}
          onClick={() => onToggleFavorite?.(product)}
          className={cn(
            'absolute top-2 right-2 flex size-10 items-center justify-center rounded-full bg-surface/90 text-muted-foreground shadow-sm outline-none transition-colors hover:text-primary focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50',
            isFavorite && 'text-primary',
          )}
        >
          <Heart aria-hidden="true" className={cn('size-5', isFavorite && 'fill-current')} />
        </button>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 id={headingId} className="font-display text-base leading-snug font-semibold break-words">
          {href
            ? renderLink({
                href,
                className: 'rounded-sm outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring',
                children: product.name,
              })
            : product.name}
        </h3>
        <p className="line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        {product.rating ? <RatingStars average={product.rating.average} count={product.rating.count} size="sm" /> : null}
        {product.stock && product.stock.status !== 'in_stock' ? (
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Price amount={product.price} className="text-lg" />
            <StockBadge status={product.stock.status} left={product.stock.left} />
          </div>
        ) : (
          <Price amount={product.price} className="text-lg" />
        )}
        <div className="mt-auto flex items-center gap-2 pt-2">
          <QuantityInput
            value={quantity}
            onChange={setQuantity}
            itemName={product.name}
            steppers={false}
            disabled={disabled || soldOut}
          />
          <Button
            className="flex-1"
            variant={inCart ? 'tonal' : 'primary'}
            loading={adding}
            disabled={disabled || soldOut}
            onClick={() => onAddToCart?.(product, quantity)}
          >
            {inCart ? 'Update Cart' : 'Add to Cart'}
          </Button>
        </div>
      </div>
    </article>
  );
}
