import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CartList, type CartLine } from './CartList';

const lines: CartLine[] = [
  { id: 11, productId: 2, name: 'Vitamin C Serum', unitPrice: 3.99, quantity: 2 },
  { id: 12, productId: 6, name: 'Lip Scrub', unitPrice: 0.99, quantity: 1 },
];

function renderCart(items = lines) {
  const handlers = { onQuantityChange: vi.fn(), onRemove: vi.fn(), onCheckout: vi.fn() };
  render(<CartList items={items} {...handlers} />);
  return handlers;
}

describe('CartList', () => {
  it('shows unit price, line total and overall total', () => {
    renderCart();
    const serum = screen.getByText('Vitamin C Serum').closest('li');
    if (!serum) throw new Error('no line for the serum');
    expect(within(serum).getByText('$3.99 each')).toBeInTheDocument();
    expect(within(serum).getByText('$7.98')).toBeInTheDocument();
    expect(screen.getByText('$8.97')).toBeInTheDocument();
  });

  it('never lets the minus control go below 1', async () => {
    const { onQuantityChange } = renderCart();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Lip Scrub' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Vitamin C Serum' }));
    expect(onQuantityChange).toHaveBeenCalledWith(lines[0], 1);
  });

  it('never lets the plus control go above 99', () => {
    renderCart([{ ...lines[0]!, quantity: 99 }]);
    expect(screen.getByRole('button', { name: 'Increase quantity of Vitamin C Serum' })).toBeDisabled();
  });

  it('removes a line and checks out', async () => {
    const { onRemove, onCheckout } = renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Lip Scrub' }));
    expect(onRemove).toHaveBeenCalledWith(lines[1]);
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('says so when the cart is empty', () => {
    renderCart([]);
    expect(screen.getByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Checkout' })).not.toBeInTheDocument();
  });

  it('takes a typed quantity, clamped to 99', async () => {
    const { onQuantityChange } = renderCart();
    const field = screen.getByRole('spinbutton', { name: 'Quantity of Lip Scrub' });
    await userEvent.clear(field);
    await userEvent.type(field, '120{Enter}');
    expect(onQuantityChange).toHaveBeenLastCalledWith(lines[1], 99);
  });

  it('adds one with the plus control', async () => {
    const { onQuantityChange } = renderCart();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Lip Scrub' }));
    expect(onQuantityChange).toHaveBeenCalledWith(lines[1], 2);
  });

  it("shows the server's total when given one", () => {
    render(<CartList items={lines} total={10} onQuantityChange={vi.fn()} onRemove={vi.fn()} onCheckout={vi.fn()} />);
    expect(screen.getByText('$10.00')).toBeInTheDocument();
  });

  it('disables the controls of a line with a change on its way, and Checkout while checking out', () => {
    render(
      <CartList items={lines} busyItemIds={new Set([11])} checkingOut onQuantityChange={vi.fn()} onRemove={vi.fn()} onCheckout={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Remove Vitamin C Serum' })).toBeDisabled();
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Vitamin C Serum' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove Lip Scrub' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows each image, with the placeholder when one is missing', () => {
    renderCart();
    expect(screen.getByRole('img', { name: 'Vitamin C Serum' })).toHaveAttribute('data-state', 'failed');
  });
});
