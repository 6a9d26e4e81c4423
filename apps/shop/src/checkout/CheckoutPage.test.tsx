import type { Order } from '@nyansa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paymentPage } from '../data/useOrder';
import { signInAs } from '../test/account';
import { accraAddress, homeDelivery } from '../test/delivery';
import { apiProduct } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const cartWithLipScrub = {
  success: true,
  data: { items: [{ id: 11, product_id: 6, quantity: 2, product: apiProduct(6, 'Lip Scrub', 0.99) }], cart_total: 1.98 },
};

function withCart(cart: JsonBodyType = cartWithLipScrub) {
  signInAs();
  server.use(http.get('*/api/cart', () => HttpResponse.json(cart)));
}

const order = {
  order_id: 77,
  status: 'paid',
  total_amount: 1.98,
  currency: 'USD',
  items: [{ product_id: 6, product_name: 'Lip Scrub', unit_price: 0.99, quantity: 2, line_total: 1.98 }],
  created_at: '2026-01-01T00:00:00.000Z',
  paid_at: '2026-01-01T00:01:00.000Z',
};

function placedOrder(id: number, createdAt: string): Order {
  return { order_id: id, status: 'paid', total_amount: 1.98, currency: 'USD', items: [{ product_id: 6, product_name: 'Lip Scrub', unit_price: 0.99, quantity: 2, line_total: 1.98 }], created_at: createdAt, paid_at: createdAt, payment_reference: `ref-${id}` };
}

