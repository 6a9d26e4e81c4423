import * as z from 'zod/mini';
import { consultationMessages } from '../messages';
import { skinTypes } from '../product-details';
import { idSchema, isoDateSchema } from './common';
import { productSchema } from './products';
import { consultationStatuses, questionMaxLength, ageRanges, pregnancyAnswers, allergiesMaxLength, routineMaxLength, medicinesMaxLength } from '../consultations';

// (beyond) The AI + Dermatologist plan: a subscriber asks a dermatologist about one of their
// analyses; the answer comes within 24 hours (contract, section "Back office").

export const consultationStatusSchema = z.enum(consultationStatuses);
export type ConsultationStatus = z.infer<typeof consultationStatusSchema>;

const intakeText = (max: number, error: string) => z.optional(z.string({ error }).check(z.trim(), z.maxLength(max, { error })));

/**
 * (beyond) What the shopper may tell the dermatologist with a request, every answer optional; the
 * skin types are the catalog's. Texts are kept as written and shown as text.
 */
export const consultationIntakeSchema = z.object(
  {
    age_range: z.optional(z.enum(ageRanges, { error: consultationMessages.ageRangeInvalid })),
    skin_type: z.optional(z.enum(skinTypes, { error: consultationMessages.skinTypeInvalid })),
    allergies: intakeText(allergiesMaxLength, consultationMessages.allergiesTooLong),
    pregnancy: z.optional(z.enum(pregnancyAnswers, { error: consultationMessages.pregnancyInvalid })),
    routine: intakeText(routineMaxLength, consultationMessages.routineTooLong),
    medicines: intakeText(medicinesMaxLength, consultationMessages.medicinesTooLong),
  },
  { error: consultationMessages.intakeInvalid },
);
export type ConsultationIntake = z.infer<typeof consultationIntakeSchema>;

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
  intake: z.optional(z.nullable(consultationIntakeSchema)),
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
  /** (beyond) The shopper's intake answers; null when none were given. */
  intake: z.nullable(consultationIntakeSchema),
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
