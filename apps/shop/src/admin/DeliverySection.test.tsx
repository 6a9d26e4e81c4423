import type { StaffDeliveryOption } from '@nyansa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { testUser } from '../test/handlers';
import { renderApp } from '../test/renderApp';
import { server } from '../test/server';

const admin = { ...testUser, role: 'admin' as const };

const osu: StaffDeliveryOption = {
  id: 1,
  kind: 'pickup',
  name: 'Pickup at Nyansa Studio, Osu',
  country: 'GH',
  regions: [],
  fee: 0,
  free_over: null,
  estimate_days: [0, 1],
  pickup_point: {
    address: { line1: '14 Oxford Street, Osu', city: 'Accra', region: 'Greater Accra', country: 'GH', landmark: null, digital_address: 'GA-017-4242' },
    opening_hours: 'Mon-Fri 9:00-18:00, Sat 10:00-16:00',
    phone: '+233302123456',
  },
  is_default: true,
  active: true,
  updated_at: '2026-11-20T09:00:00.000Z',
};

const accra: StaffDeliveryOption = {
  id: 2,
  kind: 'delivery',
  name: 'Home delivery, Greater Accra',
  country: 'GH',
  regions: ['Greater Accra'],
  fee: 3,
  free_over: 50,
  estimate_days: [1, 2],
  pickup_point: null,
  is_default: false,
  active: true,
  updated_at: '2026-11-20T09:00:00.000Z',
};

/** An admin with these options on the server; answers what was sent to it. */
function asAdmin(options: StaffDeliveryOption[]) {
  signInAs();
  const sent: Array<{ method: string; id: string | undefined; body: Record<string, unknown> }> = [];
  let current = [...options];
  const saved = (option: StaffDeliveryOption, status = 200) => HttpResponse.json({ success: true, message: 'Delivery option saved', data: option }, { status });
  server.use(
    http.get('*/api/user/profile', () => HttpResponse.json({ success: true, data: admin })),
    http.get('*/api/admin/delivery-options', () => HttpResponse.json({ success: true, data: current })),
    http.post('*/api/admin/delivery-options', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'POST', id: undefined, body });
      const created = { ...accra, ...body, id: 3, updated_at: accra.updated_at };
      current = [...current, created];
      return saved(created, 201);
    }),
    http.put('*/api/admin/delivery-options/:id', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ method: 'PUT', id: String(params.id), body });
      const updated = { ...current.find((option) => option.id === Number(params.id))!, ...body };
      current = current.map((option) => (option.id === updated.id ? updated : option));
      return saved(updated);
    }),
  );
  return sent;
}

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'span' })).closest('tr')!;

