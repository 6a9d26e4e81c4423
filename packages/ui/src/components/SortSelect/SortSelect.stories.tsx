import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen } from 'storybook/test';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { SortSelect, type SortSelectProps } from './SortSelect';

function Controlled(props: SortSelectProps) {
  const [value, setValue] = useState(props.value);
  return (
    <SortSelect
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Shop/SortSelect',
  component: SortSelect,
  args: { value: 'newest', onChange: fn() },
  render: (args) => <Controlled {...args} />,
  // Room below the trigger for the list while a story opens it.
  decorators: [
    (Story) => (
      <div className="min-h-72">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {};
export const PriceLowToHigh: Story = { args: { value: 'price_asc' } };
export const ChosenFromTheKeyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Price: high to low');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('price_desc');
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const LongText: Story = { args: { options: [{ value: 'newest', label: longText }], label: 'Order the products by' } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme, args: { value: 'name' } };
