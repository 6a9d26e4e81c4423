import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProductGrid, type ProductGridProps } from './ProductGrid';

const products = [
  { id: 1, name: 'Sunscreen Cream', description: 'SPF 50', price: 5.99 },
  { id: 6, name: 'Lip Scrub', description: 'Sugar scrub', price: 0.99 },
];

function renderGrid(props: Partial<ProductGridProps> = {}) {
  const handlers = { onPageChange: vi.fn(), onSearchChange: vi.fn() };
  render(<ProductGrid products={products} page={1} totalPages={3} search="" {...handlers} {...props} />);
  return handlers;
}

describe('ProductGrid', () => {
  it('has the heading, the search box and the products', () => {
    renderGrid({ cartProductIds: new Set([6]) });
    expect(screen.getByRole('heading', { name: 'Bestselling Products' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunscreen Cream' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Cart' })).toBeInTheDocument();
  });

  it('reports what is typed into the search box', async () => {
    const { onSearchChange } = renderGrid();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'l');
    expect(onSearchChange).toHaveBeenCalledWith('l');
  });

  it("disables Previous on page 1 and shows 'Page X of Y'", async () => {
    const { onPageChange } = renderGrid();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('disables Next when there are no more pages', () => {
    renderGrid({ page: 3 });
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('follows hasMore from the server over the page count', () => {
    renderGrid({ page: 1, totalPages: 3, hasMore: false });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a loading text while fetching, and an empty state', () => {
    renderGrid({ loading: true });
    expect(screen.getByText('Loading products...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sunscreen Cream' })).not.toBeInTheDocument();
  });

  it('shows an empty state when no product matches', () => {
    renderGrid({ products: [] });
    expect(screen.getByText('No products found')).toBeInTheDocument();
  });
});
