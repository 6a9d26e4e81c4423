import { NavBar } from '@nyansa/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCart } from '../data/useCart';
import { useFavorites } from '../data/useFavorites';
import { useProfile } from '../data/useProfile';
import { brandName } from '../seo';
import { useSession } from '../session';
import { activeNavHref, navLinksFor, searchState } from './navigation';
import { routerLink } from './routerLink';

/** The fixed top navigation with the shopper's favorites and cart counts; a dermatologist also gets the Clinic. */
export function SiteNavBar() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  const favorites = useFavorites();
  const cart = useCart();
  const { profile } = useProfile();
  const links = useMemo(() => navLinksFor(signedIn ? profile?.role : undefined), [signedIn, profile?.role]);
  return (
    <NavBar
      className="fixed inset-x-0 top-0"
      brand={brandName}
      links={links}
      activeHref={activeNavHref(pathname, links)}
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
