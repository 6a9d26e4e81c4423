import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeliveryOptions, deliveryFeeFor, formatEstimate } from './DeliveryOptions';
import { accraOptions } from './fixtures';

const [home, osu] = accraOptions as [(typeof accraOptions)[0], (typeof accraOptions)[0]];

describe('DeliveryOptions', () => {
  it('shows home delivery with its fee and estimate, and pickup points with address and hours', () => {
    render(<DeliveryOptions options={accraOptions} value={null} onChange={() => {}} itemsTotal={10} />);
    expect(screen.getByRole('radiogroup', { name: 'Delivery option' })).toBeInTheDocument();
    expect(screen.getByText('$4.50')).toBeInTheDocument();
    expect(screen.getByText('Arrives in 2-4 days')).toBeInTheDocument();
    expect(screen.getByText('12 Oxford Street, Osu, Accra')).toBeInTheDocument();
    expect(screen.getByText('Open Mon-Sat 9:00-18:00')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
  });

  it("says 'Free' once the items reach the free-over threshold", () => {
    render(<DeliveryOptions options={[home]} value={null} onChange={() => {}} itemsTotal={50} />);
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.queryByText('$4.50')).not.toBeInTheDocument();
  });

  it('reports the chosen option', async () => {
    const onChange = vi.fn();
    render(<DeliveryOptions options={accraOptions} value={null} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Nyansa Osu shop' }));
    expect(onChange).toHaveBeenCalledWith(osu);
  });

  it('shows a refusal as an alert tied to the group, and an empty state', () => {
    const { rerender } = render(<DeliveryOptions options={accraOptions} value="1" onChange={() => {}} error="Not served" />);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Not served');
    rerender(<DeliveryOptions options={[]} value={null} onChange={() => {}} />);
    expect(screen.getByText('No delivery option serves this address yet.')).toBeInTheDocument();
  });
});

describe('deliveryFeeFor and formatEstimate', () => {
  it('charges the fee below the threshold and nothing at or above it', () => {
    expect(deliveryFeeFor(home, 49.99)).toBe(4.5);
    expect(deliveryFeeFor(home, 50)).toBe(0);
    expect(deliveryFeeFor(home)).toBe(4.5);
    expect(deliveryFeeFor(osu, 1)).toBe(0);
  });

  it('writes estimates in days', () => {
    expect(formatEstimate([2, 4])).toBe('2-4 days');
    expect(formatEstimate([1, 1])).toBe('1 day');
    expect(formatEstimate([0, 0])).toBe('Same day');
  });
});
