import { hasAiAccess, subscriptionMessages, type BillingCycle, type PackageType, type Subscription } from '@nyansa/contract';
import { useCallback } from 'react';
import useSWR from 'swr';
import { api } from '../api';
import { useSession } from '../session';
import { toast } from '../toast/toastStore';
import { attempt, isRefusal, isSignedOut } from './failure';
import { paymentPage } from './useOrder';

export type SubscriptionStatus = 'active' | 'inactive';

export interface SubscribeChoice {
  packageType: PackageType;
  cycle: BillingCycle;
  /** Dollars for the cycle, as the plan card showed it; the server checks it. */
  amount: number;
  email: string;
}

export interface SubscriptionView {
  subscription: Subscription | null;
  /** Derived from is_active when the server sends no status; null without a subscription. */
  status: SubscriptionStatus | null;
  /** The plan of an active subscription, else null. */
  activePlan: PackageType | null;
  /** True only for an active ai_analysis subscription (spec section 4). */
  aiAccess: boolean;
  loading: boolean;
  refresh: () => Promise<Subscription | null | undefined>;
  /** Basic is activated at once; a paid plan sends the browser to the payment page. */
  subscribe: (choice: SubscribeChoice) => Promise<void>;
  /** Cancels a non-basic plan, then re-fetches it (or marks it inactive when none comes back). */
  cancel: () => Promise<boolean>;
  /** After the payment page: the server verifies the payment, then the plan is re-fetched. */
  confirmPayment: (reference: string) => Promise<boolean>;
}

function statusOf(subscription: Subscription | null): SubscriptionStatus | null {
  if (!subscription) return null;
  return subscription.status ?? (subscription.is_active ? 'active' : 'inactive');
}

function activePlanOf(subscription: Subscription | null): PackageType | null {
  return subscription && statusOf(subscription) === 'active' ? subscription.package_type : null;
}

/** True only for an active ai_analysis subscription (spec section 4). */
export function grantsAiAccess(subscription: Subscription | null | undefined): boolean {
  return hasAiAccess(activePlanOf(subscription ?? null));
}

/** The current plan; one that cannot be read shows as none (spec section 7: null on failure). */
async function loadSubscription(): Promise<Subscription | null> {
  const loaded = await attempt(api.subscription.current());
  return loaded.ok ? loaded.value : null;
}

/** The signed-in user's subscription (null for a visitor or when none is held); `enabled: false` defers the fetch. */
export function useSubscription({ enabled = true }: { enabled?: boolean } = {}): SubscriptionView {
  const { token } = useSession();
  const { data, isLoading, mutate } = useSWR(token && enabled ? (['subscription', token] as const) : null, loadSubscription, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const subscription = data ?? null;
  const status = statusOf(subscription);
  const activePlan = activePlanOf(subscription);

  const refresh = useCallback(() => mutate(loadSubscription(), { revalidate: false }), [mutate]);

  const subscribe = useCallback(
    async ({ packageType, cycle, amount, email }: SubscribeChoice) => {
      const created = await attempt(api.subscription.create({ package_type: packageType, billing_cycle: cycle, amount, email }));
      if (!created.ok) {
        const { failure } = created;
        // A 401 has already sent the shopper to log in.
        if (isSignedOut(failure)) return;
        const unreadable = failure.code === 'INVALID_RESPONSE';
        const text = isRefusal(failure) ? subscriptionMessages.initFailed : unreadable ? subscriptionMessages.invalidPaymentResponse : subscriptionMessages.unavailable;
        toast.error(text);
        return;
      }
      const answer = created.value;
      if ('subscription' in answer) {
        toast.success(subscriptionMessages.basicActivated);
        await mutate(answer.subscription, { revalidate: false });
        return;
      }
      if (!answer.payment_url) {
        toast.error(subscriptionMessages.invalidPaymentResponse);
        return;
      }
      paymentPage.open(answer.payment_url);
    },
    [mutate],
  );

  const cancel = useCallback(async () => {
    const cancelled = await attempt(api.subscription.cancel());
    if (!cancelled.ok) {
      if (!isSignedOut(cancelled.failure)) toast.error(subscriptionMessages.cancelFailed);
      return false;
    }
    toast.success(subscriptionMessages.cancelled);
    const previous = subscription;
    const fresh = await loadSubscription();
    const shown = fresh ?? (previous ? { ...previous, is_active: false, status: 'inactive' as const } : null);
    await mutate(shown, { revalidate: false });
    return true;
  }, [mutate, subscription]);

  const confirmPayment = useCallback(
    async (reference: string) => {
      const answer = await attempt(api.payments.verify(reference));
      if (!answer.ok || answer.value.data.status !== 'success') {
        toast.error(subscriptionMessages.verifyFailed);
        return false;
      }
      await refresh();
      toast.success(subscriptionMessages.activated);
      return true;
    },
    [refresh],
  );

  return {
    subscription,
    status,
    activePlan,
    aiAccess: hasAiAccess(activePlan),
    loading: isLoading,
    refresh,
    subscribe,
    cancel,
    confirmPayment,
  };
}
