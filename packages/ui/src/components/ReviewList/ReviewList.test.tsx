import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewList, type Review } from './ReviewList';

const reviews: Review[] = [
  { id: 2, rating: 5, authorName: 'Ama M.', createdAt: new Date(2026, 0, 5, 12), text: 'No white cast.\nLovely.' },
  { id: 1, rating: 3, authorName: 'Kofi B.', createdAt: '2026-01-03T12:00:00.000Z', text: '' },
];

describe('ReviewList', () => {
  it('lists each review with author, date, rating and text, under the summary', () => {
    render(<ReviewList reviews={reviews} summary={{ average: 4, count: 2 }} page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.0 out of 5 stars, 2 reviews' })).toBeInTheDocument();
    const first = screen.getByRole('article', { name: 'Review by Ama M.' });
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeInTheDocument();
    expect(within(first).getByText('Jan 5, 2026')).toHaveAttribute('datetime');
    expect(within(first).getByText(/No white cast/)).toHaveTextContent('No white cast. Lovely.');
    expect(screen.getByRole('article', { name: 'Review by Kofi B.' })).toHaveTextContent('Kofi B.Jan 3, 2026');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows review text as text', () => {
    const { container } = render(
      <ReviewList reviews={[{ ...reviews[0]!, text: '<script>alert(1)</script>' }]} page={1} pageCount={1} onPageChange={vi.fn()} />,
    );
    expect(screen.getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
  });

  it('pages with Previous and Next, each disabled at its end', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<ReviewList reviews={reviews} page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('navigation', { name: 'Review pages' })).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<ReviewList reviews={reviews} page={3} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it('marks the shopper’s own review and gives each review its actions', async () => {
    const onHide = vi.fn();
    render(
      <ReviewList
        reviews={reviews}
        ownReviewId={1}
        page={1}
        pageCount={1}
        onPageChange={vi.fn()}
        renderActions={(review) => (
          <button type="button" onClick={() => onHide(review.id)}>
            Hide review by {review.authorName}
          </button>
        )}
      />,
    );
    expect(within(screen.getByRole('article', { name: 'Review by Kofi B.' })).getByText('Your review')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hide review by Ama M.' }));
    expect(onHide).toHaveBeenCalledWith(2);
  });

  it('has empty, loading and error states', () => {
    const { rerender } = render(<ReviewList reviews={[]} page={1} pageCount={0} onPageChange={vi.fn()} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    rerender(<ReviewList reviews={[]} loading page={1} pageCount={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews...');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    rerender(<ReviewList reviews={[]} error="Could not load reviews" page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load reviews');
  });
});
