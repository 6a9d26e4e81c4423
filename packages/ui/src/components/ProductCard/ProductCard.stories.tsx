import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { brokenImage, longText, mobileViewport, product, secondTheme } from '../../stories/fixtures';
import { ProductCard } from './ProductCard';

const meta = {
  title: 'Shop/ProductCard',
  component: ProductCard,
  args: { product: product(1), onToggleFavorite: fn(), onAddToCart: fn(), href: '/products/1', className: 'w-72' },
} satisfies Meta<typeof ProductCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Favorite: Story = { args: { isFavorite: true } };
export const InCart: Story = { args: { cartQuantity: 2 } };
export const FavoriteAndInCart: Story = { args: { isFavorite: true, cartQuantity: 1 } };
export const Adding: Story = { args: { adding: true } };
export const Disabled: Story = { args: { disabled: true } };
export const ImageLoadFailed: Story = { args: { product: { ...product(2), imageUrl: brokenImage } } };
export const LongText: Story = { args: { product: { ...product(4), name: longText, description: `${longText}. ${longText}.` } } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { className: 'w-full' } };
export const SecondTheme: Story = { ...secondTheme, args: { isFavorite: true, cartQuantity: 1 } };
