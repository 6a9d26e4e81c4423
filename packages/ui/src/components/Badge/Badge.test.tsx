import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';

describe('Badge', () => {
  it('shows a count only above 0', () => {
    const { container, rerender } = render(<Badge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Badge count={3} />);
    expect(screen.getByText('3')).toBeInTheDocument();
    rerender(<Badge count={120} />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('shows its text when it carries no count', () => {
    render(<Badge variant="success">Current Plan</Badge>);
    expect(screen.getByText('Current Plan')).toHaveAttribute('data-slot', 'badge');
  });
});
