import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SortSelect } from './SortSelect';

function Controlled({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('newest');
  return (
    <SortSelect
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SortSelect', () => {
  it("is a combobox labelled 'Sort by' showing the current order", () => {
    render(<SortSelect value="price_desc" onChange={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Price: high to low');
  });

  it('offers newest, price both ways and name, and reports the choice', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Name: A to Z',
    ]);
    await userEvent.selectOptions(select, 'Price: low to high');
    expect(onChange).toHaveBeenCalledWith('price_asc');
    expect(select).toHaveDisplayValue('Price: low to high');
  });

  // Choosing with the arrow keys is the browser's own: the story ChosenFromTheKeyboard plays it in Chromium.
  it('is reached with Tab', async () => {
    render(<Controlled onChange={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
  });

  it('cannot be changed when disabled', () => {
    render(<SortSelect value="newest" onChange={vi.fn()} disabled />);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeDisabled();
  });
});
