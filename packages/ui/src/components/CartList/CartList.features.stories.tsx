import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { product } from '../../stories/fixtures';
import { CartList, type CartLine, type CartListProps } from './CartList';

const lines: CartLine[] = [
  { id: 11, productId: 2, name: product(1).name, unitPrice: product(1).price, quantity: 2, imageUrl: product(1).imageUrl },
  { id: 12, productId: 6, name: product(5).name, unitPrice: product(5).price, quantity: 1, imageUrl: product(5).imageUrl },
];

/** The cart as the shop keeps it: quantity changes and removals update the lines. */
function ShopCart(props: CartListProps) {
  const [items, setItems] = useState(props.items);
  return (
    <CartList
      {...props}
      items={items}
      onQuantityChange={(item, quantity) => {
        props.onQuantityChange(item, quantity);
        setItems((current) => current.map((line) => (line.id === item.id ? { ...line, quantity } : line)));
      }}
      onRemove={(item) => {
        props.onRemove(item);
        setItems((current) => current.filter((line) => line.id !== item.id));
      }}
    />
  );
}

const meta = {
  title: 'Shop/CartList/Features',
  component: CartList,
  args: { items: lines, onQuantityChange: fn(), onRemove: fn(), onCheckout: fn(), className: 'max-w-3xl' },
  render: (args) => <ShopCart {...args} />,
} satisfies Meta<typeof CartList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MinusStopsAtOne: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const minus = canvas.getByRole('button', { name: 'Decrease quantity of Vitamin C Serum' });
    await userEvent.click(minus);
    await expect(args.onQuantityChange).toHaveBeenLastCalledWith(lines[0], 1);
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' })).toHaveValue(1);
    await expect(minus).toBeDisabled();
    await expect(args.onQuantityChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Increase quantity of Vitamin C Serum' }));
    await expect(canvas.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' })).toHaveValue(2);
  },
};

export const Remove: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Lip Scrub' }));
    await expect(args.onRemove).toHaveBeenCalledWith(lines[1]);
    await expect(canvas.queryByText('Lip Scrub')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Vitamin C Serum' }));
    await expect(canvas.getByText('Your cart is empty')).toBeVisible();
  },
};

export const Checkout: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalledTimes(1);
  },
};

export const BusyLineIsLocked: Story = {
  args: { busyItemIds: new Set([11]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove Vitamin C Serum' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Increase quantity of Vitamin C Serum' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Lip Scrub' })).toBeEnabled();
  },
};
