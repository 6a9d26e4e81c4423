import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiProduct, emptyCart } from '../test/handlers';
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
});
