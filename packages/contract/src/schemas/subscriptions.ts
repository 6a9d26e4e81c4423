import * as z from 'zod/mini';
import { billingCycles, packageTypes } from '../plans';
import { emailSchema, isoDateSchema, numberInput } from './common';

export const packageTypeSchema = z.enum(packageTypes, { error: 'Package type must be basic, premium or ai_analysis' });
export const billingCycleSchema = z.enum(billingCycles, { error: 'Billing cycle must be monthly or yearly' });

export const planPriceSchema = z.object({ monthly: z.number(), yearly: z.number() });
export const pricingSchema = z.object({ basic: planPriceSchema, premium: planPriceSchema, ai_analysis: planPriceSchema });
export type Pricing = z.infer<typeof pricingSchema>;

export const pricingResponseSchema = z.object({ success: z.literal(true), data: pricingSchema });
export type PricingResponse = z.infer<typeof pricingResponseSchema>;

export const subscriptionSchema = z.object({
  subscription_id: z.int(),
  id: z.int(),
  package_type: packageTypeSchema,
  billing_cycle: billingCycleSchema,
  start_date: isoDateSchema,
  end_date: z.nullable(isoDateSchema),
  is_active: z.boolean(),
  status: z.enum(['active', 'inactive']),
  /** When the shopper cancelled: an active plan then runs to end_date and does not renew; null otherwise. */
  cancelled_at: z.optional(z.nullable(isoDateSchema)),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const currentSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  subscription: z.nullable(subscriptionSchema),
});
export type CurrentSubscriptionResponse = z.infer<typeof currentSubscriptionResponseSchema>;

export const subscriptionCreateRequestSchema = z.object({
  package_type: packageTypeSchema,
  email: emailSchema,
  amount: numberInput('Amount must be a number', z.coerce.number<string | number>({ error: 'Amount must be a number' }).check(z.nonnegative({ error: 'Amount must be a number' }))),
  billing_cycle: z._default(billingCycleSchema, 'monthly'),
});
export type SubscriptionCreateRequest = z.input<typeof subscriptionCreateRequestSchema>;

export const basicSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: subscriptionSchema,
});
export const paidSubscriptionResponseSchema = z.object({
  success: z.literal(true),
  payment_url: z.string(),
  reference: z.string(),
});
export const subscriptionCreateResponseSchema = z.union([basicSubscriptionResponseSchema, paidSubscriptionResponseSchema]);
export type SubscriptionCreateResponse = z.infer<typeof subscriptionCreateResponseSchema>;

export const subscriptionCancelResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  subscription: z.nullable(subscriptionSchema),
});
export type SubscriptionCancelResponse = z.infer<typeof subscriptionCancelResponseSchema>;
