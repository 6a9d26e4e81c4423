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
    renderGrid({ cartQuantities: new Map([[6, 4]]) });
    expect(screen.getByRole('heading', { name: 'Bestselling Products' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search products...')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sunscreen Cream' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Cart' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' })).toHaveValue(4);
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Sunscreen Cream' })).toHaveValue(1);
  });

  it('loads the images of the first cards at once and leaves the rest to lazy loading', () => {
    renderGrid({ eagerImages: 1 });
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', ...images.slice(1).map(() => 'lazy')]);
  });

  it('reports what is typed into the search box', async () => {
    const { onSearchChange } = renderGrid();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search products' }), 'l');
    expect(onSearchChange).toHaveBeenCalledWith('l');
  });

  it("disables Previous on page 1 and shows 'Page X of Y'", async () => {
    const { onPageChange } = renderGrid();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it("says 'More than N products' and 'Page X of at least Y' when the matches were too many to count", () => {
    renderGrid({ totalPages: 834, uncountedTotal: 10_000 });
    expect(screen.getByText('More than 10,000 products')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of at least 834')).toBeInTheDocument();
  });

  it("offers 'Did you mean' as a link under an empty search result", () => {
    renderGrid({ products: [], search: 'sunscrean', didYouMean: { search: 'sunscreen', href: '/products?search=sunscreen' } });
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'sunscreen' })).toHaveAttribute('href', '/products?search=sunscreen');
    expect(screen.getByText(/Did you mean/)).toHaveTextContent('Did you mean sunscreen?');
  });

  it('opens a suggested product from the search box', async () => {
    const onSelectSuggestedProduct = vi.fn();
    const suggested = { id: 1, name: 'Sunscreen Cream', price: 5.99 };
    renderGrid({ search: 'sun', searchSuggestions: { products: [suggested], categories: [] }, onSelectSuggestedProduct });
    await userEvent.click(screen.getByRole('combobox', { name: 'Search products' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelectSuggestedProduct).toHaveBeenCalledWith(suggested);
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

  it('goes back a page with Previous', async () => {
    const { onPageChange } = renderGrid({ page: 2 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('disables paging while fetching', () => {
    renderGrid({ page: 2, loading: true });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("reads 'Page 1 of 1' with both buttons disabled when there are no pages", () => {
    renderGrid({ products: [], totalPages: 0 });
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows a notice above the grid, e.g. when sample products stand in', () => {
    renderGrid({ error: 'Server error while fetching products' });
    expect(screen.getByRole('status')).toHaveTextContent('Server error while fetching products');
    expect(screen.getByRole('heading', { name: 'Sunscreen Cream' })).toBeInTheDocument();
  });

  it('marks favorites and passes card actions through', async () => {
    const onToggleFavorite = vi.fn();
    const onAddToCart = vi.fn();
    renderGrid({ favoriteIds: new Set([1]), onToggleFavorite, onAddToCart, productHref: (product) => `/products/${product.id}` });
    expect(screen.getByRole('button', { name: 'Favorite Sunscreen Cream' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Favorite Lip Scrub' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Favorite Lip Scrub' }));
    expect(onToggleFavorite).toHaveBeenCalledWith(products[1]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Add to Cart' })[0]!);
    expect(onAddToCart).toHaveBeenCalledWith(products[0], 1);
    expect(screen.getByRole('link', { name: 'Lip Scrub' })).toHaveAttribute('href', `/products/${products[1]!.id}`);
  });

  it('lays the products out in up to 4 columns, fewer on small screens', () => {
    renderGrid();
    const grid = screen.getAllByRole('list').find((list) => list.tagName === 'UL');
    expect(grid?.className).toMatch(/(^| )grid-cols-1( |$)/);
    expect(grid?.className).toContain('lg:grid-cols-4');
  });
});
