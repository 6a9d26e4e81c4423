import * as z from 'zod/mini';
import { consultationMessages } from '../messages';
import { idSchema, isoDateSchema } from './common';
import { productSchema } from './products';

// (beyond) The AI + Dermatologist plan: a subscriber asks a dermatologist about one of their
// analyses; the answer comes within 24 hours (contract, section "Back office").

export const consultationStatuses = ['open', 'claimed', 'answered'] as const;
export const consultationStatusSchema = z.enum(consultationStatuses);
export type ConsultationStatus = z.infer<typeof consultationStatusSchema>;

/** How long a dermatologist has to answer before the request shows overdue. */
export const consultationAnswerHours = 24;
export const questionMaxLength = 1000;
export const replyMaxLength = 4000;
export const maxSuggestedProducts = 6;

export const consultationRequestSchema = z.object({
  analysis_id: idSchema,
  // Kept as written (HTML included): it is stored and shown as text.
  question: z._default(
    z.string({ error: consultationMessages.questionTooLong }).check(
      z.trim(),
      z.maxLength(questionMaxLength, { error: consultationMessages.questionTooLong }),
    ),
    '',
  ),
});
export type ConsultationRequest = z.input<typeof consultationRequestSchema>;

export const consultationReplySchema = z.object({
  text: z.string(),
  dermatologist_name: z.string(),
  /** The suggested products still in the shop. */
  products: z.array(productSchema),
  answered_at: isoDateSchema,
});
export type ConsultationReply = z.infer<typeof consultationReplySchema>;

export const consultationSchema = z.object({
  id: z.int(),
  analysis_id: z.int(),
  question: z.string(),
  status: consultationStatusSchema,
  created_at: isoDateSchema,
  due_at: isoDateSchema,
  /** Unanswered after due_at (from the server's clock). */
  overdue: z.boolean(),
  reply: z.nullable(consultationReplySchema),
});
export type Consultation = z.infer<typeof consultationSchema>;

export const consultationResponseSchema = z.object({ success: z.literal(true), message: z.optional(z.string()), data: consultationSchema });
export type ConsultationResponse = z.infer<typeof consultationResponseSchema>;

export const consultationsResponseSchema = z.object({ success: z.literal(true), data: z.array(consultationSchema) });
export type ConsultationsResponse = z.infer<typeof consultationsResponseSchema>;
