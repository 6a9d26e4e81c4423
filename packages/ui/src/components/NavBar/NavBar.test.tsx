import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '../Footer';
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
});

describe('Footer', () => {
  it('calls onSubscribe with the typed email', async () => {
    const onSubscribe = vi.fn();
    render(
      <Footer brand="Nyansa" copyrightYear={2026} onSubscribe={onSubscribe} socialLinks={[{ network: 'instagram', label: 'Nyansa on Instagram', href: 'https://instagram.com/nyansa' }]} />,
    );
    expect(screen.getByRole('link', { name: 'Nyansa on Instagram' })).toHaveAttribute('href', 'https://instagram.com/nyansa');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'ama@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(onSubscribe).toHaveBeenCalledWith('ama@example.com');
  });
});
