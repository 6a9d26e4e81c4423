import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isImageCached } from './productImages';
import { apiProduct, navBadge, productList } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const sampleNames = [
  'Sunscreen Cream',
  'Vitamin C Serum',
  'Body Glow',
  'Pink Lip Balm',
  'Body Butter',
  'Lip Scrub',
  'Nyansa Pouch Starter Pack',
  'Full Set',
];

const cards = () => screen.getAllByRole('article').filter((card) => card.getAttribute('data-slot') === 'product-card');
const card = (name: string) => screen.getByRole('article', { name });

describe('products page', () => {
  it('shows the eight sample products when the catalog fails', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json({ success: false, message: 'boom' }, { status: 500 })));
    renderApp('/products');
    expect(await screen.findByText('Server error while fetching products')).toBeInTheDocument();
    expect(cards().map((item) => within(item).getByRole('heading').textContent)).toEqual(sampleNames);
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
  });

  it("links each product's name to its page, opened without a page load", async () => {
    server.use(
      http.get('*/api/products', () => HttpResponse.json(productList([apiProduct(41, 'Rose Toner')]))),
      http.get('*/api/products/41', () => HttpResponse.json({ success: true, product: apiProduct(41, 'Rose Toner') })),
    );
    const { user } = renderApp('/products');
    const name = within(await screen.findByRole('article', { name: 'Rose Toner' })).getByRole('link', { name: 'Rose Toner' });
    // A real link: a new tab and crawlers follow its href.
    expect(name.tagName).toBe('A');
    expect(name).toHaveAttribute('href', '/products/41');
    await user.click(name);
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose Toner' })).toBeInTheDocument();
  });

  it('shows the sample products when the first page is empty', async () => {
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([]))));
    renderApp('/products');
    expect(await screen.findByRole('article', { name: 'Full Set' })).toBeInTheDocument();
    expect(cards()).toHaveLength(8);
    expect(within(card('Lip Scrub')).getByText('$0.99')).toBeInTheDocument();
  });

  it('pages through 12 products at a time with Previous and Next', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/products', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const page = Number(params.get('page'));
        const first = (page - 1) * 12;
        const products = Array.from({ length: page === 1 ? 12 : 3 }, (_, index) => apiProduct(first + index + 1, `Product ${first + index + 1}`));
        return HttpResponse.json(productList(products, page, 2));
      }),
    );
    const { user } = renderApp('/products');
    await screen.findByText('Loading products...');
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(cards()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Product 13' })).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(Object.fromEntries(asked[0] ?? [])).toEqual({ page: '1', limit: '12', sort: 'created_at', order: 'DESC' });
  });

  it('searches the catalog', async () => {
    server.use(
      http.get('*/api/products', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        return HttpResponse.json(productList(search === 'serum' ? [apiProduct(30, 'Night Serum')] : [apiProduct(31, 'Day Cream')]));
      }),
    );
    const { user } = renderApp('/products');
    expect(await screen.findByRole('article', { name: 'Day Cream' })).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search products...'), 'serum');
    expect(await screen.findByRole('article', { name: 'Night Serum' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Day Cream' })).not.toBeInTheDocument();
  });

  it('suggests products and categories as one types, asking only for the text typing settled on; a suggested product opens its page', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/products', () => HttpResponse.json(productList([apiProduct(31, 'Day Cream')]))),
      http.get('*/api/products/suggest', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({
          success: true,
          products: [{ product_id: 41, product_name: 'Rose Toner', price: 12.5, image_url: '/images/products/p41.webp', category: 'skincare' }],
          categories: ['skincare'],
        });
      }),
      http.get('*/api/products/41', () => HttpResponse.json({ success: true, product: apiProduct(41, 'Rose Toner') })),
    );
    const { user } = renderApp('/products');
    expect(await screen.findByRole('article', { name: 'Day Cream' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Search products' });
    await user.type(box, 'ros');
    const option = await screen.findByRole('option', { name: /Rose Toner/ });
    expect(option).toHaveTextContent('$12.50');
    expect(screen.getByRole('option', { name: 'Skincare' })).toBeInTheDocument();
    expect(asked).toEqual(['ros']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rose Toner' })).toBeInTheDocument();
  });

  it('filters the listing by a suggested category, clearing the typed text', async () => {
    const categories: (string | null)[] = [];
    server.use(
      http.get('*/api/products', ({ request }) => {
        categories.push(new URL(request.url).searchParams.get('category'));
        return HttpResponse.json(productList([apiProduct(31, 'Day Cream')]));
      }),
      http.get('*/api/products/suggest', () => HttpResponse.json({ success: true, products: [], categories: ['lip'] })),
    );
    const { user } = renderApp('/products');
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    await user.type(box, 'li');
    await user.click(await screen.findByRole('option', { name: 'Lip' }));
    await waitFor(() => expect(categories.at(-1)).toBe('lip'));
    expect(box).toHaveValue('');
  });

  it("offers 'Did you mean' on an empty search, and its link searches the suggestion", async () => {
    server.use(
      http.get('*/api/products', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        if (search === 'sunscrean') return HttpResponse.json({ ...productList([]), suggestion: 'sunscreen' });
        return HttpResponse.json(productList(search === 'sunscreen' ? [apiProduct(50, 'Mineral Sunscreen')] : [apiProduct(31, 'Day Cream')]));
      }),
    );
    const { user } = renderApp('/products?search=sunscrean');
    const link = await screen.findByRole('link', { name: 'sunscreen' });
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(link.parentElement).toHaveTextContent('Did you mean sunscreen?');
    await user.click(link);
    expect(await screen.findByRole('article', { name: 'Mineral Sunscreen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('sunscreen');
  });

  it("says 'More than N products' when the matches were too many to count", async () => {
    server.use(
      http.get('*/api/products', () => {
        const list = productList([apiProduct(31, 'Day Cream')], 1, 834);
        return HttpResponse.json({ ...list, pagination: { ...list.pagination, total: 10_000, total_exact: false } });
      }),
    );
    renderApp('/products?search=cream');
    expect(await screen.findByText('More than 10,000 products')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of at least 834')).toBeInTheDocument();
  });

  it('resizes images of the shop host and leaves other hosts alone', async () => {
    const other = { ...apiProduct(41, 'Far Away'), image_url: 'https://cdn.example.com/far.webp' };
    server.use(http.get('*/api/products', () => HttpResponse.json(productList([apiProduct(40, 'Near'), other]))));
    renderApp('/products');
    expect(await screen.findByRole('article', { name: 'Near' })).toBeInTheDocument();
    // The first four images are preloaded at once, with the sizes the cards ask for.
    await waitFor(() => expect(isImageCached('/images/products/p40.webp?w=400&q=80')).toBe(true));
    expect(isImageCached('https://cdn.example.com/far.webp')).toBe(true);
  });

  it('sends a signed-out shopper to log in when adding to the cart', async () => {
    let adds = 0;
    server.use(
      http.get('*/api/products', () => HttpResponse.json(productList([apiProduct(5, 'Rose Toner')]))),
      http.post('*/api/cart/add', () => (adds++, HttpResponse.json({}))),
    );
    const { user, path } = renderApp('/products');
    await user.click(within(await screen.findByRole('article', { name: 'Rose Toner' })).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() => expect(path()).toBe('/login?redirect=/products'));
    expect(adds).toBe(0);
  });

  it('adds to the cart, re-fetches it, then offers Update Cart and shows the badge', async () => {
    localStorage.setItem('token', 'ama');
    const toner = apiProduct(5, 'Rose Toner', 12.5);
    let items: { id: number; product_id: number; quantity: number; product: typeof toner }[] = [];
    let cartFetches = 0;
    let added: unknown;
    server.use(
      http.get('*/api/products', () => HttpResponse.json(productList([toner]))),
      http.get('*/api/cart', () => {
        cartFetches++;
        return HttpResponse.json({ success: true, data: { items, cart_total: items.reduce((s, i) => s + i.quantity * 12.5, 0) } });
      }),
      http.post('*/api/cart/add', async ({ request }) => {
        added = await request.json();
        items = [{ id: 70, product_id: 5, quantity: 3, product: toner }];
        return HttpResponse.json({ success: true, data: { items, cart_total: 37.5 } });
      }),
    );
    const { user } = renderApp('/products');
    expect(navBadge('Cart')).toBeNull();
    const toned = await screen.findByRole('article', { name: 'Rose Toner' });
    await waitFor(() => expect(cartFetches).toBe(1));
    const quantity = within(toned).getByRole('spinbutton', { name: 'Quantity of Rose Toner' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(within(toned).getByRole('button', { name: 'Add to Cart' }));
    expect(await within(toned).findByRole('button', { name: 'Update Cart' })).toBeInTheDocument();
    expect(added).toEqual({ product_id: 5, quantity: 3 });
    expect(cartFetches).toBe(2);
    // The toast region loads with the first toast (issue 34): the message comes a moment later.
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    await waitFor(() => expect(navBadge('Cart')).toBe('3'));
  });

  it("shows the quantity already in the cart and 'Update Cart' sets the line to the quantity shown", async () => {
    localStorage.setItem('token', 'ama');
    const toner = apiProduct(5, 'Rose Toner', 12.5);
    let items = [{ id: 70, product_id: 5, quantity: 4, product: toner }];
    const updates: unknown[] = [];
    let adds = 0;
    server.use(
      http.get('*/api/products', () => HttpResponse.json(productList([toner]))),
      http.get('*/api/cart', () => HttpResponse.json({ success: true, data: { items, cart_total: 50 } })),
      http.post('*/api/cart/add', () => {
        adds++;
        return HttpResponse.json({ success: false, message: 'not expected' }, { status: 400 });
      }),
      http.put('*/api/cart/70', async ({ request }) => {
        const body = (await request.json()) as { quantity: number };
        updates.push(body);
        items = [{ id: 70, product_id: 5, quantity: body.quantity, product: toner }];
        return HttpResponse.json({ success: true, data: { items, cart_total: body.quantity * 12.5 } });
      }),
    );
    const { user } = renderApp('/products');
    const toned = await screen.findByRole('article', { name: 'Rose Toner' });
    const quantity = within(toned).getByRole('spinbutton', { name: 'Quantity of Rose Toner' });
    await waitFor(() => expect(quantity).toHaveValue(4));
    await user.click(within(toned).getByRole('button', { name: 'Update Cart' }));
    await waitFor(() => expect(updates).toEqual([{ product_id: 5, quantity: 4 }]));
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(toned).getByRole('button', { name: 'Update Cart' }));
    await waitFor(() => expect(navBadge('Cart')).toBe('2'));
    expect(updates).toEqual([{ product_id: 5, quantity: 4 }, { product_id: 5, quantity: 2 }]);
    expect(adds).toBe(0);
  });

  it('toggles a favorite, saves the list and says when one is removed', async () => {
    localStorage.setItem('token', 'ama');
    const saved: unknown[] = [];
    server.use(
      http.get('*/api/products', () => HttpResponse.json(productList([apiProduct(5, 'Rose Toner')]))),
      http.get('*/api/user/favorites', () => HttpResponse.json({ success: true, data: { favorites: [] } })),
      http.put('*/api/user/favorites', async ({ request }) => {
        const body = (await request.json()) as { favorites: number[] };
        saved.push(body);
        return HttpResponse.json({ success: true, data: body });
      }),
    );
    const { user } = renderApp('/products');
    const heart = within(await screen.findByRole('article', { name: 'Rose Toner' })).getByRole('button', { name: 'Favorite Rose Toner' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(navBadge('Favorites')).toBe('1'));
    await waitFor(() => expect(saved).toEqual([{ favorites: [5] }]));
    expect(JSON.parse(localStorage.getItem('user_favorites') ?? '[]')).toEqual([5]);

    await user.click(heart);
    expect(await screen.findByText('Removed from favorites')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(saved).toEqual([{ favorites: [5] }, { favorites: [] }]);
    expect(navBadge('Favorites')).toBeNull();
  });
});

describe('products page address', () => {
  it('keeps the page and the search in the address, so Back returns to them', async () => {
    server.use(
      http.get('*/api/products', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page'));
        const label = params.get('search') ?? 'all';
        return HttpResponse.json(productList([apiProduct(100 + page, `${label} page ${page}`)], page, 3));
      }),
    );
    const { user, path } = renderApp('/products?page=2');
    expect(await screen.findByRole('article', { name: 'all page 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'all page 3' })).toBeInTheDocument();
    expect(path()).toBe('/products?page=3');
    await user.type(screen.getByPlaceholderText('Search products...'), 'balm');
    expect(await screen.findByRole('article', { name: 'balm page 1' })).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/products?search=balm'));
  });

  it('browses by category, filters by concern and sorts, all in the address', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/products', ({ request }) => {
        const params = new URL(request.url).searchParams;
        params.delete('page');
        params.delete('limit');
        asked.push(params.toString());
        return HttpResponse.json(productList([apiProduct(1, `Result of ${params.toString()}`)]));
      }),
    );
    const { user, path } = renderApp('/products');
    await screen.findByRole('article', { name: 'Result of sort=created_at&order=DESC' });
    const categories = screen.getByRole('navigation', { name: 'Product categories' });
    await user.click(within(categories).getByRole('link', { name: 'Lip' }));
    await waitFor(() => expect(path()).toBe('/products?category=lip'));
    expect(await screen.findByRole('article', { name: 'Result of sort=created_at&order=DESC&category=lip' })).toBeInTheDocument();
    expect(within(categories).getByRole('link', { name: 'Lip' })).toHaveAttribute('aria-current', 'page');

    const filters = screen.getByRole('complementary', { name: 'Filters' });
    await user.click(within(filters).getByRole('checkbox', { name: 'Acne' }));
    await waitFor(() => expect(path()).toBe('/products?category=lip&concern=acne'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(path()).toBe('/products?category=lip&concern=acne&sort=price_asc'));
    expect(await screen.findByRole('article', { name: 'Result of sort=price&order=ASC&category=lip&concern=acne' })).toBeInTheDocument();

    // The grid's own texts stay as the spec has them.
    expect(screen.getByRole('heading', { name: 'Bestselling Products' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    // Each step was a new entry of the history (the e2e test goes Back in a browser).
    expect(asked).toContain('sort=created_at&order=DESC&category=lip&concern=acne');
  });

  it('reads a shared address with a price range and asks the API for it', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/products', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json(productList([apiProduct(3, 'Cheap Balm', 2)]));
      }),
    );
    renderApp('/products?min_price=1&max_price=5&sort=name');
    expect(await screen.findByRole('article', { name: 'Cheap Balm' })).toBeInTheDocument();
    const params = new URLSearchParams(asked[0]);
    expect(Object.fromEntries(params)).toMatchObject({ min_price: '1', max_price: '5', sort: 'product_name', order: 'ASC' });
  });
});
