import type { StaffProduct } from '@nyansa/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';
import { auditChanges, auditTarget } from './sections/AuditSection';

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
            plan_revenue: { today: 0, last_7_days: 20, last_30_days: 45 },
            total_revenue: { today: 25, last_7_days: 100.5, last_30_days: 165 },
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
    // The total, then what orders and plan payments each brought in.
    await waitFor(() => expect(revenue).toHaveTextContent('$100.50'));
    expect(revenue).toHaveTextContent('Orders $80.50 + plans $20.00');
    expect(screen.getByRole('group', { name: 'Revenue last 30 days' })).toHaveTextContent('$165.00Orders $120.00 + plans $45.00');
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

  it('restores an archived product after asking', async () => {
    asStaff(admin);
    let archived = true;
    const restored: number[] = [];
    const archivedBalm = () => staffProduct(3, 'Cocoa Balm', archived ? { archived: true, archived_at: '2026-02-01T00:00:00.000Z' } : {});
    server.use(
      http.get('*/api/admin/products', ({ request }) => {
        const status = new URL(request.url).searchParams.get('status');
        const rows = [staffProduct(1, 'Shea Cream'), archivedBalm()].filter((p) => status === 'all' || (status === 'archived') === p.archived);
        return HttpResponse.json({ success: true, data: rows, pagination: pagination(rows.length) });
      }),
      http.post('*/api/admin/products/:id/restore', ({ params }) => {
        restored.push(Number(params.id));
        archived = false;
        return HttpResponse.json({ success: true, message: 'Product restored: it is back in the shop', product: archivedBalm() });
      }),
    );
    const { user } = renderApp('/admin/products');
    await user.selectOptions(await screen.findByLabelText('Show'), 'archived');
    await waitFor(() => expect(screen.queryByText('Shea Cream')).toBeNull());
    await user.click(await screen.findByRole('button', { name: 'Restore Cocoa Balm' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore Cocoa Balm?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Product restored: it is back in the shop')).toBeInTheDocument();
    expect(restored).toEqual([3]);
    // Read again: nothing is archived any more.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Restore Cocoa Balm' })).toBeNull());
    await user.selectOptions(screen.getByLabelText('Show'), 'active');
    expect(await screen.findByRole('button', { name: 'Edit Cocoa Balm' })).toBeInTheDocument();
  });

  it('shows a brand_admin its archived products without a Restore', async () => {
    asStaff(brandAdmin);
    server.use(
      http.get('*/api/admin/products', () =>
        HttpResponse.json({ success: true, data: [staffProduct(3, 'Cocoa Balm', { archived: true, archived_at: '2026-02-01T00:00:00.000Z' })], pagination: pagination(1) }),
      ),
    );
    renderApp('/admin/products');
    expect(await screen.findByText('Cocoa Balm')).toBeInTheDocument();
    expect(screen.getByText(/^Archived \w+/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore Cocoa Balm' })).toBeNull();
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
    await user.click(screen.getByRole('button', { name: 'Review request of efua@example.com' }));
    const form = await screen.findByRole('form', { name: 'Change role' });
    expect(within(form).getByLabelText('Role')).toHaveValue('dermatologist');
    await user.click(within(form).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(grants).toEqual([{ role: 'dermatologist' }]));
  });

  it('lists every review with filters, hides one with a reason after asking, and shows a hidden one again', async () => {
    asStaff(admin);
    const base = { product_id: 5, author_name: 'Kofi A.', author_email: 'kofi@example.com', created_at: '2026-01-02T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' };
    const rows = new Map([
      [1, { ...base, review_id: 1, product_name: 'Shea Cream', rating: 1, text: 'Buy at my shop', hidden: false, hidden_reason: null as string | null, hidden_at: null as string | null }],
      [2, { ...base, review_id: 2, product_id: 6, product_name: 'Cocoa Balm', rating: 5, text: 'Lovely', author_name: 'Ama M.', hidden: true, hidden_reason: 'Wrong product', hidden_at: '2026-01-03T00:00:00.000Z' }],
    ]);
    const queries: string[] = [];
    const moderations: unknown[] = [];
    server.use(
      http.get('*/api/admin/reviews', ({ request }) => {
        const query = new URL(request.url).searchParams;
        queries.push(query.toString());
        const data = [...rows.values()].filter(
          (r) =>
            (query.get('status') !== 'hidden' || r.hidden) &&
            (query.get('status') !== 'visible' || !r.hidden) &&
            (!query.get('rating') || r.rating === Number(query.get('rating'))) &&
            (!query.get('product_id') || r.product_id === Number(query.get('product_id'))),
        );
        return HttpResponse.json({ success: true, data, pagination: pagination(data.length) });
      }),
      http.put('*/api/admin/reviews/:id', async ({ params, request }) => {
        const body = (await request.json()) as { hidden: boolean; reason?: string };
        moderations.push({ id: Number(params.id), ...body });
        const row = rows.get(Number(params.id))!;
        Object.assign(row, { hidden: body.hidden, hidden_reason: body.hidden ? body.reason : null, hidden_at: body.hidden ? '2026-01-04T00:00:00.000Z' : null });
        return HttpResponse.json({ success: true, message: body.hidden ? 'Review hidden' : 'Review shown again', review: row });
      }),
    );
    const { user } = renderApp('/admin/reviews');
    expect(await screen.findByRole('link', { name: 'Reviews' })).toHaveAttribute('href', '/admin/reviews');
    const table = await screen.findByRole('table', { name: 'Reviews' });
    expect(await within(table).findByText('Buy at my shop')).toBeInTheDocument();
    expect(within(table).getByText('Wrong product')).toBeInTheDocument();

    // Filters: hidden only, then one rating, then one product.
    await user.selectOptions(screen.getByLabelText('Show'), 'hidden');
    await waitFor(() => expect(within(table).queryByText('Buy at my shop')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Show'), 'all');
    await user.selectOptions(screen.getByLabelText('Rating'), '1');
    await waitFor(() => expect(within(table).queryByText('Lovely')).toBeNull());
    await user.selectOptions(screen.getByLabelText('Rating'), '');
    await user.click(await within(table).findByRole('button', { name: 'Only reviews of Cocoa Balm' }));
    await waitFor(() => expect(within(table).queryByText('Buy at my shop')).toBeNull());
    expect(queries.at(-1)).toContain('product_id=6');
    await user.click(screen.getByRole('button', { name: 'Every product' }));

    // Hide: a reason is required, then sent.
    await user.click(await within(table).findByRole('button', { name: 'Hide the review by Kofi A.' }));
    const hide = await screen.findByRole('alertdialog', { name: 'Hide the review by Kofi A.?' });
    await user.click(within(hide).getByRole('button', { name: 'Hide review' }));
    expect(await within(hide).findByText('Please say why the review is hidden')).toBeInTheDocument();
    await user.type(within(hide).getByLabelText('Reason (the author sees it)'), 'Advertises another shop');
    await user.click(within(hide).getByRole('button', { name: 'Hide review' }));
    await waitFor(() => expect(moderations).toEqual([{ id: 1, hidden: true, reason: 'Advertises another shop' }]));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull(), { timeout: 5000 });
    expect(await within(screen.getByRole('table', { name: 'Reviews' })).findByText('Advertises another shop')).toBeInTheDocument();

    // Show again, after asking.
    await user.click(within(screen.getByRole('table', { name: 'Reviews' })).getByRole('button', { name: 'Show the review by Ama M. again' }));
    const show = await screen.findByRole('alertdialog', { name: 'Show the review by Ama M. again?' });
    await user.click(within(show).getByRole('button', { name: 'Show again' }));
    expect(await screen.findByText('Review shown again')).toBeInTheDocument();
    expect(moderations).toEqual([
      { id: 1, hidden: true, reason: 'Advertises another shop' },
      { id: 2, hidden: false },
    ]);
    await waitFor(() => expect(screen.queryByText('Wrong product')).toBeNull());
  }, 30_000);

  it('shows the audit log with targets by name and changes field by field', async () => {
    asStaff(admin);
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              id: 2,
              actor_id: 1,
              actor_email: 'boss@example.com',
              action: 'product.update',
              target: { type: 'product', id: 21, label: 'Shea Cream' },
              before: { price: 9.99, details: { areas: ['face'] } },
              after: { price: 12.5, details: { areas: ['face', 'body'] } },
              created_at: '2026-01-02T10:00:00.000Z',
            },
            { id: 1, actor_id: null, actor_email: null, action: 'user.role', target: { type: 'user', id: 5, label: 'ama@example.com' }, before: { role: 'consumer' }, after: { role: 'dermatologist' }, created_at: '2026-01-01T10:00:00.000Z' },
          ],
          pagination: pagination(2),
        }),
      ),
    );
    renderApp('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Shea Cream (product 21)')).toBeInTheDocument();
    expect(within(table).getByText('ama@example.com (user 5)')).toBeInTheDocument();
    expect(within(table).getByText('Price: 9.99 → 12.5')).toBeInTheDocument();
    expect(within(table).getByText('Areas: face → face, body')).toBeInTheDocument();
    expect(within(table).getByText('Role: consumer → dermatologist')).toBeInTheDocument();
    expect(table).not.toHaveTextContent('{');
  });

  it('lists what changed in an audit entry', () => {
    expect(auditChanges({ before: { price: 9.99, product_name: 'A' }, after: { price: 12.5, product_name: 'A' } })).toEqual(['Price: 9.99 → 12.5']);
    expect(auditChanges({ before: null, after: { product_name: 'New' } })).toEqual(['Product name: — → New']);
    // Nested fields by their own name, lists and flags in words, never raw JSON.
    expect(
      auditChanges({
        before: { archived: false, details: { spf: null, areas: ['face'], key_ingredients: ['Shea'] } },
        after: { archived: true, details: { spf: 30, areas: ['face', 'body'], key_ingredients: ['Shea'] } },
      }),
    ).toEqual(['Archived: no → yes', 'Spf: none → 30', 'Areas: face → face, body']);
    expect(auditTarget({ type: 'user', id: 5, label: 'ama@example.com' })).toBe('ama@example.com (user 5)');
    expect(auditTarget({ type: 'product', id: 21, label: null })).toBe('product 21');
  });
});
