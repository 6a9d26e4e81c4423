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
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: high to low');
  });

  it('offers newest, price both ways and name, and reports the choice', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Newest',
      'Price: low to high',
      'Price: high to low',
      'Name: A to Z',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Price: low to high' }));
    expect(onChange).toHaveBeenCalledWith('price_asc');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Price: low to high');
  });

  it('is chosen from the keyboard', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    screen.getByRole('combobox', { name: 'Sort by' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('name');
  });
});
