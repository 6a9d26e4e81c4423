import type { FulfilmentOrder } from '@nyansa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const admin = { ...testUser, role: 'admin' as const };
const brandAdmin = { ...testUser, role: 'brand_admin' as const };
const pagination = (total: number) => ({ page: 1, limit: 20, total, total_pages: 1, has_more: false });

function queued(id: number, change: Partial<FulfilmentOrder> = {}): FulfilmentOrder {
  return {
    order_id: id,
    created_at: '2026-11-20T09:00:00.000Z',
    paid_at: '2026-11-20T09:05:00.000Z',
    currency: 'GHS',
    total_amount: 150,
    items: [
      { product_id: 3, product_name: 'Shea Lip Balm', unit_price: 25, quantity: 2, line_total: 50 },
      { product_id: 4, product_name: 'Cocoa Body Butter', unit_price: 80, quantity: 1, line_total: 80 },
    ],
    customer: { id: 7, email: 'ama@example.com', first_name: 'Ama', last_name: 'Mensah' },
    delivery: null,
    fulfilment: { status: 'unfulfilled', carrier: null, tracking_number: null, tracking_url: null, events: [] },
    refunds: [],
    refundable: 150,
    ...change,
  };
}

function asStaff(user: typeof admin | typeof brandAdmin, orders: FulfilmentOrder[]) {
  signInAs();
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: user })),
    http.get('*/api/admin/fulfilment', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json({ success: true, data: orders, pagination: pagination(orders.length) });
    }),
  );
  return queries;
}

/** Records the POSTs to one of the order's staff calls and answers with `answer` (the order, or a refusal). */
function recordPosts(path: string, answer: (body: unknown) => Response) {
  const sent: unknown[] = [];
  server.use(
    http.post(`*/api/admin/orders/:id/${path}`, async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return answer(body);
    }),
  );
  return sent;
}

const updated = (order: FulfilmentOrder) => HttpResponse.json({ success: true, message: 'Order updated', data: order });
const refused = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

