import * as z from 'zod/mini';
import { consultationMessages } from '../messages';
import { skinTypeLabels, skinTypes } from '../product-details';
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

export const ageRanges = ['under_18', '18_24', '25_34', '35_44', '45_54', '55_64', '65_plus'] as const;
export type AgeRange = (typeof ageRanges)[number];
export const ageRangeLabels: Record<AgeRange, string> = {
  under_18: 'Under 18',
  '18_24': '18 to 24',
  '25_34': '25 to 34',
  '35_44': '35 to 44',
  '45_54': '45 to 54',
  '55_64': '55 to 64',
  '65_plus': '65 or older',
};

export const pregnancyAnswers = ['no', 'pregnant', 'breastfeeding', 'trying', 'prefer_not_to_say'] as const;
export type PregnancyAnswer = (typeof pregnancyAnswers)[number];
export const pregnancyLabels: Record<PregnancyAnswer, string> = {
  no: 'No',
  pregnant: 'Pregnant',
  breastfeeding: 'Breastfeeding',
  trying: 'Trying to conceive',
  prefer_not_to_say: 'Prefer not to say',
};

export const allergiesMaxLength = 500;
export const routineMaxLength = 1000;
export const medicinesMaxLength = 500;

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

/** Each intake question as the shopper and the dermatologist read it, in the order asked. */
export const intakeFieldLabels: Record<keyof ConsultationIntake, string> = {
  age_range: 'Age range',
  skin_type: 'Skin type',
  allergies: 'Known allergies',
  pregnancy: 'Pregnancy or breastfeeding',
  routine: 'Current routine',
  medicines: 'Current medicines',
};

/** The answers given, labelled and in words, in the order asked. */
export function intakeAnswers(intake: ConsultationIntake | null | undefined): { field: keyof ConsultationIntake; label: string; value: string }[] {
  if (!intake) return [];
  const inWords: { [K in keyof ConsultationIntake]-?: (value: NonNullable<ConsultationIntake[K]>) => string } = {
    age_range: (value) => ageRangeLabels[value],
    skin_type: (value) => skinTypeLabels[value],
    allergies: (value) => value,
    pregnancy: (value) => pregnancyLabels[value],
    routine: (value) => value,
    medicines: (value) => value,
  };
  return (Object.keys(intakeFieldLabels) as (keyof ConsultationIntake)[]).flatMap((field) => {
    const value = intake[field];
    if (value === undefined || value === '') return [];
    return [{ field, label: intakeFieldLabels[field], value: (inWords[field] as (answer: string) => string)(value) }];
  });
}

/** The answers given (empty texts dropped), or null when there are none. */
export function compactIntake(intake: ConsultationIntake | null | undefined): ConsultationIntake | null {
  if (!intake) return null;
  const given = Object.entries(intake).filter(([, value]) => typeof value === 'string' && value !== '');
  return given.length > 0 ? Object.fromEntries(given) : null;
}

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
