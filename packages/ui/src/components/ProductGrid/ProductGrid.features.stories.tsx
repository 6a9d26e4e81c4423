import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { sampleProducts } from '../../stories/fixtures';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

/** The grid as the shop drives it: search and page are state the app keeps. */
function ShopGrid(props: ProductGridProps) {
  const [search, setSearch] = useState(props.search);
  const [page, setPage] = useState(props.page);
  const shown = props.products.filter((item) => item.name.toLowerCase().includes(search.toLowerCase()));
  return (
    <ProductGrid
      {...props}
      search={search}
      page={page}
      products={shown}
      onSearchChange={(value) => {
        props.onSearchChange(value);
        setSearch(value);
      }}
      onPageChange={(value) => {
        props.onPageChange(value);
        setPage(value);
      }}
    />
  );
}

const meta = {
  title: 'Shop/ProductGrid/Features',
  component: ProductGrid,
  args: { products: sampleProducts, page: 1, totalPages: 3, search: '', onPageChange: fn(), onSearchChange: fn() },
  render: (args) => <ShopGrid {...args} />,
} satisfies Meta<typeof ProductGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Search: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Bestselling Products' })).toBeVisible();
    const box = canvas.getByPlaceholderText('Search products...');
    await userEvent.type(box, 'lip');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('lip');
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
    await expect(canvas.getByRole('article', { name: 'Pink Lip Balm' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: 'Lip Scrub' })).toBeVisible();
    await expect(canvas.queryByRole('article', { name: 'Body Glow' })).not.toBeInTheDocument();
  },
};

export const PagingFromFirstToLast: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await expect(previous).toBeEnabled();
    await userEvent.click(next);
    await expect(canvas.getByText('Page 3 of 3')).toBeVisible();
    await expect(next).toBeDisabled();
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const LoadingDisablesPaging: Story = {
  args: { page: 2, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