describe('fulfilment queue', () => {
  it('lists the paid orders for an admin and marks one processing', async () => {
    const queries = asStaff(admin, [queued(41)]);
    const sent = recordPosts('fulfilment', () => updated(queued(41, { fulfilment: { status: 'processing', carrier: null, tracking_number: null, tracking_url: null, events: [] } })));
    const { user } = renderApp('/admin/fulfilment');
    const row = (await screen.findByText('#41')).closest('tr')!;
    expect(row).toHaveTextContent('Ama Mensah');
    expect(row).toHaveTextContent('Shea Lip Balm x 2');
    expect(row).toHaveTextContent('To prepare');
    // The default view is the work still to do: no status filter sent.
    expect(queries[0]!.get('status')).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Mark processing, order #41' }));
    await waitFor(() => expect(sent).toEqual([{ status: 'processing' }]));
  });

  it('ships only with a carrier and a tracking number, and shows the server refusing', async () => {
    asStaff(admin, [queued(41)]);
    const sent = recordPosts('fulfilment', () => refused(409, 'An order that is cancelled cannot be marked shipped'));
    const { user } = renderApp('/admin/fulfilment');
    await user.click(await screen.findByRole('button', { name: 'Ship order #41' }));
    const form = await screen.findByRole('form', { name: 'Ship order' });
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findByText('Choose the carrier')).toBeInTheDocument();
    expect(within(form).getByText('Enter the tracking number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Carrier'), 'DHL');
    await user.type(within(form).getByLabelText('Tracking number'), ' 1Z999AA10123456784 ');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(form).findByText('An order that is cancelled cannot be marked shipped')).toBeInTheDocument();
    expect(sent).toEqual([{ status: 'shipped', carrier: 'dhl', tracking_number: '1Z999AA10123456784' }]);
  });

  it('closes the ship dialog once shipped, and offers delivered for a shipped order', async () => {
    const shipped = queued(42, { fulfilment: { status: 'shipped', carrier: 'dhl', tracking_number: 'GH123', tracking_url: null, events: [] } });
    asStaff(admin, [queued(41), shipped]);
    const sent = recordPosts('fulfilment', () => updated(shipped));
    const { user } = renderApp('/admin/fulfilment');
    const shippedRow = (await screen.findByText('#42')).closest('tr')!;
    expect(shippedRow).toHaveTextContent('DHL GH123');
    expect(within(shippedRow).queryByRole('button', { name: 'Ship order #42' })).toBeNull();
    expect(within(shippedRow).queryByRole('button', { name: 'Cancel order #42' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Ship order #41' }));
    const form = await screen.findByRole('form', { name: 'Ship order' });
    await user.selectOptions(within(form).getByLabelText('Carrier'), 'Ghana Post EMS');
    await user.type(within(form).getByLabelText('Tracking number'), 'EE123456789GH');
    await user.click(within(form).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Ship order' })).toBeNull());

    await user.click(within(shippedRow).getByRole('button', { name: 'Mark delivered, order #42' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { status: 'shipped', carrier: 'ghana_post_ems', tracking_number: 'EE123456789GH' },
        { status: 'delivered' },
      ]),
    );
  });

  it("shows a brand admin its own lines without the customer or any action", async () => {
    asStaff(brandAdmin, [queued(41, { customer: null, total_amount: 50, items: [{ product_id: 3, product_name: 'Shea Lip Balm', unit_price: 25, quantity: 2, line_total: 50 }] })]);
    server.use(
      http.get('*/api/admin/brands', () => HttpResponse.json({ success: true, data: [{ id: 1, name: 'Nyansa' }] })),
      http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: [], pagination: pagination(0) })),
    );
    const { user, path } = renderApp('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    await user.click(within(nav).getByRole('link', { name: 'Fulfilment' }));
    expect(path()).toBe('/admin/fulfilment');
    const row = (await screen.findByText('#41')).closest('tr')!;
    expect(row).toHaveTextContent('Shea Lip Balm x 2');
    expect(row).not.toHaveTextContent('Ama');
    expect(screen.queryByRole('columnheader', { name: /Actions/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /order #41/ })).toBeNull();
    expect(screen.getByText('Paid orders with your products, oldest first. The shop prepares and ships them.')).toBeInTheDocument();
  });

  it('cancels an unshipped order after asking, with the full refund named', async () => {
    asStaff(admin, [queued(41)]);
    const sent = recordPosts('cancel', () => updated(queued(41)));
    const { user } = renderApp('/admin/fulfilment');
    await user.click(await screen.findByRole('button', { name: 'Cancel order #41' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #41?' });
    expect(dialog).toHaveTextContent(/full refund of GHS\s150\.00 and the items go back in stock/);
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Customer asked');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([{ reason: 'Customer asked' }]);
  });

  it('keeps the cancel dialog open with the provider refusing', async () => {
    asStaff(admin, [queued(41)]);
    recordPosts('cancel', () => refused(502, 'The payment provider refused the refund. Nothing was refunded.'));
    const { user } = renderApp('/admin/fulfilment');
    await user.click(await screen.findByRole('button', { name: 'Cancel order #41' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order #41?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel and refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment provider refused the refund. Nothing was refunded.');
  });

  it('refunds part of an order: at most what is left, a reason, and the lines back in stock when ticked', async () => {
    asStaff(admin, [queued(41, { refundable: 100 })]);
    const sent = recordPosts('refunds', () => updated(queued(41, { refundable: 70 })));
    const { user } = renderApp('/admin/fulfilment');
    await user.click(await screen.findByRole('button', { name: 'Refund order #41' }));
    const form = await screen.findByRole('form', { name: 'Refund' });
    await user.type(within(form).getByLabelText('Amount (GHS)'), '120');
    await user.click(within(form).getByRole('button', { name: 'Send refund' }));
    expect(await within(form).findByText(/^At most GHS\s100\.00 can still be refunded$/)).toBeInTheDocument();
    expect(within(form).getByText('Please give a reason')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(within(form).getByLabelText('Amount (GHS)'));
    await user.type(within(form).getByLabelText('Amount (GHS)'), '30');
    await user.type(within(form).getByLabelText('Reason'), 'Damaged in transit');
    await user.click(within(form).getByRole('checkbox', { name: 'Put the items back in stock' }));
    // Every unit of every line by default; staff choose which lines and how many come back.
    const balm = within(form).getByRole('spinbutton', { name: /Shea Lip Balm/ });
    const butter = within(form).getByRole('spinbutton', { name: /Cocoa Body Butter/ });
    expect(balm).toHaveValue(2);
    expect(butter).toHaveValue(1);
    await user.clear(balm);
    await user.type(balm, '3');
    await user.clear(butter);
    await user.type(butter, '0');
    await user.click(within(form).getByRole('button', { name: 'Send refund' }));
    expect(await within(form).findByText('Enter 0 to 2')).toBeInTheDocument();
    expect(balm).toHaveAttribute('aria-invalid', 'true');
    await user.clear(balm);
    await user.type(balm, '0');
    await user.click(within(form).getByRole('button', { name: 'Send refund' }));
    expect(await within(form).findByText('Choose the items to put back in stock')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(balm);
    await user.type(balm, '1');
    await user.click(within(form).getByRole('button', { name: 'Send refund' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Refund' })).toBeNull());
    expect(sent).toEqual([{ amount: 30, reason: 'Damaged in transit', restock: true, items: [{ product_id: 3, quantity: 1 }] }]);
  });

  it('sends no lines when the refund does not restock', async () => {
    asStaff(admin, [queued(41, { refundable: 100 })]);
    const sent = recordPosts('refunds', () => updated(queued(41, { refundable: 90 })));
    const { user } = renderApp('/admin/fulfilment');
    await user.click(await screen.findByRole('button', { name: 'Refund order #41' }));
    const form = await screen.findByRole('form', { name: 'Refund' });
    await user.type(within(form).getByLabelText('Amount (GHS)'), '10');
    await user.type(within(form).getByLabelText('Reason'), 'Late delivery');
    expect(within(form).queryByRole('spinbutton')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Send refund' }));
    await waitFor(() => expect(sent).toEqual([{ amount: 10, reason: 'Late delivery', restock: false, items: [] }]));
  });
});

describe('packing slip', () => {
  it('opens from the queue with the items and the address, and prints without the shop around it', async () => {
    asStaff(admin, [queued(41)]);
    server.use(
      http.get('*/api/admin/orders/41/packing-slip', () =>
        HttpResponse.json({
          success: true,
          data: {
            order_id: 41,
            created_at: '2026-11-20T09:00:00.000Z',
            paid_at: '2026-11-20T09:05:00.000Z',
            customer_name: 'Ama Mensah',
            delivery: {
              option: { id: 2, kind: 'delivery', name: 'Accra home delivery', fee: 25, free_over: null, estimate_days: [1, 2] },
              address: {
                full_name: 'Ama Mensah',
                phone: '+233241234567',
                country: 'GH',
                region: 'Greater Accra',
                city: 'Accra',
                line1: '12 Oxford Street, Osu',
                line2: null,
                landmark: 'Opposite the Osu Castle gate',
                digital_address: 'GA-123-4567',
                postal_code: null,
              },
              fee: 25,
            },
            items: [
              { product_id: 3, product_name: 'Shea Lip Balm', quantity: 2 },
              { product_id: 4, product_name: 'Cocoa Body Butter', quantity: 1 },
            ],
            fulfilment: { status: 'processing', carrier: null, tracking_number: null, tracking_url: null, events: [] },
          },
        }),
      ),
    );
    const { user, path } = renderApp('/admin/fulfilment');
    await user.click(await screen.findByRole('link', { name: 'Packing slip of order #41' }));
    expect(path()).toBe('/admin/packing-slip/41');
    const slip = await screen.findByRole('region', { name: 'Packing slip: order #41' });
    const rows = within(within(slip).getByRole('table', { name: 'Items in the parcel' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 2).map((cell) => cell.textContent))).toEqual([
      ['Shea Lip Balm', '2'],
      ['Cocoa Body Butter', '1'],
    ]);
    expect(slip).toHaveTextContent('12 Oxford Street, Osu');
    expect(slip).toHaveTextContent('Digital address: GA-123-4567');
    expect(slip.querySelector('style')!.textContent).toMatch(/@media print \{\s*body \* \{ visibility: hidden !important; \}/);
  });

  it('is not open to a brand admin', async () => {
    asStaff(brandAdmin, [queued(41)]);
    server.use(http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: [], pagination: pagination(0) })));
    const { path } = renderApp('/admin/packing-slip/41');
    await waitFor(() => expect(path()).toBe('/admin/products'));
  });
});
