import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { StockBadge } from './StockBadge';

const meta = {
  title: 'Shop/StockBadge',
  component: StockBadge,
  args: { status: 'low_stock', left: 3 },
} satisfies Meta<typeof StockBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

function AllStates() {
  return (
    <div className="flex flex-wrap gap-2">
      <StockBadge status="low_stock" left={3} />
      <StockBadge status="low_stock" left={1} />
      <StockBadge status="out_of_stock" />
    </div>
  );
}

export const OnlyThreeLeft: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Only 3 left')).toBeVisible();
  },
};
export const OutOfStock: Story = {
  args: { status: 'out_of_stock', left: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Out of stock')).toBeVisible();
  },
};
/** Plenty in stock: nothing is shown. */
export const InStock: Story = {
  args: { status: 'in_stock', left: undefined },
  render: (args) => (
    <p className="flex items-center gap-2 text-sm">
      Vitamin C Serum
      <StockBadge {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="stock-badge"]')).toBeNull();
  },
};
export const AllStatesTogether: Story = { render: () => <AllStates /> };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, render: () => <AllStates /> };
export const SecondTheme: Story = { ...secondTheme, render: () => <AllStates /> };
