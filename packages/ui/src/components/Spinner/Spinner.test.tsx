import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingState, Skeleton, Spinner } from './Spinner';

describe('loading states', () => {
  it('a spinner is a status named for screen readers', () => {
    render(<Spinner label="Saving" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving');
  });

  it('a loading section shows its text', () => {
    render(<LoadingState label="Loading products..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    expect(screen.getByText('Loading products...')).not.toHaveClass('sr-only');
  });

  it('a skeleton is hidden from screen readers', () => {
    const { container } = render(<Skeleton className="h-4" />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
