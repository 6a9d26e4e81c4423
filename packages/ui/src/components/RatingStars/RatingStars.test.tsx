import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RatingInput } from './RatingInput';
import { RatingStars, ratingText } from './RatingStars';

describe('RatingStars', () => {
  it('says the rating in one accessible text and shows the number and count', () => {
    render(<RatingStars average={4.5} count={12} />);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars, 12 reviews' })).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('(12)', { exact: false })).toBeInTheDocument();
  });

  it('fills the stars to the average, kept within 0..5', () => {
    const { rerender } = render(<RatingStars average={3.5} />);
    const filled = () => screen.getByRole('img').lastElementChild as HTMLElement;
    expect(filled().style.width).toBe('70%');
    rerender(<RatingStars average={7} />);
    expect(filled().style.width).toBe('100%');
    expect(screen.getByRole('img', { name: '5.0 out of 5 stars' })).toBeInTheDocument();
  });

  it('says when there are no reviews yet', () => {
    render(<RatingStars average={0} count={0} />);
    expect(screen.getByRole('img', { name: 'No reviews yet' })).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('words the count in the singular for one review', () => {
    expect(ratingText(4, 1)).toBe('4.0 out of 5 stars, 1 review');
  });
});

function Choose({ onChange }: { onChange: (rating: number) => void }) {
  const [rating, setRating] = useState<number | null>(null);
  return (
    <RatingInput
      aria-label="Your rating"
      value={rating}
      onChange={(next) => {
        setRating(next);
        onChange(next);
      }}
    />
  );
}

describe('RatingInput', () => {
  it('offers 1 to 5 stars as radios in a named group, chosen by click', async () => {
    const onChange = vi.fn();
    render(<Choose onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Your rating' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual(['1 star', '2 stars', '3 stars', '4 stars', '5 stars']);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('is operable from the keyboard: Tab in, arrows to change', async () => {
    const onChange = vi.fn();
    render(<Choose onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(1);
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    await userEvent.keyboard('{ArrowRight>}');
    await userEvent.keyboard('{/ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();
  });
});
