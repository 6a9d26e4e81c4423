import { Heart, Menu, Search, ShoppingCart, User, X } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { renderAnchor, type RenderLink } from '../../lib/link';
import { IconButton } from '../IconButton';

export interface NavLinkItem {
  label: string;
  href: string;
}

export const defaultNavLinks: readonly NavLinkItem[] = [
  { label: 'Shop', href: '/products' },
  { label: 'Skin Analysis', href: '/skin-analysis' },
  { label: 'Subscriptions', href: '/subscriptions' },
  { label: 'About', href: '/about' },
];

export const dashboardLink: NavLinkItem = { label: 'Dashboard', href: '/dashboard' };

export interface NavBarProps extends Omit<ComponentProps<'header'>, 'children'> {
  brand: string;
  links?: readonly NavLinkItem[];
  /** The href of the current page: its link is highlighted and marked aria-current. */
  activeHref?: string;
  loggedIn?: boolean;
  favoritesCount?: number;
  cartCount?: number;
  onSearch?: () => void;
  onFavorites?: () => void;
  onCart?: () => void;
  /** The user icon: the app sends a signed-in user to /dashboard, others to /login. */
  onUser?: () => void;
  /** Renders every link, so the app can pass its router's Link; defaults to <a>. */
  renderLink?: RenderLink;
  /** Opens the mobile menu at first (for stories and tests). */
  defaultMenuOpen?: boolean;
}

export function NavBar({
  brand,
  links = defaultNavLinks,
  activeHref,
  loggedIn = false,
  favoritesCount = 0,
  cartCount = 0,
  onSearch,
  onFavorites,
  onCart,
  onUser,
  renderLink = renderAnchor,
  defaultMenuOpen = false,
  className,
  ...props
}: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const mobileLinks = loggedIn ? [...links, dashboardLink] : links;

  const linkClass = (href: string) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors hover:text-primary focus-visible:ring-2 focus-visible:ring-ring',
      href === activeHref ? 'bg-secondary text-secondary-foreground' : 'text-foreground',
    );

  const link = (item: NavLinkItem, onClick?: () => void) =>
    renderLink({
      href: item.href,
      className: linkClass(item.href),
      children: item.label,
      ...(item.href === activeHref ? { 'aria-current': 'page' as const } : {}),
      ...(onClick ? { onClick } : {}),
    });

  return (
    <header
      data-slot="navbar"
      // Opaque while the menu is open: its links must not show the page through them.
      className={cn('sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur', menuOpen && 'bg-background', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        {renderLink({
          href: '/',
          className: 'font-display text-xl font-bold text-primary outline-none focus-visible:ring-2 focus-visible:ring-ring rounded-sm',
          children: brand,
        })}
        <nav aria-label="Main" className="hidden flex-1 justify-center md:flex">
          <ul className="flex items-center gap-1">
            {links.map((item) => (
              <li key={item.href}>{link(item)}</li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 md:ml-0">
          <IconButton label="Search" icon={<Search />} onClick={onSearch} />
          <IconButton label="Favorites" icon={<Heart />} count={favoritesCount} onClick={onFavorites} />
          <IconButton label="Cart" icon={<ShoppingCart />} count={cartCount} onClick={onCart} />
          <IconButton label={loggedIn ? 'Account' : 'Sign in'} icon={<User />} onClick={onUser} />
          <IconButton
            className="md:hidden"
            label={menuOpen ? 'Close menu' : 'Open menu'}
            icon={menuOpen ? <X /> : <Menu />}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          />
        </div>
      </div>
      {menuOpen ? (
        <nav id={menuId} aria-label="Mobile" className="border-t border-border bg-background px-4 py-2 md:hidden">
          <ul className="flex flex-col">
            {mobileLinks.map((item) => (
              <li key={item.href} className="flex flex-col">
                {link(item, () => setMenuOpen(false))}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
