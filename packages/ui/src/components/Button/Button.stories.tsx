import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShoppingCart } from 'lucide-react';
import { fn } from 'storybook/test';
import { longText, secondTheme } from '../../stories/fixtures';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to Cart', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      <Button {...args} variant="primary">Primary</Button>
      <Button {...args} variant="secondary">Secondary</Button>
      <Button {...args} variant="outline">Outline</Button>
      <Button {...args} variant="tonal">Tonal</Button>
      <Button {...args} variant="ghost">Ghost</Button>
      <Button {...args} variant="danger">Remove</Button>
      <Button {...args} variant="link">Link</Button>
      <Button {...args} size="sm">Small</Button>
      <Button {...args} size="lg">
        <ShoppingCart aria-hidden="true" />
        Large with icon
      </Button>
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, children: 'Checkout' } };

export const Disabled: Story = { args: { disabled: true } };

export const LongText: Story = { args: { children: longText, className: 'max-w-full whitespace-normal h-auto py-2' } };

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#products">Start your beauty journey!</a> },
};

export const SecondTheme: Story = { ...secondTheme, render: Variants.render };
