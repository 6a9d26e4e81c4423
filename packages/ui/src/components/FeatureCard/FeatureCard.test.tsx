import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeatureCard } from './FeatureCard';

describe('FeatureCard', () => {
  it('shows a titled card with a decorative icon', () => {
    render(<FeatureCard icon={<svg data-testid="icon" />} title="47+ skin parameters" description="Measured from one photo." />);
    expect(screen.getByRole('heading', { name: '47+ skin parameters' })).toBeInTheDocument();
    expect(screen.getByText('Measured from one photo.')).toBeInTheDocument();
    expect(screen.getByTestId('icon').parentElement).toHaveAttribute('aria-hidden', 'true');
  });
});
