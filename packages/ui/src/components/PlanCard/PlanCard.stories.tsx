import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { longText, mobileViewport, secondTheme } from '../../stories/fixtures';
import { BillingToggle, PlanCard, type BillingCycle, type PlanSummary } from './PlanCard';

const basic: PlanSummary = {
  id: 'basic',
  name: 'Basic',
  monthly: 0,
  yearly: 0,
  features: ['Browse and buy products', 'Save favorites', 'Chat assistant'],
};
const premium: PlanSummary = {
  id: 'premium',
  name: 'Premium Analysis',
  monthly: 3.99,
  yearly: 43.09,
  features: ['Everything in Basic', 'Personal skin routine', 'Priority support'],
};
const ai: PlanSummary = {
  id: 'ai_analysis',
  name: 'AI + Dermatologist',
  monthly: 29.99,
  yearly: 323.89,
  features: ['AI skin analysis of 47+ parameters', 'Dermatologist answers within 24 hours', 'Analysis history'],
};

const meta = {
  title: 'Shop/PlanCard',
  component: PlanCard,
  args: { plan: ai, cycle: 'monthly', onSelect: fn(), className: 'w-80' },
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Monthly: Story = {};
export const Yearly: Story = { args: { cycle: 'yearly' } };
export const FreePlan: Story = { args: { plan: basic } };
export const CurrentPlan: Story = { args: { plan: premium, current: true } };
export const Featured: Story = { args: { featured: true } };
export const Loading: Story = { args: { loading: true } };
export const Disabled: Story = { args: { disabled: true } };
export const LongText: Story = { args: { plan: { ...premium, name: longText, features: [longText, 'Priority support'] } } };

function PlansPage({ initial }: { initial: BillingCycle }) {
  const [cycle, setCycle] = useState<BillingCycle>(initial);
  return (
    <div className="flex flex-col items-center gap-6">
      <BillingToggle value={cycle} onChange={setCycle} />
      <div className="grid w-full gap-6 md:grid-cols-3">
        <PlanCard plan={basic} cycle={cycle} current />
        <PlanCard plan={premium} cycle={cycle} />
        <PlanCard plan={ai} cycle={cycle} featured />
      </div>
    </div>
  );
}

export const WithBillingToggle: Story = { render: () => <PlansPage initial="monthly" /> };
export const WithBillingToggleYearly: Story = { render: () => <PlansPage initial="yearly" /> };
export const MobileWidth: Story = { tags: ['mobile'], globals: mobileViewport, render: () => <PlansPage initial="yearly" /> };
export const SecondTheme: Story = { ...secondTheme, render: () => <PlansPage initial="monthly" /> };
