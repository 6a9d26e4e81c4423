import { cartMessages, productMessages } from '@nyansa/contract';
import { Button, IconButton, ImageWithFallback, Input, Label, LoadingState, Price, RatingStars, RecentlyViewedStrip } from '@nyansa/ui';
import { Heart } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { productImageSrcSet, productImageUrl, productPageImageSizes } from './productImages';
import { useCart } from '../data/useCart';
import { useFavorites } from '../data/useFavorites';
import { useProduct } from '../data/useProduct';
import { useRelated } from '../data/useRelated';
import { ProductAbout } from './components/ProductAbout';
import { ProductReviews } from './components/ProductReviews';
import { rememberViewed } from './recentlyViewed';
import { toSummary } from './toSummary';
import { usePageMeta, useProductJsonLd } from '../seo';
import { loginRedirectPath, useSession } from '../session';
import { toast } from '../toast/toastStore';

export default function ProductPage() {
  const { id } = useParams();
  const { product, loading, error } = useProduct(id);
  const favorites = useFavorites();
  const cart = useCart();
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const quantityId = useId();
  // The spec declares min 1 and max 99 on this input but does not enforce them here; the cart call checks.
  const [quantity, setQuantity] = useState('1');
  const [adding, setAdding] = useState(false);

  usePageMeta(product?.name ?? (error ?? 'Product'), product?.description ?? 'Nyansa product details.');
  useProductJsonLd(product);
  const related = useRelated(product?.id);
  const relatedSummaries = useMemo(() => related.map(toSummary), [related]);
  useEffect(() => {
    if (product) rememberViewed(product);
  }, [product]);

  if (loading) return <LoadingState label="Loading product..." />;
  if (!product) {
    return (
      <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold">{error ?? productMessages.notFound}</h1>
        <Button asChild variant="outline">
          <Link to="/products">Back to Shop</Link>
        </Button>
      </div>
    );
  }

  const favorite = favorites.has(product.id);

  async function addToCart() {
    if (!product) return;
    if (!signedIn) {
      toast.error(cartMessages.loginToAdd);
      await navigate(loginRedirectPath(`${location.pathname}${location.search}`));
      return;
    }
    setAdding(true);
    try {
      const result = await cart.addOrUpdate(product.id, Number(quantity));
      if (result === 'signed-out') await navigate(loginRedirectPath(location.pathname));
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
    <article className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-10 md:grid-cols-2">
      {/* As tall as the picture, not as the details beside it: no empty box under the photo. */}
      <div className="self-start overflow-hidden rounded-lg border border-border bg-muted">
        <ImageWithFallback
          src={productImageUrl(product.image_url)}
          srcSet={productImageSrcSet(product.image_url)}
          sizes={productPageImageSizes}
          alt={product.name}
          lazy={false}
          fetchPriority="high"
          className="aspect-square w-full"
        />
      </div>
      <div className="flex flex-col gap-5">
        <div className="flex items-start justify-between gap-4">
          <h1 className="font-display text-3xl font-semibold break-words md:text-4xl">{product.name}</h1>
          <IconButton
            label={`Favorite ${product.name}`}
            aria-pressed={favorite}
            icon={<Heart className={favorite ? 'fill-current text-primary' : undefined} />}
            onClick={() => void favorites.toggle(product.id)}
          />
        </div>
        {product.rating_count > 0 && product.rating_average !== null ? <RatingStars average={product.rating_average} count={product.rating_count} /> : null}
        <Price amount={product.price} className="text-2xl" />
        <p className="text-muted-foreground">{product.description}</p>
        <div className="flex items-end gap-3">
          <div className="flex flex-col gap-2">
            <Label htmlFor={quantityId}>Quantity</Label>
            <Input
              id={quantityId}
              type="number"
              inputMode="numeric"
              min={1}
              max={99}
              value={quantity}
              onChange={(event) => setQuantity(event.target.value)}
              className="w-24"
            />
          </div>
          <Button size="lg" className="flex-1" loading={adding} onClick={() => void addToCart()}>
            Add to Cart
          </Button>
        </div>
        <Link to="/products" className="text-sm text-primary underline-offset-4 hover:underline">
          Back to Shop
        </Link>
        {product.details ? <ProductAbout details={product.details} /> : null}
      </div>
    </article>
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 pb-16">
      <ProductReviews productId={product.id} />
      <RecentlyViewedStrip
        heading="You may also like"
        products={relatedSummaries}
        renderLink={({ href, children, ...props }) => (
          <Link to={href} {...props}>
            {children}
          </Link>
        )}
      />
    </div>
    </>
  );
}
