import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewForm } from './ReviewForm';

describe('ReviewForm', () => {
  it('sends the rating and the trimmed text', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm onSubmit={onSubmit} />);
    expect(screen.getByRole('form', { name: 'Write a review' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), '  Soft and light.  ');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Soft and light.' });
  });

  it('sends a rating without words', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 5, text: '' });
  });

  it('asks for a rating first and takes the shopper to it', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Your review (optional)' }), 'Nice.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose a rating');
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toHaveAccessibleDescription('Please choose a rating');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts to 2,000 characters and refuses more without losing the text', async () => {
    const onSubmit = vi.fn();
    render(<ReviewForm initial={{ rating: 4, text: 'x'.repeat(1990) }} onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: 'Your review (optional)' });
    expect(field).toHaveAccessibleDescription('10 characters left');
    await userEvent.type(field, ' and more!!');
    expect(field).toHaveAccessibleDescription('1 character too many');
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Review must be at most 2000 characters');
    expect(field).toHaveFocus();
    expect(field).toHaveValue(`${'x'.repeat(1990)} and more!!`);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('edits a sent review: its rating and text filled in, Update and Cancel', async () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    render(<ReviewForm initial={{ rating: 2, text: 'Too greasy.' }} onSubmit={onSubmit} onCancel={onCancel} />);
    expect(screen.getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(screen.getByRole('textbox')).toHaveValue('Too greasy.');
    await userEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Review' }));
    expect(onSubmit).toHaveBeenCalledWith({ rating: 3, text: 'Too greasy.' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });

  it('is busy while sending and shows why sending failed, keeping what was written', () => {
    const { rerender } = render(<ReviewForm initial={{ rating: 2, text: 'Too greasy.' }} onSubmit={vi.fn()} pending />);
    expect(screen.getByRole('button', { name: 'Update Review' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('textbox')).toBeDisabled();
    rerender(<ReviewForm initial={{ rating: 2, text: 'Too greasy.' }} onSubmit={vi.fn()} error="Only customers who bought this product can review it" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Only customers who bought this product can review it');
    expect(screen.getByRole('textbox')).toHaveValue('Too greasy.');
  });
});
