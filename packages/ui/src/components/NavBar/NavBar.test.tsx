import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NavBar } from './NavBar';

describe('NavBar', () => {
  it('links Shop, Skin Analysis, Subscriptions and About, marking the active one', () => {
    render(<NavBar brand="Nyansa" activeHref="/subscriptions" />);
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop', 'Skin Analysis', 'Subscriptions', 'About']);
    expect(within(main).getByRole('link', { name: 'Subscriptions' })).toHaveAttribute('aria-current', 'page');
    expect(within(main).getByRole('link', { name: 'Shop' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Nyansa' })).toHaveAttribute('href', '/');
  });

  it('shows favorites and cart badges only above 0', () => {
    const { rerender } = render(<NavBar brand="Nyansa" favoritesCount={0} cartCount={0} />);
    expect(screen.getByRole('button', { name: 'Favorites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    rerender(<NavBar brand="Nyansa" favoritesCount={2} cartCount={5} />);
    expect(screen.getByRole('button', { name: 'Favorites, 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cart, 5' })).toBeInTheDocument();
  });

  it('toggles a mobile menu that adds Dashboard when logged in', async () => {
    const onUser = vi.fn();
    render(<NavBar brand="Nyansa" loggedIn onUser={onUser} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop', 'Skin Analysis', 'Subscriptions', 'About', 'Dashboard']);
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account' }));
    expect(onUser).toHaveBeenCalledOnce();
  });

  it('has no Dashboard link for visitors', async () => {
    render(<NavBar brand="Nyansa" />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Mobile' })).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it("renders links through the app's link component", () => {
    render(
      <NavBar
        brand="Nyansa"
        renderLink={({ href, children, className }) => (
          <a data-router-link={href} href={`#${href}`} className={className}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('data-router-link', '/about');
  });

  it('runs the search, favorites, cart and sign-in icon buttons', async () => {
    const handlers = { onSearch: vi.fn(), onFavorites: vi.fn(), onCart: vi.fn(), onUser: vi.fn() };
    render(<NavBar brand="Nyansa" cartCount={120} {...handlers} />);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(screen.getByRole('button', { name: 'Favorites' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 99+' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledOnce();
  });

  it('closes the mobile menu when a link in it is followed', async () => {
    render(<NavBar brand="Nyansa" activeHref="/about" renderLink={({ href, children, className, onClick, ...rest }) => (
      <a href={href} className={className} onClick={(event) => { event.preventDefault(); onClick?.(); }} {...rest}>{children}</a>
    )} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(mobile).getByRole('link', { name: 'Shop' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
  });
});
