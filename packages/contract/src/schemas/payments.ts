import { z } from 'zod';
import { subscriptionSchema } from './subscriptions';

export const paymentStatuses = ['pending', 'success', 'failed', 'abandoned'] as const;
export const paymentPurposes = ['order', 'subscription'] as const;

export const referenceParamsSchema = z.object({ reference: z.string().min(1).max(100) });

export const paymentVerifyResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    reference: z.string(),
    status: z.enum(paymentStatuses),
    purpose: z.enum(paymentPurposes),
    order_id: z.number().int().optional(),
    subscription: subscriptionSchema.optional(),
  }),
});
export type PaymentVerifyResponse = z.infer<typeof paymentVerifyResponseSchema>;
