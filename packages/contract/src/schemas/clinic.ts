import * as z from 'zod/mini';
import { consultationMessages } from '../messages';
import { analysisParameterSchema, concernScoresSchema, skinToneSchema } from './analysis';
import { idSchema, isoDateSchema } from './common';
import { staffPageQuerySchema } from './backoffice';
import { maxSuggestedProducts, replyMaxLength } from '../consultations';
import { consultationIntakeSchema, consultationSchema, consultationStatusSchema } from './consultations';
import { paginationSchema } from './products';

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
  /** (beyond) The shopper's intake answers (age range, skin type, allergies...); null when none were given. */
  intake: z.nullable(consultationIntakeSchema),
  created_at: isoDateSchema,
  due_at: isoDateSchema,
  overdue: z.boolean(),
  claimed_by: z.nullable(z.object({ id: z.int(), name: z.string() })),
  claimed_at: z.nullable(isoDateSchema),
  /** (beyond) The answer of an answered request: the text and the suggested products still in the shop. */
  reply: z.nullable(
    z.object({
      text: z.string(),
      dermatologist_name: z.string(),
      answered_at: isoDateSchema,
      products: z.array(z.object({ id: z.int(), name: z.string() })),
    }),
  ),
});
export type ClinicQueueItem = z.infer<typeof clinicQueueItemSchema>;

/** (beyond) The same patient's other analyses and requests, newest first: what a clinician reads before answering. */
export const clinicPatientHistorySchema = z.object({
  analyses: z.array(
    z.object({
      id: z.int(),
      analysed_at: isoDateSchema,
      result: z.string(),
      headline: z.optional(z.string()),
      scores: z.optional(concernScoresSchema),
    }),
  ),
  consultations: z.array(
    z.object({
      id: z.int(),
      analysis_id: z.int(),
      question: z.string(),
      intake: z.nullable(consultationIntakeSchema),
      status: consultationStatusSchema,
      created_at: isoDateSchema,
      reply: z.nullable(z.object({ text: z.string(), dermatologist_name: z.string(), answered_at: isoDateSchema })),
    }),
  ),
});
export type ClinicPatientHistory = z.infer<typeof clinicPatientHistorySchema>;

/** How many of the patient's latest analyses the history reaches back over. */
export const clinicHistoryAnalyses = 20;

export const clinicRequestSchema = z.extend(clinicQueueItemSchema, { history: clinicPatientHistorySchema });
export type ClinicRequest = z.infer<typeof clinicRequestSchema>;

export const clinicRequestResponseSchema = z.object({ success: z.literal(true), data: clinicRequestSchema });
export type ClinicRequestResponse = z.infer<typeof clinicRequestResponseSchema>;

/** (beyond) `GET /api/clinic/answered?page&limit`: the caller's answered requests, latest answer first. */
export const clinicAnsweredQuerySchema = staffPageQuerySchema;
export type ClinicAnsweredQuery = z.input<typeof clinicAnsweredQuerySchema>;

export const clinicAnsweredResponseSchema = z.object({ success: z.literal(true), data: z.array(clinicQueueItemSchema), pagination: paginationSchema });
export type ClinicAnsweredResponse = z.infer<typeof clinicAnsweredResponseSchema>;

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
