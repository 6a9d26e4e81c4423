import type { Meta, StoryObj } from '@storybook/react-vite';
import { secondTheme } from '../../stories/fixtures';
import { Badge } from './Badge';

const meta = { title: 'Primitives/Badge', component: Badge, args: { children: 'In cart' } } satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Count: Story = { args: { count: 4 } };
export const CountOverNinetyNine: Story = { args: { count: 250 } };
export const ZeroCountRendersNothing: Story = { args: { count: 0 } };
export const Variants: Story = {
  render: () => (
    <div className="flex gap-2">
      <Badge>Primary</Badge>
      <Badge variant="secondary">Secondary</Badge>
      <Badge variant="success">Current Plan</Badge>
      <Badge variant="danger">Error</Badge>
      <Badge variant="accent">Pending</Badge>
      <Badge variant="muted">Cancelled</Badge>
      <Badge variant="outline">Outline</Badge>
    </div>
  ),
};
export const SecondTheme: Story = { ...secondTheme, render: Variants.render };
