import type { Order } from '@nyansa/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { accraDelivery, homeDelivery } from '../test/delivery';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

function order(id: number, createdAt: string, status: Order['status'] = 'paid'): Order {
  return {
    order_id: id,
    status,
    total_amount: 25.5,
    currency: 'USD',
    items: [
      { product_id: 1, product_name: 'Serum <b>', unit_price: 10, quantity: 2, line_total: 20 },
      { product_id: 2, product_name: 'Cream', unit_price: 5.5, quantity: 1, line_total: 5.5 },
    ],
    created_at: createdAt,
    paid_at: status === 'paid' ? createdAt : null,
    payment_reference: status === 'paid' ? `ref-${id}` : null,
  };
}

describe('orders', () => {
  it('lists the orders newest first in the Orders tab, each opening its page', async () => {
    signInAs();
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json({ success: true, data: [order(3, '2026-03-01T10:00:00.000Z'), order(9, '2026-05-01T10:00:00.000Z', 'pending')] }),
      ),
      http.get('*/api/orders/9', () => HttpResponse.json({ success: true, data: order(9, '2026-05-01T10:00:00.000Z', 'pending') })),
    );
    const { user, path } = renderApp('/dashboard?tab=orders');
    const table = await screen.findByRole('table', { name: 'Your orders' });
    const links = await within(table).findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Order #9', 'Order #3']);
    expect(within(table).getAllByText('3 items: Serum <b> x 2, Cream x 1')).toHaveLength(2);
    expect(within(table).getAllByText('$25.50')).toHaveLength(2);
    expect(within(table).getByText('Pending')).toBeInTheDocument();

    await user.click(links[0]!);
    expect(path()).toBe('/orders/9');
    expect(await screen.findByRole('heading', { name: 'Order #9' })).toBeInTheDocument();
    expect(screen.getByText('Not paid')).toBeInTheDocument();
  });

  it('shows an order with its payment reference and paid date, and a clear error for one it cannot read', async () => {
    signInAs();
    server.use(
      http.get('*/api/orders/3', () => HttpResponse.json({ success: true, data: order(3, '2026-03-01T10:00:00.000Z') })),
      http.get('*/api/orders/4', () => HttpResponse.json({ success: false, message: 'Order not found' }, { status: 404 })),
    );
    const view = renderApp('/orders/3');
    expect(await screen.findByText('ref-3')).toBeInTheDocument();
    const items = screen.getByRole('list', { name: 'Order items' });
    expect(within(items).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('$25.50')).toBeInTheDocument();
    view.unmount();

    renderApp('/orders/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load order details');
  });

  it('shows where a shipped order is: the timeline with the carrier and tracking link, the address, the fee and the receipt', async () => {
    signInAs();
    const shipped: Order = {
      ...order(12, '2026-05-01T10:00:00.000Z'),
      total_amount: 30,
      items_total: 25.5,
      delivery: {
        option: homeDelivery,
        address: accraDelivery,
        fee: 4.5,
      },
      fulfilment: {
        status: 'shipped',
        carrier: 'dhl',
        tracking_number: 'GH123',
        tracking_url: 'https://www.dhl.com/track?id=GH123',
        events: [
          { status: 'processing', at: '2026-05-02T09:00:00.000Z', note: null },
          { status: 'shipped', at: '2026-05-02T15:00:00.000Z', note: null },
        ],
      },
      refunds: [],
      refundable: 30,
      receipt_url: '/api/orders/12/receipt.pdf?sig=abc',
    };
    server.use(http.get('*/api/orders/12', () => HttpResponse.json({ success: true, data: shipped })));
    renderApp('/orders/12');
    expect(await screen.findByText('Status: Shipped')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: /Track GH123/ })).toHaveAttribute('href', 'https://www.dhl.com/track?id=GH123');
    expect(screen.getByText('DHL')).toBeInTheDocument();
    expect(screen.getByText('Home delivery: $4.50')).toBeInTheDocument();
    expect(screen.getByText('Osu, 12 Oxford Street')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download receipt (PDF)' })).toHaveAttribute('href', '/api/orders/12/receipt.pdf?sig=abc');
  });
});
