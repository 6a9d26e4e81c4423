import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrencyProvider } from '../../lib/currency';
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

  it('shows the currency of the nearest CurrencyProvider', () => {
    const { container } = render(
      <CurrencyProvider currency="KES">
        <Price amount={1234.5} />
      </CurrencyProvider>,
    );
    // A no-break space keeps the code with the amount.
    expect(container.textContent).toBe('KES\u00a01,234.50');
  });
});
