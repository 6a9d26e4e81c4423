import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchCombobox, type SearchComboboxProps, type SearchSuggestions } from './SearchCombobox';

const suggestions: SearchSuggestions = {
  products: [
    { id: 1, name: 'Sunscreen Cream', price: 5.99, imageUrl: '/images/products/sunscreen.webp' },
    { id: 9, name: 'Sun Stick SPF 30', price: 7.5, imageUrl: null },
  ],
  categories: ['suncare'],
};

function renderBox(props: Partial<SearchComboboxProps> = {}) {
  const handlers = { onSelectProduct: vi.fn(), onSelectCategory: vi.fn(), onValueChange: vi.fn() };
  function Box() {
    const [value, setValue] = useState('');
    return (
      <SearchCombobox
        value={value}
        suggestions={value ? suggestions : null}
        {...handlers}
        onValueChange={(next) => {
          handlers.onValueChange(next);
          setValue(next);
        }}
        {...props}
      />
    );
  }
  render(<Box />);
  return { ...handlers, box: screen.getByRole('combobox', { name: 'Search products' }) };
}

describe('SearchCombobox', () => {
  it("keeps the placeholder 'Search products...' and opens its suggestions as one types: products with price and picture, then categories", async () => {
    const { box, onValueChange } = renderBox();
    expect(box).toHaveAttribute('placeholder', 'Search products...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'sun');
    expect(onValueChange).toHaveBeenLastCalledWith('sun');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Sunscreen Cream$5.99', 'Sun Stick SPF 30$7.50', 'Suncare']);
    expect(screen.getByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByText('3 suggestions')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves the highlight with the arrow keys (aria-activedescendant), round through the text, and Enter opens the product', async () => {
    const { box, onSelectProduct } = renderBox();
    await userEvent.type(box, 'sun');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const second = screen.getByRole('option', { name: /Sun Stick/ });
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Suncare' }).id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(onSelectProduct).toHaveBeenCalledWith(suggestions.products[1]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('filters by a category chosen with the keyboard or a click', async () => {
    const { box, onSelectCategory } = renderBox();
    await userEvent.type(box, 'sun');
    await userEvent.click(screen.getByRole('option', { name: 'Suncare' }));
    expect(onSelectCategory).toHaveBeenCalledWith('suncare');
    expect(box).toHaveFocus();
  });

  it('closes on Escape, opens again with the down arrow, and a second Escape clears the text', async () => {
    const { box, onValueChange } = renderBox();
    await userEvent.type(box, 'sun');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('sun');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}{Escape}');
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(box).toHaveValue('');
  });

  it('says when suggestions are loading and when there are none; Enter without a highlight leaves the text to the search', async () => {
    const { box, onSelectProduct } = renderBox({ suggestions: { products: [], categories: [] } });
    await userEvent.type(box, 'zzz');
    expect(screen.getByText('No suggestions', { selector: 'div' })).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onSelectProduct).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the loading text while the first suggestions are on their way', async () => {
    const { box } = renderBox({ suggestions: null, loading: true });
    await userEvent.type(box, 's');
    expect(screen.getByText('Looking for suggestions...')).toBeVisible();
  });
});
