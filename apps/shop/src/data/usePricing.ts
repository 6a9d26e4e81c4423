import { packageTypes, plans, type PackageType, type Pricing } from '@nyansa/contract';
import type { PlanSummary } from '@nyansa/ui';
import { useMemo } from 'react';
import useSWR from 'swr';
import { api } from '../api';
import { planFeatures } from '../marketing/content';

export type ShopPlan = PlanSummary & { id: PackageType };

export interface PricingView {
  pricing: Pricing;
  /** The three plans with the server's prices, ready for the plan cards. */
  plans: readonly ShopPlan[];
  planFor: (packageType: PackageType) => ShopPlan;
  loading: boolean;
}

// The marketing prices stand in until (or when) the server's pricing cannot be read.
const fallbackPricing: Pricing = {
  basic: { monthly: plans.basic.monthly, yearly: plans.basic.yearly },
  premium: { monthly: plans.premium.monthly, yearly: plans.premium.yearly },
  ai_analysis: { monthly: plans.ai_analysis.monthly, yearly: plans.ai_analysis.yearly },
};

const loadPricing = async (): Promise<Pricing> => (await api.subscription.pricing()).data;

/** Subscription prices per plan (kept an hour in 'subscription_pricing' by the api-client). */
export function usePricing(): PricingView {
  const { data, isLoading } = useSWR('subscription-pricing', loadPricing, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  const pricing = data ?? fallbackPricing;
  const byType = useMemo(() => {
    const card = (id: PackageType): ShopPlan => ({
      id,
      name: plans[id].name,
      monthly: pricing[id].monthly,
      yearly: pricing[id].yearly,
      features: planFeatures[id],
    });
    return { basic: card('basic'), premium: card('premium'), ai_analysis: card('ai_analysis') };
  }, [pricing]);
  const shopPlans = useMemo(() => packageTypes.map((id) => byType[id]), [byType]);
  return { pricing, plans: shopPlans, planFor: (packageType) => byType[packageType], loading: isLoading };
}
