import { billingCycles, packageTypes, type BillingCycle, type PackageType } from '@nyansa/contract';
import { BillingToggle, PlanCard } from '@nyansa/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePricing, type ShopPlan } from '../data/usePricing';
import { useProfile } from '../data/useProfile';
import { useSubscription } from '../data/useSubscription';
import { usePageMeta } from '../seo';
import { loginRedirectPath, useSession } from '../session';

function asPackageType(value: string | null): PackageType | null {
  return packageTypes.find((type) => type === value) ?? null;
}

function asCycle(value: string | null): BillingCycle | null {
  return billingCycles.find((cycle) => cycle === value) ?? null;
}

export default function SubscriptionsPage() {
  usePageMeta(
    'Subscriptions',
    'Compare the Basic, Premium Analysis and AI + Dermatologist plans, monthly or yearly with 10% off.',
  );
  const [params, setParams] = useSearchParams();
  const [cycle, setCycle] = useState<BillingCycle>(asCycle(params.get('cycle')) ?? 'monthly');
  const [busy, setBusy] = useState<PackageType | null>(null);
  const { plans } = usePricing();
  const { signedIn } = useSession();
  const { profile } = useProfile();
  const { activePlan, loading: planLoading, subscribe } = useSubscription();
  const navigate = useNavigate();

  const start = useCallback(
    async (plan: ShopPlan, chosenCycle: BillingCycle) => {
      if (!signedIn) {
        // Login first; the page picks the choice up again from the redirect.
        void navigate(loginRedirectPath(`/subscriptions?plan=${plan.id}&cycle=${chosenCycle}`));
        return;
      }
      if (!profile) return;
      setBusy(plan.id);
      const amount = chosenCycle === 'yearly' ? plan.yearly : plan.monthly;
      await subscribe({ packageType: plan.id, cycle: chosenCycle, amount, email: profile.email });
      setBusy(null);
    },
    [signedIn, profile, navigate, subscribe],
  );

  // Back from login with ?plan: carry on with the plan the shopper chose before signing in.
  const resumed = useRef(false);
  const wanted = asPackageType(params.get('plan'));
  useEffect(() => {
    if (!wanted || !signedIn || !profile || planLoading || resumed.current) return;
    resumed.current = true;
    const plan = plans.find((candidate) => candidate.id === wanted);
    setParams({}, { replace: true });
    // Resuming the shopper's own choice after login is the event this effect stands for; start() marks the plan busy.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (plan && plan.id !== activePlan) void start(plan, cycle);
  }, [wanted, signedIn, profile, planLoading, plans, activePlan, cycle, setParams, start]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col items-center gap-8 px-4 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <h1 className="font-display text-4xl font-semibold">Choose your plan</h1>
        <p className="max-w-2xl text-muted-foreground">
          From everyday shopping to AI skin analysis with certified dermatologists. Pay yearly and save 10%.
        </p>
      </div>
      <BillingToggle value={cycle} onChange={setCycle} />
      <h2 className="sr-only">Plans</h2>
      <div className="grid w-full gap-6 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            cycle={cycle}
            featured={plan.id === 'ai_analysis'}
            current={plan.id === activePlan}
            loading={busy === plan.id}
            // Signed in, the buttons wait for the account's email and its current plan.
            disabled={busy !== null || (signedIn && (!profile || planLoading))}
            onSelect={() => void start(plan, cycle)}
          />
        ))}
      </div>
    </div>
  );
}
