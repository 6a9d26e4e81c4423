import * as z from 'zod/mini';
import { subscriptionSchema } from './subscriptions';

export const paymentStatuses = ['pending', 'success', 'failed', 'abandoned'] as const;
export const paymentPurposes = ['order', 'subscription'] as const;

/** A payment reference: the characters Paystack allows in one (ours read nya-ord-<hex>). */
export const referenceParamsSchema = z.object({
  reference: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9._=-]+$/, { error: 'Unknown payment reference' })),
});

export const paymentVerifyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    reference: z.string(),
    status: z.enum(paymentStatuses),
    purpose: z.enum(paymentPurposes),
    order_id: z.optional(z.int()),
    subscription: z.optional(subscriptionSchema),
  }),
});
export type PaymentVerifyResponse = z.infer<typeof paymentVerifyResponseSchema>;
