import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReplyForm } from './ReplyForm';

const products = [
  { id: 1, name: 'Sunscreen Cream' },
  { id: 2, name: 'Vitamin C Serum' },
  { id: 3, name: 'Body Glow' },
  { id: 4, name: 'Pink Lip Balm' },
  { id: 5, name: 'Body Butter' },
  { id: 6, name: 'Lip Scrub' },
  { id: 7, name: 'Full Set' },
];

describe('ReplyForm', () => {
  it('sends the trimmed reply with the products picked', async () => {
    const onSubmit = vi.fn();
    render(<ReplyForm products={products} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), '  Use it every morning.  ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Vitamin C Serum' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunscreen Cream' }));
    expect(screen.getByText('Suggested: Vitamin C Serum, Sunscreen Cream')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(onSubmit).toHaveBeenCalledWith({ reply: 'Use it every morning.', productIds: [2, 1] });
  });

  it('requires a reply, says so, and focuses the field', async () => {
    const onSubmit = vi.fn();
    render(<ReplyForm products={products} onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please write a reply');
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveFocus();
    expect(field).toBeInvalid();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('counts up to 4,000 characters and refuses more without cutting the text', async () => {
    const onSubmit = vi.fn();
    render(<ReplyForm products={products} onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Your reply' });
    expect(field).toHaveAccessibleDescription('4,000 characters left');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(4005));
    expect(field).toHaveAccessibleDescription('5 characters too many');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Reply must be at most 4000 characters');
    expect(field).toHaveValue('a'.repeat(4005));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('finds a product by name in a long catalog, keeping what was picked', async () => {
    render(<ReplyForm products={products} onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Full Set' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Find a product' }), 'lip');
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('li')?.textContent)).toEqual(['Pink Lip Balm', 'Lip Scrub']);
    expect(screen.getByText('Suggested: Full Set')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('searchbox'));
    await userEvent.type(screen.getByRole('searchbox'), 'retinol');
    expect(screen.getByText("No product matches 'retinol'")).toBeInTheDocument();
  });

  it('is busy while sending and keeps everything when sending failed', async () => {
    const { rerender } = render(<ReplyForm products={products} onSubmit={vi.fn()} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your reply' }), 'Sunscreen daily.');
    rerender(<ReplyForm products={products} onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: 'Send Reply' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Full Set' })).toBeDisabled();
    rerender(<ReplyForm products={products} onSubmit={vi.fn()} error="This request was already answered" />);
    expect(screen.getByRole('alert')).toHaveTextContent('This request was already answered');
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Sunscreen daily.');
  });
});
