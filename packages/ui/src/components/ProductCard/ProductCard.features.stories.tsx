import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { product } from '../../stories/fixtures';
import { ProductCard, type ProductCardProps } from './ProductCard';

/** Behaviour of the card, one state per story; each `play` asserts what a shopper sees and sends. */
const meta = {
  title: 'Shop/ProductCard/Features',
  component: ProductCard,
  args: { product: product(1), onToggleFavorite: fn(), onAddToCart: fn(), href: '/products/1', className: 'w-72' },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

const quantityField = 'Quantity of Vitamin C Serum';

export const QuantityClampedToMaximum: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: quantityField });
    await userEvent.clear(field);
    await userEvent.type(field, '150');
    await userEvent.tab();
    await expect(field).toHaveValue(99);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product, 99);
  },
};

export const QuantityClampedToMinimum: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('spinbutton', { name: quantityField });
    await userEvent.clear(field);
    await userEvent.type(field, '0{Enter}');
    await expect(field).toHaveValue(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product, 1);
  },
};

export const AddToCart: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByText('In cart')).not.toBeInTheDocument();
    const field = canvas.getByRole('spinbutton', { name: quantityField });
    await userEvent.clear(field);
    await userEvent.type(field, '3');
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product, 3);
  },
};

export const UpdateCart: Story = {
  args: { cartQuantity: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('In cart')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('spinbutton', { name: quantityField })).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Update Cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(args.product, 2);
  },
};

/** The app owns the favorite; this story keeps it the way the shop does. */
function FavoriteCard(props: ProductCardProps) {
  const [favorite, setFavorite] = useState(false);
  return (
    <ProductCard
      {...props}
      isFavorite={favorite}
      onToggleFavorite={(item) => {
        props.onToggleFavorite?.(item);
        setFavorite((value) => !value);
      }}
    />
  );
}

export const HeartToggles: Story = {
  render: (args) => <FavoriteCard {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const heart = canvas.getByRole('button', { name: 'Favorite Vitamin C Serum' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(args.product);
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggleFavorite).toHaveBeenCalledTimes(2);
  },
};

export const DisabledSendsNothing: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await expect(canvas.getByRole('spinbutton', { name: quantityField })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};
