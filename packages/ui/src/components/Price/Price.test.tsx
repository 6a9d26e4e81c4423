import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './Price';

describe('Price', () => {
  it('shows dollars with a dollar sign, two decimals and an optional period', () => {
    const { rerender } = render(<Price amount={5.99} />);
    expect(screen.getByText('$5.99')).toBeInTheDocument();
    rerender(<Price amount={29.99} per="/month" />);
    expect(screen.getByText('/month').parentElement).toHaveTextContent('$29.99/month');
    rerender(<Price amount={0} />);
    expect(screen.getByText('$0.00')).toBeInTheDocument();
  });
});
