import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { mobileViewport, sampleProducts, secondTheme } from '../../stories/fixtures';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

function WithSearch(props: ProductGridProps) {
  const [search, setSearch] = useState(props.search);
  const shown = props.products.filter((p) => p.name.toLowerCase().includes(search.toLowerCase()));
  return <ProductGrid {...props} search={search} onSearchChange={setSearch} products={shown} />;
}

const meta = {
  title: 'Shop/ProductGrid',
  component: ProductGrid,
  parameters: { layout: 'padded' },
  args: {
    products: sampleProducts,
    page: 1,
    totalPages: 3,
    search: '',
    onPageChange: fn(),
    onSearchChange: fn(),
    onToggleFavorite: fn(),
    onAddToCart: fn(),
    productHref: (product) => `/products/${product.id}`,
    favoriteIds: new Set([2]),
    cartQuantities: new Map([[3, 2]]),
  },
  render: (args) => <WithSearch {...args} />,
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 2 } };
export const LastPage: Story = { args: { page: 3, products: sampleProducts.slice(0, 3) } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { products: [], search: 'retinol', totalPages: 1 } };
export const SampleProductsAfterError: Story = {
  args: { error: 'Server error while fetching products', totalPages: 1 },
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { products: sampleProducts.slice(0, 2) } };
export const SecondTheme: Story = { ...secondTheme, args: { products: sampleProducts.slice(0, 4) } };
