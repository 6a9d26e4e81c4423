import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { navBadge, productList, testUser } from './test/handlers';
import { renderApp } from './test/renderApp';
import { server } from './test/server';

const navbar = () => within(document.querySelector<HTMLElement>('[data-slot="navbar"]') ?? document.body);

describe('routes', () => {
  it.each(['/dashboard', '/checkout', '/order-confirmation'])('sends a visitor from %s to log in', async (protectedPath) => {
    const { path } = renderApp(protectedPath);
    await waitFor(() => expect(path()).toBe(`/login?redirect=${protectedPath}`));
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('keeps the query of the protected page in the redirect', async () => {
    const { path } = renderApp('/dashboard?tab=cart');
    await waitFor(() => expect(path()).toBe('/login?redirect=/dashboard%3Ftab%3Dcart'));
  });

  it('lets a shopper with a token into a protected page', async () => {
    localStorage.setItem('token', 'ama');
    server.use(http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: testUser })));
    const { path } = renderApp('/dashboard');
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(path()).toBe('/dashboard');
  });

  it('redirects any other path to /', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([]))));
    const { path } = renderApp('/no/such/page');
    await waitFor(() => expect(path()).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Your next-gen beauty solutions.' })).toBeInTheDocument();
  });

  it('opens the skin analysis page at /SkinAnalysis too', async () => {
    const { path } = renderApp('/SkinAnalysis');
    await screen.findByRole('main');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(path()).toBe('/SkinAnalysis');
    expect(navbar().getAllByRole('link', { name: 'Skin Analysis' })[0]).toHaveAttribute('aria-current', 'page');
  });
});

describe('layout', () => {
  it('highlights the active link and sends the user icon to /login when signed out', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([]))));
    const { user, path } = renderApp('/products/3');
    const shop = navbar().getByRole('link', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(navbar().getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current');
    expect(navBadge('Cart')).toBeNull();
    expect(navBadge('Favorites')).toBeNull();
    await user.click(navbar().getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(path()).toBe('/login'));
  });

  it('sends the user icon to /dashboard and lists Dashboard in the mobile menu when signed in', async () => {
    localStorage.setItem('token', 'ama');
    server.use(http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: testUser })));
    const { user, path } = renderApp('/about');
    await user.click(navbar().getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    await user.click(navbar().getByRole('button', { name: 'Account' }));
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('leaves Dashboard out of the mobile menu for a visitor', async () => {
    const { user } = renderApp('/about');
    await user.click(navbar().getByRole('button', { name: 'Open menu' }));
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getAllByRole('link').map((link) => link.textContent)).toEqual(['Shop', 'Skin Analysis', 'Subscriptions', 'About']);
  });

  it('goes to the products and focuses the search from the search icon', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([]))));
    const { user, path } = renderApp('/about');
    await user.click(navbar().getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(path()).toBe('/products'));
    await waitFor(() => expect(screen.getByPlaceholderText('Search products...')).toHaveFocus());
  });

  it('scrolls smoothly to the top on navigation, and leaves the first page where the shopper is', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { user } = renderApp('/about');
    await screen.findByRole('heading', { name: 'About Nyansa' });
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(navbar().getAllByRole('link', { name: 'Subscriptions' })[0] as HTMLElement);
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }));
    scrollTo.mockRestore();
  });

  it("stores the newsletter address and toasts the server's answer", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/newsletter', async ({ request }) => {
        const body = (await request.json()) as { email: string };
        sent.push(body);
        return body.email.includes('@')
          ? HttpResponse.json({ success: true, message: 'Thanks for subscribing!' })
          : HttpResponse.json({ success: false, message: 'Please provide a valid email', code: 'VALIDATION' }, { status: 400 });
      }),
    );
    const { user } = renderApp('/about');
    const newsletter = screen.getByRole('form', { name: 'Newsletter' });
    await user.type(within(newsletter).getByLabelText('Email address'), 'ama@example.com');
    await user.click(within(newsletter).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thanks for subscribing!')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ama@example.com' }]);
    expect(screen.getByRole('list', { name: 'Social links' })).toBeInTheDocument();
  });
});

describe('a token the server rejects', () => {
  it('is removed and the shopper goes to /login when a non-cart call answers 401', async () => {
    localStorage.setItem('token', 'expired');
    server.use(
      http.get('*/api/user/favorites', () =>
        HttpResponse.json({ success: false, message: 'Your session is invalid or has expired. Please log in again.', code: 'INVALID_TOKEN' }, { status: 401 }),
      ),
    );
    const { path } = renderApp('/about');
    await waitFor(() => expect(path()).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('sends the shopper to /login?redirect=<path> when a cart call answers 401', async () => {
    localStorage.setItem('token', 'expired');
    server.use(
      http.get('*/api/cart', () => HttpResponse.json({ success: false, message: 'Please log in to continue', code: 'AUTH_REQUIRED' }, { status: 401 })),
    );
    const { path } = renderApp('/about');
    await waitFor(() => expect(path()).toBe('/login?redirect=/about'));
  });
});
