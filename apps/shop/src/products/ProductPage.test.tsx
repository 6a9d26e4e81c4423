import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiProduct, emptyCart, testUser } from '../test/handlers';
import { signInAs } from '../test/account';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const toner = apiProduct(5, 'Rose Toner', 12.5);

describe('product page', () => {
  it("says 'Product not found' for a missing product", async () => {
    server.use(
      http.get('*/api/products/:id', () => HttpResponse.json({ success: false, message: 'Product not found', code: 'NOT_FOUND' }, { status: 404 })),
    );
    renderApp('/products/999');
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });

  it('shows the product with a quantity of 1 declared 1..99, and schema.org Product data', async () => {
    server.use(http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })));
    renderApp('/products/5');
    expect(await screen.findByRole('heading', { name: 'Rose Toner' })).toBeInTheDocument();
    expect(screen.getByText('$12.50')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity');
    expect(quantity).toHaveValue(1);
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '99');
    await waitFor(() => expect(document.title).toBe('Rose Toner | Nyansa'));
    const script = document.head.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({ '@type': 'Product', name: 'Rose Toner', offers: { price: '12.50', priceCurrency: 'USD' } });
  });

  it("says 'Please login to add items to cart' and goes to log in when signed out", async () => {
    server.use(http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })));
    const { user, path } = renderApp('/products/5');
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Please login to add items to cart')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/login?redirect=/products/5'));
  });

  it('adds the chosen quantity to the cart when signed in', async () => {
    localStorage.setItem('token', 'ama');
    let added: unknown;
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })),
      http.post('*/api/cart/add', async ({ request }) => {
        added = await request.json();
        return HttpResponse.json(emptyCart);
      }),
    );
    const { user } = renderApp('/products/5');
    const quantity = await screen.findByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '4');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Cart updated')).toBeInTheDocument();
    expect(added).toEqual({ product_id: 5, quantity: 4 });
  });

  it("shows 'Only 2 left' and the server's 409 as a toast when asking for more", async () => {
    localStorage.setItem('token', 'ama');
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: { ...toner, stock_status: 'low_stock', stock_left: 2 } })),
      http.post('*/api/cart/add', () =>
        HttpResponse.json({ success: false, message: 'Only 2 left of Rose Toner', code: 'NOT_ENOUGH_STOCK' }, { status: 409 }),
      ),
    );
    const { user } = renderApp('/products/5');
    expect(await screen.findByText('Only 2 left')).toBeInTheDocument();
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 left of Rose Toner')).toBeInTheDocument();
  });

  it('disables Add to Cart when out of stock, while the favorite still works', async () => {
    localStorage.setItem('token', 'ama');
    let favorited = false;
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: { ...toner, stock_status: 'out_of_stock', stock_left: null } })),
      http.put('*/api/user/favorites', () => ((favorited = true), HttpResponse.json({ success: true, data: { favorites: [5] } }))),
    );
    const { user } = renderApp('/products/5');
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Favorite Rose Toner' }));
    await waitFor(() => expect(favorited).toBe(true));
  });

  it('names a quantity outside 1..99 instead of sending it', async () => {
    localStorage.setItem('token', 'ama');
    let adds = 0;
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })),
      http.post('*/api/cart/add', () => (adds++, HttpResponse.json(emptyCart))),
    );
    const { user } = renderApp('/products/5');
    const quantity = await screen.findByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '150');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Quantity must be between 1 and 99')).toBeInTheDocument();
    expect(quantity).toHaveValue(150);
    expect(adds).toBe(0);
  });

  it('shows the skin concerns, ingredients and how to use, the reviews, and You may also like; remembers the visit', async () => {
    const described = {
      ...toner,
      rating_average: 4.5,
      rating_count: 2,
      details: {
        product_type: 'toner' as const,
        areas: ['face' as const],
        skin_types: ['dry' as const],
        concerns: ['dryness' as const, 'redness' as const],
        key_ingredients: ['Rose water'],
        ingredients: ['Rosa Damascena Flower Water', 'Glycerin'],
        how_to_use: 'Pat onto clean skin.',
        free_of: ['alcohol' as const],
        spf: null,
      },
    };
    const review = { review_id: 9, product_id: 5, rating: 5, text: '<b>Lovely</b>', author_name: 'Kofi A.', created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', hidden: false, hidden_reason: null };
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: described })),
      http.get('*/api/products/5/related', () => HttpResponse.json({ success: true, products: [apiProduct(6, 'Shea Night Cream')] })),
      http.get('*/api/products/5/reviews', () =>
        HttpResponse.json({ success: true, reviews: [review], pagination: { page: 1, limit: 5, total: 1, total_pages: 1, has_more: false }, rating_average: 4.5, rating_count: 2 }),
      ),
    );
    renderApp('/products/5');
    expect(await screen.findByRole('heading', { name: 'Skin concerns' })).toBeInTheDocument();
    expect(screen.getByText('Dryness')).toBeInTheDocument();
    expect(screen.getByText('Rosa Damascena Flower Water, Glycerin')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How to use' })).toBeInTheDocument();
    expect(screen.getByText('Pat onto clean skin.')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: '4.5 out of 5 stars, 2 reviews' }).length).toBeGreaterThan(0);
    // A review is text, never HTML.
    expect(await screen.findByText('<b>Lovely</b>')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Shea Night Cream/ })).toHaveAttribute('href', '/products/6');
    // A visitor gets no review form.
    expect(screen.queryByRole('button', { name: /Submit Review/i })).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('recently_viewed') ?? '[]')).toMatchObject([{ id: 5, name: 'Rose Toner' }]));
  });

  it('lets a shopper who bought the product rate and review it', async () => {
    signInAs();
    let saved: unknown = null;
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })),
      http.get('*/api/products/5/reviews/mine', () => HttpResponse.json({ success: true, review: null, can_review: true })),
      http.put('*/api/products/5/reviews/mine', async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json(
          { success: true, message: 'Thank you for your review!', review: { review_id: 1, product_id: 5, rating: 4, text: 'Soft skin', author_name: 'Ama M.', created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', hidden: false, hidden_reason: null } },
          { status: 201 },
        );
      }),
    );
    const { user } = renderApp('/products/5');
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(within(form).getByLabelText('Your review (optional)'), 'Soft skin');
    await user.click(within(form).getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(saved).toEqual({ rating: 4, text: 'Soft skin' }));
    expect(await screen.findByText('Thank you for your review!')).toBeInTheDocument();
  });

  it("gives an admin a Hide on each review, and the list follows", async () => {
    signInAs();
    server.use(http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: { ...testUser, role: 'admin' } })));
    const review = { review_id: 9, product_id: 5, rating: 2, text: 'Spam spam', author_name: 'Kofi A.', created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', hidden: false, hidden_reason: null };
    let hidden: unknown = null;
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })),
      http.get('*/api/products/5/reviews', () =>
        HttpResponse.json({
          success: true,
          reviews: hidden ? [] : [review],
          pagination: { page: 1, limit: 5, total: hidden ? 0 : 1, total_pages: hidden ? 0 : 1, has_more: false },
          rating_average: hidden ? null : 2,
          rating_count: hidden ? 0 : 1,
        }),
      ),
      http.put('*/api/admin/reviews/9', async ({ request }) => {
        hidden = await request.json();
        return HttpResponse.json({ success: true, message: 'Review hidden', review: { ...review, hidden: true } });
      }),
    );
    const { user } = renderApp('/products/5');
    await user.click(await screen.findByRole('button', { name: 'Hide the review by Kofi A.' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Hide the review by Kofi A.?' });
    // No reason: nothing is sent, the dialog says why.
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    expect(await within(dialog).findByText('Please say why the review is hidden')).toBeInTheDocument();
    expect(hidden).toBeNull();
    await user.type(within(dialog).getByLabelText('Reason (the author sees it)'), 'Advertises another shop');
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(hidden).toEqual({ hidden: true, reason: 'Advertises another shop' }));
    expect(await screen.findByText('Review hidden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Spam spam')).not.toBeInTheDocument());
  });

  it('tells the author that their review was hidden and why', async () => {
    signInAs();
    const own = { review_id: 9, product_id: 5, rating: 2, text: 'Buy at my shop', author_name: 'Ama M.', created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z', hidden: true, hidden_reason: 'Advertises another shop' };
    server.use(
      http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })),
      http.get('*/api/products/5/reviews/mine', () => HttpResponse.json({ success: true, review: own, can_review: true })),
    );
    renderApp('/products/5');
    expect(await screen.findByText('Your review is hidden from the shop.')).toBeInTheDocument();
    expect(screen.getByText('Reason: Advertises another shop')).toBeInTheDocument();
  });

  it('gives a shopper no Hide', async () => {
    signInAs();
    server.use(http.get('*/api/products/5', () => HttpResponse.json({ success: true, product: toner })));
    renderApp('/products/5');
    await screen.findByRole('heading', { level: 1 });
    await screen.findByText('No reviews yet.');
    expect(screen.queryByRole('button', { name: /^Hide the review/ })).not.toBeInTheDocument();
  });
});
