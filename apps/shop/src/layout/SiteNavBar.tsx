import { NavBar } from '@nyansa/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCart } from '../data/useCart';
import { useFavorites } from '../data/useFavorites';
import { brandName } from '../seo';
import { useSession } from '../session';
import { activeNavHref, searchState } from './navigation';
import { routerLink } from './routerLink';

/** The fixed top navigation with the shopper's favorites and cart counts. */
export function SiteNavBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const favorites = useFavorites();
  const cart = useCart();
  return (
    <NavBar
      className="fixed inset-x-0 top-0"
      brand={brandName}
      activeHref={activeNavHref(pathname)}
      loggedIn={signedIn}
      favoritesCount={favorites.count}
      cartCount={cart.count}
      renderLink={routerLink}
      onSearch={() => void navigate('/products', { state: searchState })}
      onFavorites={() => void navigate('/dashboard?tab=favorites')}
      onCart={() => void navigate('/dashboard?tab=cart')}
      onUser={() => void navigate(signedIn ? '/dashboard' : '/login')}
    />
  );
}