describe('checkout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('blocks an empty cart', async () => {
    withCart({ success: true, data: { items: [], cart_total: 0 } });
    let checkouts = 0;
    server.use(http.post('*/api/cart/checkout', () => (checkouts++, HttpResponse.json({ success: false }))));
    renderApp('/checkout');
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Proceed to Payment' })).not.toBeInTheDocument();
    expect(checkouts).toBe(0);
  });

  it('stores the pending checkout and goes to the payment page', async () => {
    withCart();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    server.use(
      http.post('*/api/cart/checkout', () =>
        HttpResponse.json({ success: true, message: 'Order created', payment_url: 'http://localhost:3000/pay/R1', order_id: 77, total_amount: 1.98 }),
      ),
    );
    const { user } = renderApp('/checkout');
    expect(await screen.findByText('2 x $0.99')).toBeInTheDocument();
    expect(screen.getByText('Total').parentElement).toHaveTextContent('Total$1.98');
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('http://localhost:3000/pay/R1'));
    expect(JSON.parse(localStorage.getItem('pending_checkout') ?? 'null')).toEqual({ order_id: 77, total_amount: 1.98 });
  });

  it("says 'Checkout failed' and 'Invalid checkout response' when success is false", async () => {
    withCart();
    const open = vi.spyOn(paymentPage, 'open').mockImplementation(() => undefined);
    server.use(http.post('*/api/cart/checkout', () => HttpResponse.json({ success: false })));
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Checkout failed')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Invalid checkout response');
    expect(open).not.toHaveBeenCalled();
    expect(localStorage.getItem('pending_checkout')).toBeNull();
  });

  it("says 'No payment URL received' when the answer has neither payment URL nor order", async () => {
    withCart();
    server.use(http.post('*/api/cart/checkout', () => HttpResponse.json({ success: true, message: 'ok' })));
    const { user } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('No payment URL received')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Invalid checkout response');
  });

  it("places an order without payment URL, fetches its status and confirms it", async () => {
    withCart();
    const statusCalls: string[] = [];
    server.use(
      http.post('*/api/cart/checkout', () => HttpResponse.json({ success: true, message: 'ok', order_id: 77, total_amount: 0 })),
      http.get('*/api/orders/77/status', () => (statusCalls.push('77'), HttpResponse.json({ success: true, data: { order_id: 77, status: 'paid' } }))),
      http.get('*/api/orders/77', () => HttpResponse.json({ success: true, data: order })),
    );
    const { user, path } = renderApp('/checkout');
    await user.click(await screen.findByRole('button', { name: 'Proceed to Payment' }));
    expect(await screen.findByText('Order placed successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeInTheDocument();
    expect(screen.getByText('Order ID:')).toHaveTextContent('Order ID: 77');
    expect(path()).toBe('/order-confirmation?order_id=77');
    expect(statusCalls).toEqual(['77']);
  });

  it("on return with a reference verifies, clears the pending checkout and the cart, then opens the dashboard's Orders tab on the new order", async () => {
    signInAs();
    localStorage.setItem('pending_checkout', JSON.stringify({ order_id: 77, total_amount: 1.98 }));
    let paid = false;
    const calls: string[] = [];
    server.use(
      http.get('*/api/cart', () => HttpResponse.json(paid ? { success: true, data: { items: [], cart_total: 0 } } : cartWithLipScrub)),
      http.get('*/api/payments/verify/R5', () => {
        calls.push('verify');
        paid = true;
        return HttpResponse.json({ success: true, data: { reference: 'R5', status: 'success', purpose: 'order', order_id: 77 } });
      }),
      http.get('*/api/orders/77/status', () => (calls.push('status'), HttpResponse.json({ success: true, data: { order_id: 77, status: 'paid' } }))),
      http.get('*/api/orders', () => HttpResponse.json({ success: true, data: paid ? [placedOrder(70, '2026-03-01T10:00:00.000Z'), placedOrder(77, '2026-05-01T10:00:00.000Z')] : [] })),
    );
    const started = Date.now();
    let verifiedAt = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/api/payments/verify/')) verifiedAt = Date.now() - started;
    });
    const { path } = renderApp('/checkout?reference=R5&trxref=R5');
    expect(await screen.findByText('Confirming your payment...')).toBeInTheDocument();
    expect(
      await screen.findByText('Payment successful! Your order has been placed.', {}, { timeout: 6000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/dashboard?tab=orders'));
    server.events.removeAllListeners();
    expect(verifiedAt).toBeGreaterThanOrEqual(2000);
    expect(calls).toEqual(['verify', 'status']);
    expect(localStorage.getItem('pending_checkout')).toBeNull();
    // The Orders tab names the new order above the list, where focus lands, and has it on top.
    expect(await screen.findByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    const thanks = await screen.findByRole('heading', { name: 'Thank you for your order!' });
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(thanks.parentElement).toHaveTextContent('Order ID: 77');
    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect((await within(table).findAllByRole('link')).map((link) => link.textContent)).toEqual(['Order #77', 'Order #70']);
  });

  it('keeps the pending checkout when the payment was not made', async () => {
    signInAs();
    localStorage.setItem('pending_checkout', JSON.stringify({ order_id: 77, total_amount: 1.98 }));
    server.use(
      http.get('*/api/payments/verify/R6', () =>
        HttpResponse.json({ success: true, data: { reference: 'R6', status: 'abandoned', purpose: 'order', order_id: 77 } }),
      ),
    );
    renderApp('/checkout?trxref=R6');
    expect(await within(screen.getByRole('main')).findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent('Checkout failed. Please try again.');
    expect(localStorage.getItem('pending_checkout')).not.toBeNull();
  });

  it("reports 'Could not load order details' and goes to the dashboard", async () => {
    signInAs();
    server.use(http.get('*/api/orders/404', () => HttpResponse.json({ success: false, message: 'Not found' }, { status: 404 })));
    const { path } = renderApp('/order-confirmation?order_id=404');
    expect(await screen.findByText('Could not load order details')).toBeInTheDocument();
    await waitFor(() => expect(path()).toBe('/dashboard'));
  });

  it('delivers to the default address: home delivery is saved on the cart and its fee joins the total', async () => {
    signInAs();
    const address = { ...accraAddress, id: 5 };
    const home = homeDelivery;
    let chosen: unknown = null;
    const optionQueries: (string | null)[] = [];
    server.use(
      http.get('*/api/user/addresses', () => HttpResponse.json({ success: true, data: [address] })),
      http.get('*/api/delivery/options', ({ request }) => {
        optionQueries.push(new URL(request.url).searchParams.get('address_id'));
        return HttpResponse.json({ success: true, data: [home] });
      }),
      http.put('*/api/cart/delivery', async ({ request }) => {
        chosen = await request.json();
        return HttpResponse.json({ success: true, data: { option: home, address, fee: 4.5 } });
      }),
      http.get('*/api/cart', () =>
        HttpResponse.json({
          success: true,
          data: chosen
            ? { ...cartWithLipScrub.data, items_total: 1.98, delivery_fee: 4.5, cart_total: 6.48, delivery: { option: home, address, fee: 4.5 } }
            : { ...cartWithLipScrub.data, items_total: 1.98, delivery_fee: 0, delivery: null },
        }),
      ),
    );
    const { user } = renderApp('/checkout');
    expect(await screen.findByRole('radio', { name: 'Ama Mensah (default)' })).toBeChecked();
    await user.click(await screen.findByRole('radio', { name: 'Home delivery' }));
    await waitFor(() => expect(chosen).toEqual({ option_id: 1, address_id: 5 }));
    expect(optionQueries).toContain('5');
    await waitFor(() => expect(screen.getByText('Total').parentElement).toHaveTextContent('Total$6.48'));
    expect(screen.getByText('Delivery: Home delivery').parentElement).toHaveTextContent('$4.50');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it('asks for an address when the book is empty and shows the per-field refusal', async () => {
    withCart();
    server.use(
      http.post('*/api/user/addresses', () =>
        HttpResponse.json(
          { success: false, message: 'Validation failed', errors: [{ field: 'phone', message: 'Enter a valid phone number for Ghana' }] },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderApp('/checkout');
    const form = await screen.findByRole('form', { name: 'New delivery address' });
    const field = (name: string) => within(form).getByRole('textbox', { name });
    await user.type(field('Full name'), 'Ama Mensah');
    await user.type(field('Phone'), '12');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Region' }), 'Volta');
    await user.type(field('City or town'), 'Ho');
    await user.type(field('Area and street'), 'Bankoe');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(field('Phone')).toHaveAccessibleDescription('e.g. 024 123 4567 Enter a valid phone number for Ghana'));
  });
});
