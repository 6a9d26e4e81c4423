import { round2 } from '@nyansa/contract/money';
import { planPrice } from '@nyansa/contract/plans';
import type { BillingCycle, PackageType, Pricing, Subscription } from '@nyansa/contract';
import { segment } from './context';
import type { CallContext } from './context';

export interface SubscribeRequest {
  package_type: PackageType;
  email: string;
  billing_cycle?: BillingCycle;
  /** Dollars; defaults to the plan's price for the cycle. Sent with two decimals. */
  amount?: number;
}

/** Plans, their prices, and the payments that pay for plans and orders. */
export function subscriptionCalls({ call, caches }: CallContext) {
  const subscription = {
    /** The current subscription; null when none is held. A failure throws like every call (the shop shows none). */
    async current(): Promise<Subscription | null> {
      const answer = await call('GET', '/api/subscription/current', 'currentSubscription');
      return answer.subscription;
    },
    /** Basic answers with the subscription; paid plans with a payment URL. */
    create(request: SubscribeRequest) {
      const billingCycle = request.billing_cycle ?? 'monthly';
      const amount = round2(request.amount ?? planPrice(request.package_type, billingCycle));
      return call('POST', '/api/subscription/create', 'subscriptionCreate', {
        body: { package_type: request.package_type, email: request.email, amount, billing_cycle: billingCycle },
      });
    },
    cancel: () => call('POST', '/api/subscription/cancel', 'subscriptionCancel'),
    /** Prices per plan, kept in browser storage for an hour. */
    async pricing(): Promise<{ success: true; data: Pricing }> {
      const cached = await caches.subscriptionPricing.get();
      if (cached) return { success: true, data: cached };
      const answer = await call('GET', '/api/subscription/pricing', 'pricing');
      caches.subscriptionPricing.set(answer.data);
      return answer;
    },
  };

  const payments = {
    verify: (reference: string) => call('GET', `/api/payments/verify/${segment(reference)}`, 'paymentVerify'),
  };

  return { subscription, payments };
}
