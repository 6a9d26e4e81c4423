import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsultationStatusBadge, OrderStatusBadge } from './StatusBadge';

describe('OrderStatusBadge', () => {
  it.each([
    ['pending', 'Pending'],
    ['paid', 'Paid'],
    ['failed', 'Failed'],
    ['cancelled', 'Cancelled'],
  ] as const)('says %s in words, with an icon beside the colour', (status, label) => {
    render(<OrderStatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-status', status);
    expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('takes other words for a status', () => {
    render(<OrderStatusBadge status="failed" labels={{ failed: 'Payment failed' }} />);
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
  });

  it('draws each status differently', () => {
    render(
      <>
        <OrderStatusBadge status="paid" />
        <OrderStatusBadge status="failed" />
      </>,
    );
    expect(screen.getByText('Paid').className).not.toBe(screen.getByText('Failed').className);
  });
});

describe('ConsultationStatusBadge', () => {
  it.each([
    ['open', 'Open'],
    ['claimed', 'Claimed'],
    ['answered', 'Answered'],
    ['overdue', 'Overdue'],
  ] as const)('says %s in words', (status, label) => {
    render(<ConsultationStatusBadge status={status} />);
    expect(screen.getByText(label)).toHaveAttribute('data-status', status);
  });
});
