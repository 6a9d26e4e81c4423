import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RenderLink } from '../../lib/link';
import type { ProductSummary } from '../../types';
import { RecentlyViewedStrip } from './RecentlyViewedStrip';

const products: ProductSummary[] = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `Product ${index + 1}`,
  description: '',
  price: index + 0.99,
  imageUrl: `/images/${index + 1}.png`,
}));

describe('RecentlyViewedStrip', () => {
  it('shows at most 8 products, each a link with its name and price', () => {
    render(<RecentlyViewedStrip products={products} />);
    const strip = screen.getByRole('region', { name: 'Recently viewed' });
    const links = within(strip).getAllByRole('link');
    expect(links).toHaveLength(8);
    expect(links[0]).toHaveAttribute('href', '/products/1');
    expect(links[0]).toHaveAccessibleName('Product 1 $0.99');
  });

  it('loads its pictures lazily, as decoration of the named link', () => {
    render(<RecentlyViewedStrip products={products.slice(0, 1)} />);
    const image = screen.getByRole('link').querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('alt', '');
  });

  it('loads its pictures at once when it sits on the first screen', () => {
    render(<RecentlyViewedStrip products={products.slice(0, 1)} lazyImages={false} />);
    expect(screen.getByRole('link').querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('renders links through the app and to the address it gives', () => {
    const renderLink: RenderLink = ({ href, children, className }) => (
      <a href={`#${href}`} className={className}>
        {children}
      </a>
    );
    render(<RecentlyViewedStrip products={products.slice(0, 2)} renderLink={renderLink} hrefFor={(product) => `/p/${product.id}`} max={1} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['#/p/1']);
  });

  it('shows nothing when nothing was viewed', () => {
    const { container } = render(<RecentlyViewedStrip products={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
