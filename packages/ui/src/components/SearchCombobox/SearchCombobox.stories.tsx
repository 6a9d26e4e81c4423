import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { longText, mobileViewport, productImage, sampleProducts, secondTheme } from '../../stories/fixtures';
import { SearchCombobox, type SearchComboboxProps, type SearchSuggestions } from './SearchCombobox';

const suggested: SearchSuggestions = {
  products: sampleProducts.slice(0, 4).map(({ id, name, price, imageUrl }) => ({ id, name, price, imageUrl })),
  categories: ['skincare', 'lip'],
};
const longNames: SearchSuggestions = {
  products: [
    { id: 40, name: longText, price: 124.5, imageUrl: productImage('#e0f0ea', '#2a9d8f', 'jar') },
    { id: 41, name: 'Ultra-Hydrating Overnight Lip Mask with Shea', price: 12, imageUrl: null },
  ],
  categories: ['skincare'],
};

/** The box with its own text, as the grid holds it; the suggestions come from the story's args. */
function Typed(props: SearchComboboxProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div className="min-h-[26rem] max-w-sm">
      <SearchCombobox
        {...props}
        value={value}
        onValueChange={(next) => {
          props.onValueChange(next);
          setValue(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Shop/SearchCombobox',
  component: SearchCombobox,
  parameters: { layout: 'padded' },
  args: {
    value: '',
    suggestions: suggested,
    onValueChange: fn(),
    onSelectProduct: fn(),
    onSelectCategory: fn(),
  },
  render: (args) => <Typed {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 's');
  },
} satisfies Meta<typeof SearchCombobox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = { play: async () => {} };

export const Results: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'li');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getAllByRole('option')).toHaveLength(6);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: /Vitamin C Serum/ }).id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectProduct).toHaveBeenCalledWith(suggested.products[1]);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    await expect(canvas.getByRole('option', { name: 'Skincare' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ChoosingACategory: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('combobox', { name: 'Search products' });
    await userEvent.type(box, 'li');
    await userEvent.click(canvas.getByRole('option', { name: 'Lip' }));
    await expect(args.onSelectCategory).toHaveBeenCalledWith('lip');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('li');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { suggestions: null, loading: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 's');
    await expect(canvas.getByText('Looking for suggestions...')).toBeVisible();
  },
};

export const NoResults: Story = {
  args: { suggestions: { products: [], categories: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'Search products' }), 'zq');
    await expect(canvas.getByText('No suggestions', { selector: 'div' })).toBeVisible();
  },
};

export const LongNames: Story = { args: { suggestions: longNames } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
