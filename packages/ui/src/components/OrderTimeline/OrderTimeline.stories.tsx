import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { minutesAfter, mobileViewport, secondTheme } from '../../stories/fixtures';
import { OrderTimeline } from './OrderTimeline';

const day = 24 * 60;
const shipped = {
  paymentStatus: 'paid',
  paidAt: minutesAfter(3),
  fulfilmentStatus: 'shipped',
  carrier: 'DHL Express',
  trackingNumber: 'GH123456789',
  trackingUrl: 'https://www.dhl.com/gh-en/home/tracking.html?tracking-id=GH123456789',
  events: [
    { status: 'processing', at: minutesAfter(day) },
    { status: 'shipped', at: minutesAfter(day + 180), note: 'Two parcels' },
  ],
} as const;

const meta = {
  title: 'Shop/OrderTimeline',
  component: OrderTimeline,
  args: { placedAt: minutesAfter(0), paymentStatus: 'pending', className: 'max-w-md' },
} satisfies Meta<typeof OrderTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AwaitingPayment: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Status: Placed');
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Placed');
  },
};
export const Paid: Story = { args: { paymentStatus: 'paid', paidAt: minutesAfter(3) } };
export const Processing: Story = {
  args: { paymentStatus: 'paid', paidAt: minutesAfter(3), fulfilmentStatus: 'processing', events: [{ status: 'processing', at: minutesAfter(day) }] },
};
export const Shipped: Story = {
  args: shipped,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Status: Shipped');
    const current = canvas.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('Shipped');
    await expect(current).toHaveTextContent('DHL Express');
    const link = canvas.getByRole('link', { name: 'Track GH123456789 (opens in a new tab)' });
    await expect(link).toHaveAttribute('href', shipped.trackingUrl);
    await expect(canvas.getByText('Delivered')).toHaveTextContent('Delivered (not yet)');
  },
};
export const Delivered: Story = {
  args: { ...shipped, fulfilmentStatus: 'delivered', events: [...shipped.events, { status: 'delivered', at: minutesAfter(3 * day) }] },
};
export const CancelledAndRefunded: Story = {
  args: {
    paymentStatus: 'paid',
    paidAt: minutesAfter(3),
    fulfilmentStatus: 'cancelled',
    events: [{ status: 'cancelled', at: minutesAfter(60), note: 'Cancelled at the shopper’s request' }],
    refunds: [{ amount: 16.47, reason: 'Order cancelled', createdAt: minutesAfter(61) }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Status: Refunded $16.47');
    await expect(canvas.getByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByText(/Shipped/)).not.toBeInTheDocument();
  },
};
export const PartlyRefunded: Story = {
  args: { ...shipped, fulfilmentStatus: 'delivered', refunds: [{ amount: 1.99, reason: 'Lip balm arrived broken', createdAt: minutesAfter(4 * day) }] },
};
export const PaymentFailed: Story = { args: { paymentStatus: 'failed' } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, args: { ...shipped, className: 'w-full' } };
export const SecondTheme: Story = { ...secondTheme, args: shipped };
