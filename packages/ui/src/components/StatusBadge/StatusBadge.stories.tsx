import type { Meta, StoryObj } from '@storybook/react-vite';
import { mobileViewport, secondTheme } from '../../stories/fixtures';
import { ConsultationStatusBadge, OrderStatusBadge, type ConsultationStatus, type OrderStatus } from './StatusBadge';

const orderStatusList: OrderStatus[] = ['pending', 'paid', 'failed', 'cancelled'];
const consultationStatusList: ConsultationStatus[] = ['open', 'claimed', 'answered', 'overdue'];

const meta = {
  title: 'Back office/StatusBadge',
  component: OrderStatusBadge,
  args: { status: 'paid' },
} satisfies Meta<typeof OrderStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

function AllStatuses() {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-2">
        {orderStatusList.map((status) => (
          <OrderStatusBadge key={status} status={status} />
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        {consultationStatusList.map((status) => (
          <ConsultationStatusBadge key={status} status={status} />
        ))}
      </div>
    </div>
  );
}

export const Paid: Story = {};
export const Pending: Story = { args: { status: 'pending' } };
export const OrderStatuses: Story = { render: () => <AllStatuses /> };
export const OtherWords: Story = { args: { status: 'cancelled', labels: { cancelled: 'Cancelled by the shopper before payment' } } };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, render: () => <AllStatuses /> };
export const SecondTheme: Story = { ...secondTheme, render: () => <AllStatuses /> };
