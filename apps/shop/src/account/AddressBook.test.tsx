import type { Address } from '@nyansa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../test/account';
import { renderApp } from '../test/renderApp';
import { accraAddress } from '../test/delivery';
import { server } from '../test/server';

const osu = accraAddress;
const lagos: Address = { ...osu, id: 2, full_name: 'Tunde Bello', phone: '+2348031234567', country: 'NG', region: 'Lagos', city: 'Ikeja', line1: '4 Allen Avenue', digital_address: null, is_default: false };

/** A small in-memory address book behind the contract's calls. */
function addressServer(start: Address[]) {
  let book = [...start];
  const sent: { method: string; body: unknown }[] = [];
  server.use(
    http.get('*/api/user/addresses', () => HttpResponse.json({ success: true, data: book })),
    http.post('*/api/user/addresses', async ({ request }) => {
      const body = (await request.json()) as Omit<Address, 'id'>;
      sent.push({ method: 'POST', body });
      const created: Address = { ...body, id: 3 };
      book = [...book, created];
      return HttpResponse.json({ success: true, data: created }, { status: 201 });
    }),
    http.put('*/api/user/addresses/:id', async ({ request, params }) => {
      const body = (await request.json()) as Omit<Address, 'id'>;
      sent.push({ method: `PUT ${String(params.id)}`, body });
      const id = Number(params.id);
      book = book.map((address) => (address.id === id ? { ...body, id } : body.is_default ? { ...address, is_default: false } : address));
      return HttpResponse.json({ success: true, data: { ...body, id } });
    }),
    http.delete('*/api/user/addresses/:id', ({ params }) => {
      sent.push({ method: `DELETE ${String(params.id)}`, body: null });
      book = book.filter((address) => address.id !== Number(params.id));
      return HttpResponse.json({ success: true, message: 'Address deleted' });
    }),
  );
  return sent;
}

describe('address book (Profile tab)', () => {
  it('lists the addresses with the default marked, makes another the default and deletes one', async () => {
    signInAs();
    const sent = addressServer([osu, lagos]);
    const { user } = renderApp('/dashboard');
    const list = await screen.findByRole('list', { name: 'Your addresses' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Ama MensahDefault');
    await user.click(within(list).getByRole('button', { name: "Make Tunde Bello's address the default" }));
    await waitFor(() => expect(sent[0]).toMatchObject({ method: 'PUT 2', body: { is_default: true, country: 'NG', region: 'Lagos' } }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Tunde BelloDefault'));
    await user.click(within(list).getByRole('button', { name: "Delete Ama Mensah's address" }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(list).queryByText('Ama Mensah')).not.toBeInTheDocument());
    expect(sent.at(-1)).toEqual({ method: 'DELETE 1', body: null });
  });

  it('adds a Ghanaian address, the first one being the default', async () => {
    signInAs();
    const sent = addressServer([]);
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'New address' });
    await user.type(within(form).getByRole('textbox', { name: 'Full name' }), 'Ama Mensah');
    await user.type(within(form).getByRole('textbox', { name: 'Phone' }), '024 123 4567');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Region' }), 'Greater Accra');
    await user.type(within(form).getByRole('textbox', { name: 'City or town' }), 'Accra');
    await user.type(within(form).getByRole('textbox', { name: 'Area and street' }), 'Osu, 12 Oxford Street');
    await user.type(within(form).getByRole('textbox', { name: 'GhanaPost digital address (optional)' }), 'GA-183-8164');
    expect(within(form).getByRole('checkbox', { name: 'Use as my default address' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(sent[0]).toEqual({
        method: 'POST',
        body: {
          full_name: 'Ama Mensah',
          phone: '024 123 4567',
          country: 'GH',
          region: 'Greater Accra',
          city: 'Accra',
          line1: 'Osu, 12 Oxford Street',
          line2: null,
          landmark: null,
          digital_address: 'GA-183-8164',
          postal_code: null,
          is_default: true,
        },
      }),
    );
    expect(await screen.findByRole('list', { name: 'Your addresses' })).toHaveTextContent('Osu, 12 Oxford Street');
    expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
  });
});
