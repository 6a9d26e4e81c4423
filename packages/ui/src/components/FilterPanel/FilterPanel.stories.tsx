import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { CurrencyProvider } from '../../lib/currency';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { emptyProductFilters, FilterPanel, type FilterPanelProps, type ProductFilters } from './FilterPanel';

function Controlled(props: FilterPanelProps) {
  const [filters, setFilters] = useState<ProductFilters>(props.value);
  return (
    <FilterPanel
      {...props}
      value={filters}
      onChange={(next) => {
        setFilters(next);
        props.onChange(next);
      }}
    />
  );
}

const someFilters: ProductFilters = { category: 'skincare', minPrice: 2, maxPrice: 20, concerns: ['dryness', 'dark_spots'] };

const meta = {
  title: 'Shop/FilterPanel',
  component: FilterPanel,
  args: { value: emptyProductFilters, onChange: fn(), className: 'w-64' },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof FilterPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sidebar: Story = {};
export const WithFilters: Story = { args: { value: someFilters } };
export const ChangingFilters: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Lip' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyProductFilters, category: 'lip' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sensitivity' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...emptyProductFilters, category: 'lip', concerns: ['sensitivity'] });
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Max' }), '10{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ category: 'lip', minPrice: null, maxPrice: 10, concerns: ['sensitivity'] });
    await expect(args.onChange).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole('radio', { name: 'Lip' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sensitivity' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Clear all' })).toBeEnabled();
  },
};
/** A backwards range is refused in words and never sent; the minimum alone was applied when its field was left. */
export const PriceRangeBackwards: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Min' }), '30');
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Max' }), '10{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The minimum price must not be above the maximum');
    await expect(canvas.getByRole('spinbutton', { name: 'Max' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('spinbutton', { name: 'Max' })).toHaveAccessibleDescription('The minimum price must not be above the maximum');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith({ ...emptyProductFilters, minPrice: 30 });
  },
};
export const InShillings: Story = {
  args: { value: { ...emptyProductFilters, minPrice: 500 } },
  render: (args) => (
    <CurrencyProvider currency="KES">
      <Controlled {...args} />
    </CurrencyProvider>
  ),
};
export const LongText: Story = {
  args: { concerns: [{ value: 'long', label: longText }, { value: 'acne', label: 'Acne' }], categories: [{ value: 'long', label: longText }] },
};
export const MobileClosed: Story = { tags: ['mobile'], globals: mobileViewport, args: { value: someFilters, className: undefined } };
export const MobileSheet: Story = {
  tags: ['mobile'],
  globals: mobileViewport,
  args: { value: someFilters, resultCount: 12, className: undefined, defaultSheetOpen: true },
  // The sheet's code loads when it first opens.
  play: async () => {
    await screen.findByRole('dialog', { name: 'Filters' });
  },
};
export const MobileSheetOpenedAndCleared: Story = {
  tags: ['mobile'],
  globals: mobileViewport,
  args: { value: someFilters, className: undefined },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (4 active)' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(emptyProductFilters);
    await expect(screen.getByRole('checkbox', { name: 'Dryness' })).not.toBeChecked();
    await expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    await expect(sheet).toBeInTheDocument();
  },
};
export const SecondTheme: Story = { ...secondTheme, args: { value: someFilters } };
