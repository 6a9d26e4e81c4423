import { Button, LoadingState, ProductCard } from '@nyansa/ui';
import { Link } from 'react-router-dom';
import { useCart } from '../../data/useCart';
import { useFavorites } from '../../data/useFavorites';
import { useProduct } from '../../data/useProduct';
import { routerLink } from '../../layout/routerLink';
import { toSummary } from '../../products/toSummary';

/** The shopper's favorite products as product cards, or a way to find some. */
export function FavoritesTab() {
  const { ids } = useFavorites();
  if (ids.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 py-12 text-center text-muted-foreground">
        <p>You have no favorites yet.</p>
        <Button asChild variant="outline">
          <Link to="/products">Browse products</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul aria-label="Favorite products" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
      {ids.map((id) => (
        <li key={id}>
          <FavoriteProduct productId={id} />
        </li>
      ))}
    </ul>
  );
}

function FavoriteProduct({ productId }: { productId: number }) {
  const { product, loading } = useProduct(String(productId));
  const { toggle } = useFavorites();
  const { quantities, addOrUpdate } = useCart();
  if (loading) return <LoadingState label="Loading product..." />;
  if (!product) return null;
  return (
    <ProductCard
      product={toSummary(product)}
      isFavorite
      cartQuantity={quantities.get(product.id) ?? 0}
      onToggleFavorite={() => void toggle(product.id)}
      onAddToCart={(_, quantity) => void addOrUpdate(product.id, quantity, { replace: true })}
      href={`/products/${product.id}`}
      renderLink={routerLink}
    />
  );
}
