import * as z from 'zod/mini';
import { consultationMessages } from '../messages';
import { analysisParameterSchema, concernScoresSchema, skinToneSchema } from './analysis';
import { idSchema, isoDateSchema } from './common';
import { consultationSchema, consultationStatusSchema, maxSuggestedProducts, replyMaxLength } from './consultations';

// (beyond) The dermatologists' side of consultations: /clinic. A queue item holds only what a
// dermatologist needs to answer: no email, no name, no orders of the customer.

export const clinicQueueItemSchema = z.object({
  id: z.int(),
  status: consultationStatusSchema,
  analysis: z.object({
    /** A short-lived signed link to the photo. */
    /** null once the customer's photo was deleted (the measurements stay). */
    image_url: z.nullable(z.string()),
    parameters: z.record(z.string(), analysisParameterSchema),
    result: z.string(),
    analysed_at: isoDateSchema,
    // (beyond) As the shopper saw them; absent from analyses stored before them (the parameters stand in).
    /** The finding in one short sentence. */
    headline: z.optional(z.string()),
    /** Each concern's score in plain words, or why it was not measured. */
    scores: z.optional(concernScoresSchema),
    /** The skin tone group; null when it could not be measured on the photo. */
    skin_tone: z.optional(z.nullable(skinToneSchema)),
  }),
  question: z.string(),
  created_at: isoDateSchema,
  due_at: isoDateSchema,
  overdue: z.boolean(),
  claimed_by: z.nullable(z.object({ id: z.int(), name: z.string() })),
  claimed_at: z.nullable(isoDateSchema),
});
export type ClinicQueueItem = z.infer<typeof clinicQueueItemSchema>;

export const clinicQueueResponseSchema = z.object({ success: z.literal(true), data: z.array(clinicQueueItemSchema) });
export type ClinicQueueResponse = z.infer<typeof clinicQueueResponseSchema>;

export const clinicItemResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: clinicQueueItemSchema });
export type ClinicItemResponse = z.infer<typeof clinicItemResponseSchema>;

export const clinicReplyRequestSchema = z.object({
  // Kept as written (HTML included): it is stored and shown as text.
  reply: z.string({ error: consultationMessages.replyRequired }).check(
    z.trim(),
    z.minLength(1, { error: consultationMessages.replyRequired, abort: true }),
    z.maxLength(replyMaxLength, { error: consultationMessages.replyTooLong }),
  ),
  product_ids: z._default(
    z.array(idSchema, { error: consultationMessages.unknownProducts }).check(z.maxLength(maxSuggestedProducts, { error: consultationMessages.tooManyProducts })),
    [],
  ),
});
export type ClinicReplyRequest = z.input<typeof clinicReplyRequestSchema>;

export const clinicReplyResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: consultationSchema });
export type ClinicReplyResponse = z.infer<typeof clinicReplyResponseSchema>;
