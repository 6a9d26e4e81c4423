import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShoppingCart } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('names the button, with its count only above 0', () => {
    const { rerender } = render(<IconButton label="Cart" icon={<ShoppingCart />} count={0} />);
    expect(screen.getByRole('button', { name: 'Cart' })).toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    rerender(<IconButton label="Cart" icon={<ShoppingCart />} count={4} />);
    expect(screen.getByRole('button', { name: 'Cart, 4' })).toBeInTheDocument();
  });

  it('shows 99+ above 99, has a tooltip title and reports clicks', async () => {
    const onClick = vi.fn();
    render(<IconButton label="Favorites" icon={<ShoppingCart />} count={150} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Favorites, 99+' });
    expect(button).toHaveAttribute('title', 'Favorites');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });
});
