import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen } from 'storybook/test';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { SortSelect, type SortSelectProps } from './SortSelect';

function Controlled(props: SortSelectProps) {
  const [value, setValue] = useState(props.value);
  return <SortSelect {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Shop/SortSelect',
  component: SortSelect,
  args: { value: 'newest', onChange: () => undefined },
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
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Sort by' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(trigger).toHaveTextContent('Price: high to low');
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = { args: { options: [{ value: 'newest', label: longText }], label: 'Order the products by' } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme, args: { value: 'name' } };
