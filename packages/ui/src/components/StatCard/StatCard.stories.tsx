import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banknote, ShoppingBag, Stethoscope, Users } from 'lucide-react';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { StatCard } from './StatCard';

const meta = {
  title: 'Back office/StatCard',
  component: StatCard,
  args: { label: 'Orders today', value: '24', icon: <ShoppingBag />, className: 'w-72' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Rising: Story = {
  args: { label: 'Revenue, 7 days', value: '$3,480.20', icon: <Banknote />, change: { text: '+12% on the 7 days before', direction: 'up', tone: 'positive' } },
};
export const BadNews: Story = {
  args: { label: 'Overdue requests', value: '3', icon: <Stethoscope />, change: { text: '2 more than yesterday', direction: 'up', tone: 'negative' } },
};
export const Falling: Story = { args: { change: { text: '-4 on yesterday', direction: 'down', tone: 'negative' } } };
export const Flat: Story = { args: { value: '0', change: { text: 'Same as yesterday', direction: 'flat' }, hint: 'since midnight' } };
export const WithoutIcon: Story = { args: { icon: undefined, hint: 'last 30 days' } };
export const Loading: Story = { args: { loading: true } };
export const LongText: Story = { args: { label: longText, value: '1,204,880', hint: longText } };
export const Overview: Story = {
  render: () => (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard label="Orders today" value="24" icon={<ShoppingBag />} change={{ text: '+6 on yesterday', direction: 'up', tone: 'positive' }} />
      <StatCard label="Revenue today" value="$412.75" icon={<Banknote />} />
      <StatCard label="Active subscriptions" value="138" icon={<Users />} hint="AI + Dermatologist: 41" />
      <StatCard label="Overdue requests" value="3" icon={<Stethoscope />} change={{ text: '2 more than yesterday', direction: 'up', tone: 'negative' }} />
    </div>
  ),
};
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, render: Overview.render };
export const SecondTheme: Story = { ...secondTheme, render: Overview.render };