describe('delivery options (admin)', () => {
  it('is a back office section of admins, listing zones, fees, estimates and pickup points', async () => {
    asAdmin([osu, accra]);
    renderApp('/admin/delivery');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'Delivery' })).toHaveAttribute('aria-current', 'page');
    const pickup = await rowOf('Pickup at Nyansa Studio, Osu');
    expect(pickup).toHaveTextContent('Pickup point');
    expect(pickup).toHaveTextContent('Default');
    expect(pickup).toHaveTextContent('14 Oxford Street, Osu, Accra');
    expect(pickup).toHaveTextContent('Open Mon-Fri 9:00-18:00, Sat 10:00-16:00');
    expect(pickup).toHaveTextContent('+233302123456');
    // The default pickup point cannot be switched off.
    expect(within(pickup).queryByRole('button', { name: /Deactivate/ })).toBeNull();
    const home = await rowOf('Home delivery, Greater Accra');
    expect(home).toHaveTextContent('Ghana');
    expect(home).toHaveTextContent('Greater Accra');
    expect(home).toHaveTextContent('$3.00');
    expect(home).toHaveTextContent('Free over $50.00');
    expect(home).toHaveTextContent('1-2 days');
  });

  it('creates a home delivery zone for some regions', async () => {
    const sent = asAdmin([osu]);
    const { user } = renderApp('/admin/delivery');
    await user.click(await screen.findByRole('button', { name: 'New delivery option' }));
    const form = await screen.findByRole('form', { name: 'New delivery option' });
    await user.type(within(form).getByLabelText('Name'), 'Home delivery, Ashanti');
    await user.click(within(form).getByRole('checkbox', { name: 'Ashanti' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Bono' }));
    await user.type(within(form).getByLabelText('Fee'), '4.5');
    await user.type(within(form).getByLabelText(/Free over/), '60');
    await user.type(within(form).getByLabelText('Estimate from (days)'), '2');
    await user.type(within(form).getByLabelText('to (days)'), '4');
    await user.click(within(form).getByRole('button', { name: 'Create option' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      id: undefined,
      body: { kind: 'delivery', name: 'Home delivery, Ashanti', country: 'GH', regions: ['Ashanti', 'Bono'], fee: 4.5, free_over: 60, estimate_days: [2, 4], pickup_point: null, is_default: false, active: true },
    });
    expect(await screen.findByText('Delivery option created')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(await rowOf('Home delivery, Ashanti')).toHaveTextContent('Ashanti, Bono'));
  });

  it('edits an option, and deactivates and reactivates it', async () => {
    const sent = asAdmin([osu, accra]);
    const { user } = renderApp('/admin/delivery');
    await user.click(await screen.findByRole('button', { name: 'Edit Home delivery, Greater Accra' }));
    const form = await screen.findByRole('form', { name: 'Edit Home delivery, Greater Accra' });
    expect(within(form).getByRole('checkbox', { name: 'Greater Accra' })).toBeChecked();
    const fee = within(form).getByLabelText('Fee');
    expect(fee).toHaveValue('3');
    await user.clear(fee);
    await user.type(fee, '3.5');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'PUT', id: '2', body: { fee: 3.5, regions: ['Greater Accra'], free_over: 50, estimate_days: [1, 2] } });
    await waitFor(async () => expect(await rowOf('Home delivery, Greater Accra')).toHaveTextContent('$3.50'));

    await user.click(screen.getByRole('button', { name: 'Deactivate Home delivery, Greater Accra' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ method: 'PUT', id: '2', body: { active: false, fee: 3.5 } });
    await waitFor(async () => expect(await rowOf('Home delivery, Greater Accra')).toHaveTextContent('Inactive'));
    await user.click(await screen.findByRole('button', { name: 'Activate Home delivery, Greater Accra' }));
    await waitFor(() => expect(sent[2]).toMatchObject({ body: { active: true } }));
  });

  it("shows the contract's and the server's messages at their fields, keeping what was typed", async () => {
    const sent = asAdmin([osu]);
    const { user } = renderApp('/admin/delivery');
    await user.click(await screen.findByRole('button', { name: 'New delivery option' }));
    const form = await screen.findByRole('form', { name: 'New delivery option' });
    await user.selectOptions(within(form).getByLabelText('Kind'), 'pickup');
    await user.type(within(form).getByLabelText('Name'), 'Pickup at Kumasi Mall');
    await user.type(within(form).getByLabelText('Fee'), 'free');
    await user.type(within(form).getByLabelText('Estimate from (days)'), '1');
    await user.type(within(form).getByLabelText('to (days)'), '2');
    await user.click(within(form).getByRole('button', { name: 'Create option' }));
    // Checked before sending, with the contract's words.
    expect(await within(form).findByText('Fee must be a number')).toBeInTheDocument();
    expect(within(form).getByLabelText('Fee')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('Fee')).toHaveFocus();
    expect(sent).toHaveLength(0);

    // The server refuses what only it knows; its message shows at the field.
    server.use(
      http.post('*/api/admin/delivery-options', () =>
        HttpResponse.json(
          { success: false, code: 'VALIDATION_ERROR', message: 'Choose another default pickup point first', errors: [{ field: 'pickup_point.opening_hours', message: 'Opening hours must be at most 200 characters' }] },
          { status: 400 },
        ),
      ),
    );
    const fee = within(form).getByLabelText('Fee');
    await user.clear(fee);
    await user.type(fee, '0');
    await user.type(within(form).getByLabelText('Address'), 'Kumasi City Mall, Asokwa');
    await user.type(within(form).getByLabelText('City or town'), 'Kumasi');
    await user.selectOptions(within(form).getByLabelText('Region'), 'Ashanti');
    await user.type(within(form).getByLabelText('Opening hours'), 'Every day 10:00-20:00');
    await user.click(within(form).getByRole('button', { name: 'Create option' }));
    const hours = within(form).getByLabelText('Opening hours');
    await waitFor(() => expect(hours).toHaveAttribute('aria-invalid', 'true'));
    expect(hours).toHaveAccessibleDescription(expect.stringContaining('Opening hours must be at most 200 characters'));
    expect(hours).toHaveValue('Every day 10:00-20:00');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
