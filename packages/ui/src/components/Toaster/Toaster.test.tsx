import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Toaster, type ToastItem } from './Toaster';

const toasts: ToastItem[] = [
  { id: 'a', type: 'success', message: 'Cart updated' },
  { id: 'b', type: 'error', message: 'Failed to add item to cart' },
  { id: 'c', type: 'loading', message: 'Processing payment...' },
];

describe('Toaster', () => {
  it('announces errors assertively and other toasts politely, oldest first', () => {
    render(<Toaster toasts={toasts} />);
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to add item to cart');
    expect(screen.getAllByRole('status').map((toast) => toast.textContent)).toEqual(['Cart updated', 'Processing payment...']);
  });

  it('dismisses a toast by id when asked to', async () => {
    const onDismiss = vi.fn();
    render(<Toaster toasts={toasts.slice(0, 1)} onDismiss={onDismiss} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });

  it('offers no dismiss button without a handler, and an empty region without toasts', () => {
    const { rerender } = render(<Toaster toasts={toasts.slice(0, 1)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    rerender(<Toaster toasts={[]} />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeEmptyDOMElement();
  });
});
