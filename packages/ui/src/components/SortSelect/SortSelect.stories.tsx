import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
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
} satisfies Meta<typeof SortSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Newest: Story = {};
export const PriceLowToHigh: Story = { args: { value: 'price_asc' } };
/** The browser's own select: Tab reaches it, and from there the arrows, letters, Enter and Space are Chromium's. */
export const ReachedFromTheKeyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toHaveFocus();
    await expect(select.tagName).toBe('SELECT');
  },
};
export const ChosenByPointer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Name: A to Z');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('name');
  },
};
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(select).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
export const LongText: Story = { args: { options: [{ value: 'newest', label: longText }], label: 'Order the products by' } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme, args: { value: 'name' } };
