import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyProvider } from '../../lib/currency';
import { BillingToggle, PlanCard, type BillingCycle, type PlanSummary } from './PlanCard';

const ai: PlanSummary = { id: 'ai_analysis', name: 'AI + Dermatologist', monthly: 29.99, yearly: 323.89, features: ['Analysis history'] };
const basic: PlanSummary = { id: 'basic', name: 'Basic', monthly: 0, yearly: 0, features: ['Chat assistant'] };

function PlansPage() {
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  return (
    <>
      <BillingToggle value={cycle} onChange={setCycle} />
      <PlanCard plan={ai} cycle={cycle} />
    </>
  );
}

describe('PlanCard', () => {
  it("shows the price for the cycle and 'Save $X per year' on paid plans", () => {
    render(<PlanCard plan={ai} cycle="monthly" />);
    expect(screen.getByText('$29.99')).toBeInTheDocument();
    expect(screen.getByText('/month')).toBeInTheDocument();
    expect(screen.getByText('Save $35.99 per year')).toBeInTheDocument();
    expect(screen.getByText('Analysis history')).toBeInTheDocument();
  });

  it('shows the price and the saving in the currency of the nearest CurrencyProvider', () => {
    render(
      <CurrencyProvider currency="EUR">
        <PlanCard plan={ai} cycle="monthly" />
      </CurrencyProvider>,
    );
    expect(screen.getByText('€29.99')).toBeInTheDocument();
    expect(screen.getByText('Save €35.99 per year')).toBeInTheDocument();
  });

  it('has no saving note on the free plan', () => {
    render(<PlanCard plan={basic} cycle="monthly" />);
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    expect(screen.queryByText(/per year/)).not.toBeInTheDocument();
  });

  it('marks the current plan and disables its button', () => {
    render(<PlanCard plan={ai} cycle="monthly" current />);
    expect(screen.getAllByText('Current Plan')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it('reports the chosen plan and cycle', async () => {
    const onSelect = vi.fn();
    render(<PlanCard plan={ai} cycle="yearly" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe Now' }));
    expect(onSelect).toHaveBeenCalledWith(ai, 'yearly');
  });

  it('shows the yearly price with the same saving note', () => {
    render(<PlanCard plan={ai} cycle="yearly" />);
    expect(screen.getByText('$323.89')).toBeInTheDocument();
    expect(screen.getByText('/year')).toBeInTheDocument();
    expect(screen.getByText('Save $35.99 per year')).toBeInTheDocument();
  });

  it('names the card after the plan and lists every feature', () => {
    render(<PlanCard plan={{ ...ai, features: ['Analysis history', 'Dermatologist within 24 hours'] }} cycle="monthly" ctaLabel="Upgrade" />);
    const card = screen.getByRole('article', { name: 'AI + Dermatologist plan' });
    expect(card).toHaveTextContent('Dermatologist within 24 hours');
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeEnabled();
  });

  it('is busy while subscribing and can be disabled', () => {
    const { rerender } = render(<PlanCard plan={ai} cycle="monthly" loading />);
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toHaveAttribute('aria-busy', 'true');
    rerender(<PlanCard plan={ai} cycle="monthly" disabled />);
    expect(screen.getByRole('button', { name: 'Subscribe Now' })).toBeDisabled();
  });
});

describe('BillingToggle', () => {
  it("switches between 'Monthly' and 'Yearly (10% off)' prices", async () => {
    render(<PlansPage />);
    const monthly = screen.getByRole('radio', { name: 'Monthly' });
    const yearly = screen.getByRole('radio', { name: 'Yearly (10% off)' });
    expect(monthly).toBeChecked();
    await userEvent.click(yearly);
    expect(yearly).toBeChecked();
    expect(screen.getByText('$323.89')).toBeInTheDocument();
    expect(screen.getByText('/year')).toBeInTheDocument();
    // Clicking the pressed option again keeps the cycle instead of clearing it.
    await userEvent.click(yearly);
    expect(screen.getByText('$323.89')).toBeInTheDocument();
  });

  it('switches the cycle with the keyboard', async () => {
    const onChange = vi.fn();
    render(<BillingToggle value="monthly" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Billing cycle' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Yearly (10% off)' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith('yearly');
  });
});
