import { plans, type BillingCycle, type PackageType } from '@nyansa/contract';
import { formatKes } from '@nyansa/contract/money';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  formatDate,
  Label,
  LoadingState,
  PlanCard,
  RadioGroup,
  RadioGroupItem,
  useCurrency,
  useFormatPrice,
} from '@nyansa/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { usePricing, type ShopPlan } from '../../data/usePricing';
import { useSubscription } from '../../data/useSubscription';

function priceOf(plan: ShopPlan, cycle: BillingCycle): number {
  return cycle === 'yearly' ? plan.yearly : plan.monthly;
}

/**
 * 'Renews or ends on' while active; a cancelled plan runs to the end of its paid period and says
 * so; an inactive one 'Ends on' a date still ahead and 'Ended on' one gone by.
 */
function endText(active: boolean, cancelled: boolean, endDate: string): string {
  const date = formatDate(endDate);
  if (active) return cancelled ? `Active, ends on ${date}, will not renew` : `Renews or ends on ${date}`;
  return `${new Date(endDate).getTime() > Date.now() ? 'Ends on' : 'Ended on'} ${date}`;
}

/**
 * The dashboard's subscription panel: the current plan, cancelling, and the plans to move to.
 * `focusPlan` (back from paying for a plan) moves focus to the current plan once it shows.
 */
export function SubscriptionPanel({ email, focusPlan = false }: { email: string | null; focusPlan?: boolean }) {
  const { subscription, status, activePlan, loading, subscribe, cancel } = useSubscription();
  const { plans: shopPlans, planFor } = usePricing();
  const [cycle, setCycle] = useState<BillingCycle>('monthly');
  const [busy, setBusy] = useState<PackageType | null>(null);
  const radioId = useId();
  const formatPrice = useFormatPrice();
  // The KES approximation is of a dollar price (spec section 9): shown while the shop's prices are in dollars.
  const showKes = useCurrency() === 'USD';

  // Basic holders are offered the two paid plans; paid holders the other plans they could move to.
  const offered = shopPlans.filter((plan) => plan.id !== activePlan && !(activePlan !== null && plan.id === 'basic'));
  const choose = async (plan: ShopPlan) => {
    if (!email) return;
    setBusy(plan.id);
    await subscribe({ packageType: plan.id, cycle, amount: priceOf(plan, cycle), email });
    setBusy(null);
  };

  const currentPlan = subscription ? planFor(subscription.package_type) : null;
  const cancelled = Boolean(subscription?.cancelled_at);
  const planHeading = useRef<HTMLHeadingElement>(null);
  const planShown = Boolean(subscription && currentPlan && !loading);
  useEffect(() => {
    if (focusPlan && planShown) planHeading.current?.focus();
  }, [focusPlan, planShown]);
  const currentCycle = subscription?.billing_cycle ?? 'monthly';

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription</CardTitle>
        {showKes ? <CardDescription>Prices in US dollars, with an approximate amount in Kenyan shillings.</CardDescription> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {loading ? (
          <LoadingState label="Loading your subscription..." className="py-4" />
        ) : subscription && currentPlan ? (
          <section aria-label="Current plan" className="flex flex-col gap-2 rounded-md bg-muted p-4">
            <h3 ref={planHeading} tabIndex={-1} className="flex flex-wrap items-center gap-2 outline-none focus-visible:ring-2 focus-visible:ring-ring">
              <span>
                Current plan: <strong>{currentPlan.name}</strong>
              </span>
              <Badge variant={status === 'active' ? 'success' : 'outline'}>{status === 'active' ? 'Active' : 'Inactive'}</Badge>
            </h3>
            <p className="text-sm text-muted-foreground">
              {formatPrice(priceOf(currentPlan, currentCycle))} {currentCycle === 'yearly' ? 'per year' : 'per month'}
              {showKes ? ` (about ${formatKes(priceOf(currentPlan, currentCycle))})` : null}
            </p>
            {subscription.end_date ? (
              <p className="text-sm text-muted-foreground">{endText(status === 'active', cancelled, subscription.end_date)}</p>
            ) : null}
            {status === 'active' && subscription.package_type !== 'basic' && !cancelled ? (
              <ConfirmDialog
                trigger={
                  <Button variant="danger" size="sm" className="self-start">
                    Cancel Subscription
                  </Button>
                }
                title={`Cancel your ${currentPlan.name} plan?`}
                description={
                  subscription.end_date
                    ? `It is paid until ${formatDate(subscription.end_date)}: you keep its features until then, it will not renew and nothing more is charged.`
                    : 'It will not renew and nothing more is charged.'
                }
                confirmLabel="Cancel Subscription"
                cancelLabel="Keep my plan"
                variant="destructive"
                onConfirm={cancel}
              />
            ) : null}
          </section>
        ) : (
          <p className="text-sm text-muted-foreground">You have no subscription yet.</p>
        )}

        <div className="flex flex-col gap-2">
          <p id={`${radioId}-legend`} className="text-sm font-medium">
            Billing
          </p>
          <RadioGroup
            aria-labelledby={`${radioId}-legend`}
            value={cycle}
            onValueChange={(value) => setCycle(value as BillingCycle)}
            className="flex flex-wrap gap-4"
          >
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${radioId}-monthly`} value="monthly" />
              <Label htmlFor={`${radioId}-monthly`}>Monthly</Label>
            </div>
            <div className="flex items-center gap-2">
              <RadioGroupItem id={`${radioId}-yearly`} value="yearly" />
              <Label htmlFor={`${radioId}-yearly`} className="flex items-center gap-2">
                Yearly <Badge variant="secondary">Save up to 20%</Badge>
              </Label>
            </div>
          </RadioGroup>
        </div>

        <section aria-label={activePlan === 'basic' ? 'Upgrade options' : 'Plans'} className="flex flex-col gap-3">
          <h4 className="font-semibold">{activePlan === 'basic' ? 'Upgrade your plan' : activePlan ? 'Other plans' : 'Choose a plan'}</h4>
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {offered.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={showKes ? { ...plan, description: `About ${formatKes(priceOf(plan, cycle))} ${cycle === 'yearly' ? 'per year' : 'per month'}` } : plan}
                cycle={cycle}
                featured={plan.id === 'ai_analysis'}
                ctaLabel={activePlan === 'basic' ? `Upgrade to ${plans[plan.id].name}` : 'Subscribe Now'}
                loading={busy === plan.id}
                disabled={!email || busy !== null}
                onSelect={() => void choose(plan)}
              />
            ))}
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
