import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { RenderLink } from '../../lib/link';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { NavBar } from './NavBar';

/** Stands in for the app's router: a link reports where it goes instead of loading a page. */
const navigate = fn();
const routerLink: RenderLink = ({ href, children, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      event.preventDefault();
      onClick?.();
      navigate(href);
    }}
  >
    {children}
  </a>
);

/** True when a computed colour lets nothing through (no alpha below 1, in any colour syntax). */
const opaque = (colour: string) => !/(\/\s*0?\.\d+\s*\))|(rgba\([^)]*,\s*0?\.\d+\))|transparent/.test(colour);

const meta = {
  title: 'Layout/NavBar',
  component: NavBar,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Nyansa',
    activeHref: '/products',
    onSearch: fn(),
    onFavorites: fn(),
    onCart: fn(),
    onUser: fn(),
  },
  decorators: [(Story) => <div className="min-h-48"><Story /></div>],
} satisfies Meta<typeof NavBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};
export const SignedInWithCounts: Story = {
  args: { loggedIn: true, favoritesCount: 3, cartCount: 12 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Favorites, 3' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 12' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    for (const handler of [args.onSearch, args.onFavorites, args.onCart, args.onUser]) await expect(handler).toHaveBeenCalledOnce();
  },
};
export const ActiveAbout: Story = { args: { activeHref: '/about' } };
/** The menu button opens the links (no Dashboard for a visitor); following one closes the menu. */
export const MobileWidth: Story = {
  tags: ['mobile'],
  globals: mobileViewport,
  args: { cartCount: 2, renderLink: routerLink },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Open menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName('Close menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(toggle).toHaveAttribute('aria-controls', menu.id);
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Shop', 'Skin Analysis', 'Subscriptions', 'About']);
    await expect(within(menu).getByRole('link', { name: 'Shop' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(menu).getByRole('link', { name: 'About' }));
    await expect(navigate).toHaveBeenCalledOnce();
    await expect(navigate).toHaveBeenCalledWith('/about');
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await expect(toggle).toHaveAccessibleName('Open menu');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};
export const MobileMenuOpen: Story = {
  tags: ['mobile'],
  globals: mobileViewport,
  args: { loggedIn: true, defaultMenuOpen: true, cartCount: 2 },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Close menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = canvas.getByRole('navigation', { name: 'Mobile' });
    await expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop', 'Skin Analysis', 'Subscriptions', 'About', 'Dashboard']);
    await expect(within(menu).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    // The open menu hides the page under it (the home page's hero text showed through, issue 33).
    const header = menu.closest('header');
    await expect(header && opaque(getComputedStyle(header).backgroundColor)).toBe(true);
  },
};
export const SecondTheme: Story = { ...secondTheme, args: { loggedIn: true, favoritesCount: 1, cartCount: 4 } };
