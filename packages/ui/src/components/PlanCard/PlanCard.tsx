import { Check } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../../lib/currency';
import { Badge } from '../Badge';
import { Button } from '../Button';

export type BillingCycle = 'monthly' | 'yearly';

export interface PlanSummary {
  id: string;
  name: string;
  /** Price per month, in the currency of the nearest CurrencyProvider. */
  monthly: number;
  /** Price per year. */
  yearly: number;
  features: readonly string[];
  description?: string;
}

export interface PlanCardProps extends Omit<ComponentProps<'article'>, 'children' | 'onSelect'> {
  plan: PlanSummary;
  cycle: BillingCycle;
  /** The plan the user holds now: highlighted, its button disabled. */
  current?: boolean;
  /** Visually emphasised, e.g. the most popular plan. */
  featured?: boolean;
  onSelect?: (plan: PlanSummary, cycle: BillingCycle) => void;
  ctaLabel?: string;
  loading?: boolean;
  disabled?: boolean;
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

export function PlanCard({
  plan,
  cycle,
  current = false,
  featured = false,
  onSelect,
  ctaLabel = 'Subscribe Now',
  loading = false,
  disabled = false,
  className,
  ...props
}: PlanCardProps) {
  const formatPrice = useFormatPrice();
  const paid = plan.monthly > 0;
  const price = cycle === 'yearly' ? plan.yearly : plan.monthly;
  const saving = roundCents(12 * plan.monthly - plan.yearly);
  return (
    <article
      data-slot="plan-card"
      data-current={current || undefined}
      aria-label={`${plan.name} plan`}
      className={cn(
        'relative flex flex-col gap-5 rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-sm',
        featured && 'border-primary shadow-md',
        current && 'ring-2 ring-primary',
        className,
      )}
      {...props}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-display text-xl font-semibold break-words">{plan.name}</h3>
        {current ? <Badge variant="success">Current Plan</Badge> : null}
      </div>
      {plan.description ? <p className="text-sm text-muted-foreground">{plan.description}</p> : null}
      <div className="flex flex-col gap-1">
        <p>
          <span className="font-display text-4xl font-semibold tabular-nums">{formatPrice(price)}</span>
          <span className="text-muted-foreground">{cycle === 'yearly' ? '/year' : '/month'}</span>
        </p>
        {paid && saving > 0 ? (
          <p className="text-sm font-medium text-success">Save {formatPrice(saving)} per year</p>
        ) : null}
      </div>
      <ul className="flex flex-1 flex-col gap-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <Button
        size="lg"
        variant={featured ? 'primary' : 'outline'}
        disabled={disabled || current}
        loading={loading}
        onClick={() => onSelect?.(plan, cycle)}
      >
        {current ? 'Current Plan' : ctaLabel}
      </Button>
    </article>
  );
}

export interface BillingToggleProps extends Omit<ComponentProps<'div'>, 'onChange' | 'dir' | 'defaultValue'> {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

const cycleLabels: Record<BillingCycle, string> = { monthly: 'Monthly', yearly: 'Yearly (10% off)' };

/**
 * The 'Monthly' / 'Yearly (10% off)' switch of the subscriptions page: native radios (arrow keys,
 * focus and screen readers for free) drawn as a segmented control.
 */
export function BillingToggle({ value, onChange, className, ...props }: BillingToggleProps) {
  const name = useId();
  return (
    <div
      data-slot="billing-toggle"
      role="radiogroup"
      aria-label="Billing cycle"
      className={cn('inline-flex items-center gap-1 rounded-full border border-border bg-surface p-1', className)}
      {...props}
    >
      {(['monthly', 'yearly'] as const).map((cycle) => (
        <label key={cycle} className="cursor-pointer">
          <input type="radio" name={name} value={cycle} checked={value === cycle} onChange={() => onChange(cycle)} className="peer sr-only" />
          <span className="block rounded-full px-4 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground peer-checked:bg-primary peer-checked:text-primary-foreground peer-focus-visible:ring-2 peer-focus-visible:ring-ring">
            {cycleLabels[cycle]}
          </span>
        </label>
      ))}
    </div>
  );
}
