import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StockBadge, stockLabel } from './StockBadge';

describe('StockBadge', () => {
  it('says how many are left when stock is low', () => {
    render(<StockBadge status="low_stock" left={3} />);
    expect(screen.getByText('Only 3 left')).toHaveAttribute('data-stock', 'low_stock');
  });

  it('says out of stock, with an icon beside the colour', () => {
    render(<StockBadge status="out_of_stock" />);
    const badge = screen.getByText('Out of stock');
    expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('renders nothing while the product is in stock', () => {
    const { container } = render(<StockBadge status="in_stock" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('says low stock without a count', () => {
    expect(stockLabel('low_stock')).toBe('Low stock');
    expect(stockLabel('low_stock', 1)).toBe('Only 1 left');
    expect(stockLabel('in_stock', 40)).toBeNull();
  });
});
