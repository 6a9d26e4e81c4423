import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heart, Search, ShoppingCart } from 'lucide-react';
import { fn } from 'storybook/test';
import { secondTheme } from '../../stories/fixtures';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { label: 'Cart', icon: <ShoppingCart />, onClick: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithCount: Story = { args: { count: 3 } };
export const ZeroCountHidden: Story = { args: { count: 0 } };
export const ManyItems: Story = { args: { count: 120 } };
export const Disabled: Story = { args: { disabled: true, label: 'Search', icon: <Search /> } };
export const SecondTheme: Story = {
  ...secondTheme,
  render: (args) => (
    <div className="flex gap-2">
      <IconButton {...args} label="Favorites" icon={<Heart />} count={2} />
      <IconButton {...args} count={5} />
    </div>
  ),
};
