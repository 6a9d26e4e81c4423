import { z } from 'zod';
import { validationMessages } from '../messages';

/** Every error answer: HTTP status + this body. `errors` only for validation. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Money in JSON: dollars with at most two decimals. */
export const moneySchema = z.number().nonnegative().multipleOf(0.01);

/** Trimmed, lower-cased email with the spec's messages. */
export const emailSchema = z
  .string({ error: validationMessages.emailRequired })
  .trim()
  .toLowerCase()
  .min(1, { error: validationMessages.emailRequired, abort: true })
  .max(254, { error: validationMessages.emailInvalid, abort: true })
  .pipe(z.email({ error: validationMessages.emailInvalid }));

/**
 * A number from a JSON body or from a path/query text (12 or "12"). Only numbers and texts are
 * coerced: true, [7] or null are refused instead of becoming 1, 7 or 0.
 */
export function numberInput<T extends z.ZodType<number, string | number>>(message: string, number: T) {
  return z.union([z.number(), z.string()], { error: message }).pipe(number);
}

/** A positive integer id from a path or a JSON body ("12" or 12). */
export const idSchema = numberInput(
  'Must be a number',
  z.coerce
    .number<string | number>({ error: 'Must be a number' })
    .int({ error: 'Must be a whole number' })
    .positive({ error: 'Must be a positive number' })
    .max(2_147_483_647, { error: 'Is too large' }),
);

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const isoDateSchema = z.string();
