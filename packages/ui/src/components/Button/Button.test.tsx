import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('does not submit its form unless it is a submit button', async () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button>Cancel</Button>
        <Button type="submit">Save</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it('is disabled and marked busy while loading, keeping its label', async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Checkout
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Checkout' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is activated from the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to Cart</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('lends its look to a child link with asChild', () => {
    render(
      <Button asChild variant="outline">
        <a href="/products">Shop</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Shop' });
    expect(link).toHaveAttribute('href', '/products');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('border-input');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
