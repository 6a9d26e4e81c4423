import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { placeholderImage } from '../ImageWithFallback';
import { ProductCard } from './ProductCard';
import { productCardImageSizes } from './imageSizes';

const serum = { id: 2, name: 'Vitamin C Serum', description: 'Brightening serum.', price: 3.99, imageUrl: '/images/serum.png' };

describe('ProductCard', () => {
  it('offers the browser the photo at several widths, sized as a grid card', () => {
    const srcSet = '/images/serum.png?w=200 200w, /images/serum.png?w=400 400w';
    const { rerender } = render(<ProductCard product={{ ...serum, imageSrcSet: srcSet }} lazyImage={false} />);
    const image = screen.getByRole('img', { name: 'Vitamin C Serum' });
    expect(image).toHaveAttribute('src', '/images/serum.png');
    expect(image).toHaveAttribute('srcset', srcSet);
    expect(image).toHaveAttribute('sizes', productCardImageSizes);
    rerender(<ProductCard product={{ ...serum, imageSrcSet: srcSet }} imageSizes="50vw" />);
    expect(screen.getByRole('img', { name: 'Vitamin C Serum' })).toHaveAttribute('sizes', '50vw');
  });

  it('shows name, description and price with a dollar sign', () => {
    render(<ProductCard product={serum} />);
    expect(screen.getByRole('heading', { name: 'Vitamin C Serum' })).toBeInTheDocument();
    expect(screen.getByText('Brightening serum.')).toBeInTheDocument();
    expect(screen.getByText('$3.99')).toBeInTheDocument();
  });

  it('shows the average rating and count when the product has reviews, nothing without', () => {
    const { rerender } = render(<ProductCard product={{ ...serum, rating: { average: 4.5, count: 12 } }} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars, 12 reviews' })).toBeInTheDocument();
    rerender(<ProductCard product={{ ...serum, rating: null }} />);
    expect(screen.queryByRole('img', { name: /out of 5 stars/ })).not.toBeInTheDocument();
  });

  it("says 'Add to Cart', or 'Update Cart' with a visible mark when the item is in the cart", () => {
    const { rerender } = render(<ProductCard product={serum} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByText('In cart')).not.toBeInTheDocument();
    rerender(<ProductCard product={serum} cartQuantity={1} />);
    expect(screen.getByRole('button', { name: 'Update Cart' })).toBeInTheDocument();
    expect(screen.getByText('In cart')).toBeInTheDocument();
  });

  it('announces the favorite state as pressed and reports toggles', async () => {
    const onToggleFavorite = vi.fn();
    const { rerender } = render(<ProductCard product={serum} onToggleFavorite={onToggleFavorite} />);
    const heart = screen.getByRole('button', { name: 'Favorite Vitamin C Serum' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(onToggleFavorite).toHaveBeenCalledWith(serum);
    rerender(<ProductCard product={serum} isFavorite onToggleFavorite={onToggleFavorite} />);
    expect(screen.getByRole('button', { name: 'Favorite Vitamin C Serum' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('adds the chosen quantity, clamped to 99', async () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={serum} onAddToCart={onAddToCart} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '250');
    fireEvent.blur(quantity);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(serum, 99);
  });

  it('leaves its image to the browser to load lazily, or at once on the first screen, and shows a placeholder when it fails', () => {
    const { rerender } = render(<ProductCard product={serum} />);
    const image = screen.getByRole('img', { name: 'Vitamin C Serum' });
    expect(image).toHaveAttribute('src', '/images/serum.png');
    expect(image).toHaveAttribute('loading', 'lazy');
    rerender(<ProductCard product={serum} lazyImage={false} />);
    expect(image).toHaveAttribute('loading', 'eager');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', placeholderImage);
  });

  it('clamps a quantity below 1 to 1, confirmed with Enter', async () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={serum} onAddToCart={onAddToCart} />);
    const quantity = screen.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' });
    expect(quantity).toHaveAttribute('min', '1');
    expect(quantity).toHaveAttribute('max', '99');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '0{Enter}');
    expect(quantity).toHaveValue(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(serum, 1);
  });

  it('shows the quantity in the cart, kept within 1..99, and follows it when the cart changes', async () => {
    const onAddToCart = vi.fn();
    const { rerender } = render(<ProductCard product={serum} cartQuantity={3} onAddToCart={onAddToCart} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(3);
    await userEvent.click(screen.getByRole('button', { name: 'Update Cart' }));
    expect(onAddToCart).toHaveBeenCalledWith(serum, 3);
    rerender(<ProductCard product={serum} cartQuantity={5} onAddToCart={onAddToCart} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(5);
    rerender(<ProductCard product={serum} cartQuantity={500} onAddToCart={onAddToCart} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(99);
    rerender(<ProductCard product={serum} cartQuantity={0} onAddToCart={onAddToCart} />);
    expect(screen.getByRole('spinbutton')).toHaveValue(1);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('marks a favorite visibly and for assistive technology', () => {
    render(<ProductCard product={serum} isFavorite cartQuantity={2} />);
    const card = screen.getByRole('article', { name: 'Vitamin C Serum' });
    expect(card).toHaveAttribute('data-favorite', 'true');
    expect(card).toHaveAttribute('data-in-cart', 'true');
  });

  it('is busy while adding and inert when disabled', async () => {
    const onAddToCart = vi.fn();
    const onToggleFavorite = vi.fn();
    const { rerender } = render(<ProductCard product={serum} adding onAddToCart={onAddToCart} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    rerender(<ProductCard product={serum} disabled onAddToCart={onAddToCart} onToggleFavorite={onToggleFavorite} />);
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Favorite Vitamin C Serum' })).toBeDisabled();
    expect(screen.getByRole('spinbutton')).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it("links the name to the product's page, a real link that opens in a new tab too", () => {
    render(<ProductCard product={serum} href="/products/2" />);
    const link = screen.getByRole('link', { name: 'Vitamin C Serum' });
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '/products/2');
    expect(screen.queryByRole('button', { name: 'Vitamin C Serum' })).not.toBeInTheDocument();
  });

  it("renders that link with the app's router link when given", async () => {
    const follow = vi.fn();
    render(
      <ProductCard
        product={serum}
        href="/products/2"
        renderLink={({ href, children, ...props }) => (
          <a href={href} {...props} data-router="yes" onClick={(event) => (event.preventDefault(), follow(href))}>
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Vitamin C Serum' });
    expect(link).toHaveAttribute('data-router', 'yes');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(follow).toHaveBeenCalledWith('/products/2');
  });

  it('disables Add to Cart when out of stock and says so, while the heart still works', async () => {
    const onAddToCart = vi.fn();
    const onToggleFavorite = vi.fn();
    const soldOut = { ...serum, stock: { status: 'out_of_stock' as const } };
    render(<ProductCard product={soldOut} onAddToCart={onAddToCart} onToggleFavorite={onToggleFavorite} />);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Favorite Vitamin C Serum' }));
    expect(onToggleFavorite).toHaveBeenCalledWith(soldOut);
    expect(onAddToCart).not.toHaveBeenCalled();
  });

  it("shows 'Only 3 left' when stock is low and still adds", async () => {
    const onAddToCart = vi.fn();
    render(<ProductCard product={{ ...serum, stock: { status: 'low_stock', left: 3 } }} onAddToCart={onAddToCart} />);
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(onAddToCart).toHaveBeenCalledOnce();
  });
});
