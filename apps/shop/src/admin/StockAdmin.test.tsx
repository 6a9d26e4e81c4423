import type { StaffProduct } from '@nyansa/contract';
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

function staffProduct(id: number, name: string, stock: number | null): StaffProduct {
  return {
    product_id: id,
    product_name: name,
    price: 12.5,
    description: '',
    image_url: `/images/products/p${id}.webp`,
    brand_id: 1,
    category: 'skincare',
    created_at: '2026-01-01T00:00:00.000Z',
    brand_name: 'Nyansa',
    archived: false,
    archived_at: null,
    updated_at: '2026-01-02T00:00:00.000Z',
    details: null,
    rating_average: null,
    rating_count: 0,
    stock,
  };
}

function asStaff(user: typeof admin | typeof brandAdmin) {
  signInAs();
  server.use(
    http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: user })),
    http.get('*/api/admin/brands', () => HttpResponse.json({ success: true, data: [{ id: 1, name: 'Nyansa' }] })),
  );
}

describe('stock in the back office', () => {
  it('lists low stock on the overview, fewest first as the server sends them', async () => {
    asStaff(admin);
    server.use(
      http.get('*/api/admin/overview', () =>
        HttpResponse.json({
          success: true,
          data: {
            orders: { today: 0, last_7_days: 0, last_30_days: 0 },
            revenue: { today: 0, last_7_days: 0, last_30_days: 0 },
            plan_revenue: { today: 0, last_7_days: 0, last_30_days: 0 },
            total_revenue: { today: 0, last_7_days: 0, last_30_days: 0 },
            currency: 'GHS',
            subscriptions: { basic: 0, premium: 0, ai_analysis: 0 },
            consultations: { open: 0, overdue: 0 },
            role_requests: 0,
            to_fulfil: 4,
            low_stock: [
              { product_id: 3, product_name: 'Shea Lip Balm', brand_name: 'Nyansa', stock: 0 },
              { product_id: 4, product_name: 'Cocoa Body Butter', brand_name: null, stock: 3 },
            ],
          },
        }),
      ),
    );
    renderApp('/admin/overview');
    const low = await screen.findByRole('region', { name: 'Low stock' });
    const items = within(low).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Shea Lip Balm (Nyansa)Out of stock', 'Cocoa Body Butter3 left']);
    expect(screen.getByRole('group', { name: 'Paid orders to ship' })).toHaveTextContent('4');
  });

  it("lets a brand admin set its product's stock: checked before sending, empty for not counted, left out when unchanged", async () => {
    asStaff(brandAdmin);
    const sent: Record<string, unknown>[] = [];
    const balm = staffProduct(1, 'Shea Lip Balm', 2);
    server.use(
      http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: [balm, staffProduct(2, 'Cocoa Body Butter', null)], pagination: pagination(2) })),
      http.put('*/api/products/1', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ success: true, product: balm });
      }),
    );
    const { user } = renderApp('/admin/products');
    const row = (await screen.findByText('Shea Lip Balm')).closest('tr')!;
    expect(row).toHaveTextContent('2 left');
    expect(screen.getByText('Cocoa Body Butter').closest('tr')).toHaveTextContent('Not counted');

    const edit = async () => {
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Shea Lip Balm' })).toBeNull());
      await user.click(await screen.findByRole('button', { name: 'Edit Shea Lip Balm' }));
      return screen.findByRole('form', { name: 'Edit Shea Lip Balm' });
    };
    let form = await edit();
    const field = () => within(form).getByLabelText('Stock (units; leave empty when not counted)');
    expect(field()).toHaveValue('2');
    await user.clear(field());
    await user.type(field(), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Stock must be a whole number')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.clear(field());
    await user.type(field(), '40');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.stock).toBe(40);

    form = await edit();
    await user.clear(field());
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]!.stock).toBeNull();

    form = await edit();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2]).not.toHaveProperty('stock');
  });
});
