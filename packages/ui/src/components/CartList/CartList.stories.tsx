import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { brokenImage, longText, mobileViewport, product, secondTheme } from '../../stories/fixtures';
import { CartList, type CartLine } from './CartList';

const lines: CartLine[] = [
  { id: 11, productId: 2, name: product(1).name, unitPrice: product(1).price, quantity: 2, imageUrl: product(1).imageUrl },
  { id: 12, productId: 6, name: product(5).name, unitPrice: product(5).price, quantity: 1, imageUrl: product(5).imageUrl },
  { id: 13, productId: 8, name: product(7).name, unitPrice: product(7).price, quantity: 99, imageUrl: product(7).imageUrl },
];

const meta = {
  title: 'Shop/CartList',
  component: CartList,
  args: { items: lines, onQuantityChange: fn(), onRemove: fn(), onCheckout: fn(), className: 'max-w-3xl' },
} satisfies Meta<typeof CartList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { items: [] } };
export const CheckingOut: Story = { args: { checkingOut: true } };
export const ItemUpdating: Story = { args: { busyItemIds: new Set([11]) } };
export const LongTextAndMissingImage: Story = {
  args: { items: [{ id: 21, productId: 4, name: longText, unitPrice: 12.5, quantity: 3, imageUrl: brokenImage }] },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport };
export const SecondTheme: Story = { ...secondTheme };
