import { render, screen } from '@testing-library/react';
import { ShoppingCart } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { IconButton } from '../IconButton';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows a count only above 0', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={3} />);
    expect(screen.getByText('3')).toBeInTheDocument();
    rerender(<Badge count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });
});

describe('IconButton', () => {
  it('names the button, with its count only above 0', () => {
    const { rerender } = render(<IconButton label="Cart" icon={<ShoppingCart />} count={0} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    rerender(<IconButton label="Cart" icon={<ShoppingCart />} count={4} />);
    expect(screen.getByRole('button', { name: 'Cart, 4' })).toBeInTheDocument();
  });
});
