import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressForm, checkAddress, emptyAddress, ghanaRegions } from './AddressForm';

describe('AddressForm', () => {
  it("offers Ghana's 16 regions as a list and the Ghanaian fields", () => {
    render(<AddressForm onSubmit={() => {}} />);
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(ghanaRegions).toHaveLength(16);
    expect(region.querySelectorAll('option')).toHaveLength(17);
    for (const name of ['City or town', 'Area and street', 'Landmark (optional)', 'GhanaPost digital address (optional)']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('GH');
  });

  it('shows other countries region or state and two address lines', async () => {
    render(<AddressForm onSubmit={() => {}} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NG');
    expect(screen.getByRole('textbox', { name: 'State' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postal code (optional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address line 2 (optional)' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Landmark (optional)' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Ghana',
      'Nigeria',
      'Kenya',
      'South Africa',
      'United States',
    ]);
  });

  it('sends the trimmed address, without the fields of the other country', async () => {
    const onSubmit = vi.fn();
    render(
      <AddressForm
        initial={{ fullName: ' Tunde ', phone: '0803 123 4567', country: 'NG', region: 'Lagos', city: 'Ikeja', line1: '4 Allen Ave', landmark: 'stale' }}
        onSubmit={onSubmit}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...emptyAddress, fullName: 'Tunde', phone: '0803 123 4567', country: 'NG', region: 'Lagos', city: 'Ikeja', line1: '4 Allen Ave' });
  });

  it("shows the server's message under its field until that field changes", async () => {
    render(<AddressForm initial={{ phone: '123' }} errors={{ phone: 'Please enter a valid phone number for Ghana' }} onSubmit={() => {}} />);
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(phone).toBeInvalid();
    expect(phone).toHaveAccessibleDescription('e.g. 024 123 4567 Please enter a valid phone number for Ghana');
    await userEvent.type(phone, '4');
    expect(phone).toBeValid();
  });

  it('refuses a malformed GhanaPost address and missing fields, focusing the first', async () => {
    const onSubmit = vi.fn();
    render(<AddressForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'GhanaPost digital address (optional)' }), 'Accra');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'GhanaPost digital address (optional)' })).toHaveAccessibleDescription(
      'e.g. GA-183-8164 Please enter a digital address like GA-183-8164',
    );
  });

  it("chooses another country's region from its list when given one", async () => {
    render(<AddressForm onSubmit={() => {}} regions={{ GH: ghanaRegions, KE: ['Mombasa', 'Nairobi'] }} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'KE');
    const county = screen.getByRole('combobox', { name: 'County' });
    expect([...county.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['Choose a county', 'Mombasa', 'Nairobi']);
  });

  it('checks what it can itself', () => {
    expect(checkAddress({ ...emptyAddress, fullName: 'A', phone: '1', region: 'Volta', city: 'Ho', line1: 'x', digitalAddress: 'VH-012-3456' })).toEqual({});
    expect(checkAddress({ ...emptyAddress, country: 'US' })).toMatchObject({
      region: 'Please choose the state',
      line1: 'Please enter the address',
      postalCode: 'Please enter the postal code',
    });
    expect(checkAddress({ ...emptyAddress, country: 'NG' })).not.toHaveProperty('postalCode');
  });
});
