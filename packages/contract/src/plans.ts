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
  aiAccess: boolean;
}

export const yearlyDiscount = 0.1;

function plan(id: PackageType, name: string, monthly: number): Plan {
  return { id, name, monthly, yearly: round2(12 * monthly * (1 - yearlyDiscount)), aiAccess: id === 'ai_analysis' };
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

/** AI access is true only for ai_analysis (spec section 4). */
export function hasAiAccess(packageType: PackageType | null | undefined): boolean {
  return packageType === 'ai_analysis';
}
