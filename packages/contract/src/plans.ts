import { round2 } from './money';

export const packageTypes = ['basic', 'premium', 'ai_analysis'] as const;
export type PackageType = (typeof packageTypes)[number];

export const billingCycles = ['monthly', 'yearly'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export interface Plan {
  id: PackageType;
  name: string;
  /** Dollars per month. */
  monthly: number;
  /** Dollars per year: round2(12 x monthly x 0.9). */
  yearly: number;
}

export const yearlyDiscount = 0.1;

function plan(id: PackageType, name: string, monthly: number): Plan {
  return { id, name, monthly, yearly: round2(12 * monthly * (1 - yearlyDiscount)) };
}

export const plans: Record<PackageType, Plan> = {
  basic: plan('basic', 'Basic', 0),
  premium: plan('premium', 'Premium Analysis', 3.99),
  ai_analysis: plan('ai_analysis', 'AI + Dermatologist', 29.99),
};

/** Price in dollars of one plan for one billing cycle. */
export function planPrice(packageType: PackageType, cycle: BillingCycle): number {
  const p = plans[packageType];
  return cycle === 'yearly' ? p.yearly : p.monthly;
}

/** The plans whose holders may use AI skin analysis and the chat's photo analysis: ai_analysis only (spec section 4). */
export const aiAccessPlans: readonly PackageType[] = ['ai_analysis'];

/** Whether an active plan of this type gives AI access (spec section 4). */
export function hasAiAccess(packageType: PackageType | null | undefined): boolean {
  return packageType != null && aiAccessPlans.includes(packageType);
}
