import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTimeline } from './OrderTimeline';

const placedAt = new Date(2026, 0, 5, 14, 30);

describe('OrderTimeline', () => {
  it('lists placed, paid, processing, shipped and delivered, marking the current step', () => {
    render(<OrderTimeline placedAt={placedAt} paymentStatus="paid" paidAt={placedAt} fulfilmentStatus="processing" />);
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.split('Jan')[0])).toEqual([
      'Placed',
      'Paid',
      'Processing',
      'Shipped (not yet)',
      'Delivered (not yet)',
    ]);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('status')).toHaveTextContent('Status: Processing');
  });

  it('shows the carrier and a tracking link once shipped, with the dates', () => {
    render(
      <OrderTimeline
        placedAt={placedAt}
        paymentStatus="paid"
        fulfilmentStatus="shipped"
        carrier="DHL"
        trackingNumber="GH1"
        trackingUrl="https://track.example/GH1"
        events={[{ status: 'shipped', at: new Date(2026, 0, 6, 9, 5) }]}
      />,
    );
    expect(screen.getByText('DHL')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Track GH1/ })).toHaveAttribute('href', 'https://track.example/GH1');
    expect(screen.getByText('Jan 6, 2026, 09:05')).toBeInTheDocument();
    expect(screen.getByText('Jan 5, 2026, 14:30')).toBeInTheDocument();
  });

  it('ends at cancelled and the refund, without the steps that will never come', () => {
    render(
      <OrderTimeline
        placedAt={placedAt}
        paymentStatus="paid"
        fulfilmentStatus="cancelled"
        refunds={[{ amount: 10, reason: 'Order cancelled', createdAt: placedAt }]}
      />,
    );
    expect(screen.queryByText(/Shipped/)).not.toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Status: Refunded $10.00');
  });

  it('stops at a failed payment', () => {
    render(<OrderTimeline placedAt={placedAt} paymentStatus="failed" />);
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
  });
});
