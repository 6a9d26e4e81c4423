import type { StaffProduct } from '@nyansa/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { auditChanges } from './sections/AuditSection';

const admin = { ...testUser, role: 'admin' as const };
const brandAdmin = { ...testUser, role: 'brand_admin' as const };
const pagination = (total: number) => ({ page: 1, limit: 20, total, total_pages: 1, has_more: false });

function staffProduct(id: number, name: string, change: Partial<StaffProduct> = {}): StaffProduct {
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
    ...change,
  };
}

function asStaff(user: typeof admin | typeof brandAdmin) {
  signInAs();
  server.use(
    http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: user })),
    http.get('*/api/admin/brands', () => HttpResponse.json({ success: true, data: [{ id: 1, name: 'Nyansa' }] })),
  );
}

describe('back office', () => {
  it('keeps shoppers out', async () => {
    signInAs();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('shows an admin the overview figures', async () => {
    asStaff(admin);
    server.use(
      http.get('*/api/admin/overview', () =>
        HttpResponse.json({
          success: true,
          data: {
            orders: { today: 2, last_7_days: 5, last_30_days: 9 },
            revenue: { today: 25, last_7_days: 80.5, last_30_days: 120 },
            currency: 'USD',
            subscriptions: { basic: 4, premium: 3, ai_analysis: 1 },
            consultations: { open: 2, overdue: 1 },
            role_requests: 3,
          },
        }),
      ),
    );
    const { path } = renderApp('/admin');
    const revenue = await screen.findByRole('group', { name: 'Revenue last 7 days' });
    await waitFor(() => expect(revenue).toHaveTextContent('$80.50'));
    expect(screen.getByRole('group', { name: 'Active AI + Dermatologist plans' })).toHaveTextContent('1');
    expect(screen.getByRole('group', { name: 'Overdue dermatologist requests' })).toHaveTextContent('1');
    expect(path()).toBe('/admin/overview');
  });

  it('creates a product with a picture, sent as a form; a refused field keeps the form', async () => {
    asStaff(admin);
    let products = [staffProduct(1, 'Shea Cream')];
    const sent: FormData[] = [];
    server.use(
      http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: products, pagination: pagination(products.length) })),
      http.post('*/api/products', async ({ request }) => {
        const form = await request.formData();
        sent.push(form);
        const created = staffProduct(2, form.get('product_name') as string, { price: Number(form.get('price')) });
        products = [created, ...products];
        return HttpResponse.json({ success: true, product: created }, { status: 201 });
      }),
    );
    const { user } = renderApp('/admin/products');
    expect(await screen.findByText('Shea Cream')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New product' }));
    const form = await screen.findByRole('form', { name: 'New product' });
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    expect(await within(form).findByText('Product name is required')).toBeInTheDocument();
    expect(within(form).getByText('Price must be a number')).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Name'), 'Baobab <b>Oil</b>');
    await user.type(within(form).getByLabelText('Price'), '19.5');
    const picture = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'oil.png', { type: 'image/png' });
    fireEvent.change(form.querySelector('input[type="file"]')!, { target: { files: [picture] } });
    await user.click(within(form).getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New product' })).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('product_name')).toBe('Baobab <b>Oil</b>');
    expect(sent[0]!.get('price')).toBe('19.5');
    expect((sent[0]!.get('image') as File).name).toBe('oil.png');
    expect(sent[0]!.get('details')).toBe('null');
    expect(await screen.findByText('Baobab <b>Oil</b>')).toBeInTheDocument();
  });

  it("shows a brand admin the server's 403 when it edits a product it may not change, and only products, orders and fulfilment", async () => {
    asStaff(brandAdmin);
    server.use(
      http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: [staffProduct(1, 'Shea Cream')], pagination: pagination(1) })),
      http.put('*/api/products/1', () => HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 })),
    );
    const { user, path } = renderApp('/admin');
    await waitFor(() => expect(path()).toBe('/admin/products'));
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(['Products', 'Orders', 'Fulfilment']);
    await user.click(await screen.findByRole('button', { name: 'Edit Shea Cream' }));
    const form = await screen.findByRole('form', { name: 'Edit Shea Cream' });
    expect(within(form).queryByLabelText('Brand')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('You do not have access to this. Your role may have changed: ask an admin.');
  });

  it("edits a product's details: prefilled, checked with the contract's messages, sent whole in the PUT body", async () => {
    asStaff(admin);
    const serum = staffProduct(1, 'Glow Serum', {
      details: {
        product_type: 'serum',
        areas: ['face'],
        skin_types: ['dry'],
        concerns: ['dryness'],
        key_ingredients: ['Shea butter', 'Vitamin C'],
        ingredients: ['Aqua', '1,2-Hexanediol'],
        how_to_use: 'Two drops at night.',
        free_of: ['fragrance'],
        spf: null,
      },
    });
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: [serum], pagination: pagination(1) })),
      http.put('*/api/products/1', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ success: true, product: serum });
      }),
    );
    const { user } = renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Glow Serum' }));
    const form = await screen.findByRole('form', { name: 'Edit Glow Serum' });
    const details = within(form).getByRole('group', { name: 'Details (leave all empty for none)' });
    const concerns = within(details).getByRole('group', { name: 'Concerns' });
    expect(within(details).getByLabelText('Product type')).toHaveValue('serum');
    expect(within(concerns).getByRole('checkbox', { name: 'Dryness' })).toBeChecked();
    expect(within(concerns).getByRole('checkbox', { name: 'Redness' })).not.toBeChecked();
    expect(within(details).getByRole('checkbox', { name: 'Fragrance-free' })).toBeChecked();
    expect(within(details).getByLabelText(/^Key ingredients/)).toHaveValue('Shea butter, Vitamin C');
    expect(within(details).getByLabelText(/^Full ingredients/)).toHaveValue('Aqua, 1,2-Hexanediol');
    expect(within(details).getByLabelText('How to use')).toHaveValue('Two drops at night.');

    await user.selectOptions(within(details).getByLabelText('Product type'), 'Moisturiser');
    await user.click(within(concerns).getByRole('checkbox', { name: 'Dryness' }));
    await user.click(within(concerns).getByRole('checkbox', { name: 'Redness' }));
    await user.click(within(details).getByRole('checkbox', { name: 'Body' }));
    expect(within(details).getByText('Main area: Face (the first ticked)')).toBeInTheDocument();
    await user.type(within(details).getByLabelText(/^SPF/), '2.5');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('SPF must be a whole number')).toBeInTheDocument();
    expect(within(details).getByLabelText(/^SPF/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(within(details).getByLabelText(/^SPF/));
    await user.type(within(details).getByLabelText(/^SPF/), '30');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Glow Serum' })).toBeNull());
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      product_name: 'Glow Serum',
      details: {
        product_type: 'moisturiser',
        areas: ['face', 'body'],
        skin_types: ['dry'],
        concerns: ['redness'],
        key_ingredients: ['Shea butter', 'Vitamin C'],
        ingredients: ['Aqua', '1,2-Hexanediol'],
        how_to_use: 'Two drops at night.',
        free_of: ['fragrance'],
        spf: 30,
      },
    });
  });

  it("refuses details without a type or area before sending, and shows the server's 400", async () => {
    asStaff(admin);
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: [staffProduct(1, 'Shea Cream')], pagination: pagination(1) })),
      http.put('*/api/products/1', async ({ request }) => {
        sent.push(await request.json());
        const message = 'A key ingredient must be at most 80 characters';
        return HttpResponse.json({ success: false, message, code: 'VALIDATION_ERROR', errors: [{ field: 'details.key_ingredients.0', message }] }, { status: 400 });
      }),
    );
    const { user } = renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Edit Shea Cream' }));
    const form = await screen.findByRole('form', { name: 'Edit Shea Cream' });
    expect(within(form).getByLabelText('Product type')).toHaveValue('');
    await user.click(within(form).getByRole('checkbox', { name: 'Acne' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Areas: choose at least one')).toBeInTheDocument();
    expect(within(form).getByText(/^Product type must be one of cleanser/)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.selectOptions(within(form).getByLabelText('Product type'), 'Body butter');
    await user.click(within(form).getByRole('checkbox', { name: 'Body' }));
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('A key ingredient must be at most 80 characters')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ details: expect.objectContaining({ product_type: 'body_butter', areas: ['body'], concerns: ['acne'], spf: null }) })]);
    expect(within(form).queryByText('Areas: choose at least one')).toBeNull();
  });

  it('archives or deletes after asking', async () => {
    asStaff(admin);
    server.use(
      http.get('*/api/admin/products', () => HttpResponse.json({ success: true, data: [staffProduct(1, 'Shea Cream')], pagination: pagination(1) })),
      http.delete('*/api/products/1', () =>
        HttpResponse.json({ success: true, message: 'Product archived: it has left the shop and stays in past orders', archived: true }),
      ),
    );
    const { user } = renderApp('/admin/products');
    await user.click(await screen.findByRole('button', { name: 'Delete Shea Cream' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Shea Cream?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product archived: it has left the shop and stays in past orders')).toBeInTheDocument();
  });

  it('grants a pending role request with one action', async () => {
    asStaff(admin);
    const person = {
      ...testUser,
      id: 12,
      email: 'efua@example.com',
      requested_role: 'dermatologist' as const,
      pending_role: 'dermatologist' as const,
      brand: null,
      created_at: '2026-01-01T00:00:00.000Z',
    };
    const grants: unknown[] = [];
    server.use(
      http.get('*/api/admin/users', () => HttpResponse.json({ success: true, data: [person], pagination: pagination(1) })),
      http.put('*/api/admin/users/12/role', async ({ request }) => {
        grants.push(await request.json());
        return HttpResponse.json({ success: true, message: 'Role updated', data: { ...person, role: 'dermatologist', pending_role: null } });
      }),
    );
    const { user } = renderApp('/admin/people');
    expect(await screen.findByText('Pending: Dermatologist')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change the role of efua@example.com' }));
    const form = await screen.findByRole('form', { name: 'Change role' });
    expect(within(form).getByLabelText('Role')).toHaveValue('dermatologist');
    await user.click(within(form).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(grants).toEqual([{ role: 'dermatologist' }]));
  });

  it('lists what changed in an audit entry', () => {
    expect(auditChanges({ before: { price: 9.99, product_name: 'A' }, after: { price: 12.5, product_name: 'A' } })).toEqual(['price: 9.99 → 12.5']);
    expect(auditChanges({ before: null, after: { product_name: 'New' } })).toEqual(['product_name: — → New']);
  });
});
