import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

describe('Select', () => {
  const roles = [
    { value: 'consumer', label: 'Consumer' },
    { value: 'dermatologist', label: 'Dermatologist' },
    { value: 'brand_admin', label: 'Brand admin' },
    { value: 'admin', label: 'Admin' },
  ];

  it('offers its options and reports the chosen value', async () => {
    const onChange = vi.fn();
    render(<Select aria-label="Role" options={roles} defaultValue="consumer" onChange={(event) => onChange(event.target.value)} />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select).toHaveValue('consumer');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Consumer', 'Dermatologist', 'Brand admin', 'Admin']);
    await userEvent.selectOptions(select, 'brand_admin');
    expect(onChange).toHaveBeenCalledWith('brand_admin');
  });

  it('can be disabled', () => {
    render(<Select aria-label="Role" options={roles} disabled />);
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeDisabled();
  });
});
