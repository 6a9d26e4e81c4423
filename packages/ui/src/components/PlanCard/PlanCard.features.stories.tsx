import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { BillingToggle, PlanCard, type BillingCycle, type PlanCardProps, type PlanSummary } from './PlanCard';

const basic: PlanSummary = { id: 'basic', name: 'Basic', monthly: 0, yearly: 0, features: ['Browse and buy products'] };
const ai: PlanSummary = {
  id: 'ai_analysis',
  name: 'AI + Dermatologist',
  monthly: 29.99,
  yearly: 323.89,
  features: ['AI skin analysis of 47+ parameters'],
};

function Plans({ onSelect }: Pick<PlanCardProps, 'onSelect'>) {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <div className="flex flex-col items-center gap-6">
      <BillingToggle value={cycle} onChange={setCycle} />
      <div className="grid w-full gap-6 md:grid-cols-2">
        <PlanCard plan={basic} cycle={cycle} current />
        <PlanCard plan={ai} cycle={cycle} onSelect={onSelect} />
      </div>
    </div>
  );
}

const meta = {
  title: 'Shop/PlanCard/Features',
  component: PlanCard,
  args: { plan: ai, cycle: 'monthly', onSelect: fn() },
  render: (args) => <Plans onSelect={args.onSelect} />,
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MonthlyAndYearly: Story = {
  play: async ({ canvas, userEvent }) => {
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    const yearly = canvas.getByRole('radio', { name: 'Yearly (10% off)' });
    const card = within(canvas.getByRole('article', { name: 'AI + Dermatologist plan' }));
    await expect(monthly).toBeChecked();
    await expect(card.getByText('$29.99')).toBeVisible();
    await expect(card.getByText('/month')).toBeVisible();
    await userEvent.click(canvas.getByText('Yearly (10% off)'));
    await expect(yearly).toBeChecked();
    await expect(card.getByText('$323.89')).toBeVisible();
    await expect(card.getByText('/year')).toBeVisible();
    // Arrow keys move between the two cycles, as native radios do.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(monthly).toBeChecked();
  },
};

export const SaveOnPaidPlansOnly: Story = {
  play: async ({ canvas }) => {
    // 12 x $29.99 - $323.89 = $35.99
    await expect(within(canvas.getByRole('article', { name: 'AI + Dermatologist plan' })).getByText('Save $35.99 per year')).toBeVisible();
    await expect(within(canvas.getByRole('article', { name: 'Basic plan' })).queryByText(/^Save/)).not.toBeInTheDocument();
  },
};

export const ChoosingAPlan: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const card = within(canvas.getByRole('article', { name: 'AI + Dermatologist plan' }));
    await userEvent.click(card.getByRole('button'));
    await expect(args.onSelect).toHaveBeenCalledWith(ai, 'monthly');
    await userEvent.click(canvas.getByText('Yearly (10% off)'));
    await userEvent.click(card.getByRole('button'));
    await expect(args.onSelect).toHaveBeenLastCalledWith(ai, 'yearly');
  },
};
