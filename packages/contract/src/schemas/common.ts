// zod/mini: the same schemas as zod, but tree-shakeable, so the shop ships ~5 kB of zod instead of ~60.
import * as z from 'zod/mini';
import { validationMessages } from '../messages';

/** Every error answer: HTTP status + this body. `errors` only for validation. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const messageResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/** Money in JSON: dollars with at most two decimals. */
export const moneySchema = z.number().check(z.nonnegative(), z.multipleOf(0.01));

/** Trimmed, lower-cased email with the spec's messages. */
export const emailSchema = z.pipe(
  z.string({ error: validationMessages.emailRequired }).check(
    z.trim(),
    z.toLowerCase(),
    z.minLength(1, { error: validationMessages.emailRequired, abort: true }),
    z.maxLength(254, { error: validationMessages.emailInvalid, abort: true }),
  ),
  z.email({ error: validationMessages.emailInvalid }),
);

/**
 * A number from a JSON body or from a path/query text (12 or "12"). Only numbers and decimal texts
 * are coerced: true, [7], null, "", "0x10" or "1e3" are refused instead of becoming 1, 7, 0, 16 or 1000.
 */
export function numberInput<T extends z.ZodMiniType<number, string | number>>(message: string, number: T) {
  return z.pipe(z.union([z.number(), z.string().check(z.regex(/^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/, { error: message }))], { error: message }), number);
}

/** A whole number from a path, a query or a JSON body, within min..max, each refusal with its message. */
export function wholeNumber(messages: { type: string; whole?: string; min: string; max: string }, min: number, max: number) {
  return z.coerce.number<string | number>({ error: messages.type }).check(
    z.int({ error: messages.whole ?? messages.type }),
    z.gte(min, { error: messages.min }),
    z.lte(max, { error: messages.max }),
  );
}

/** A positive integer id from a path or a JSON body ("12" or 12). */
export const idSchema = numberInput(
  'Must be a number',
  wholeNumber({ type: 'Must be a number', whole: 'Must be a whole number', min: 'Must be a positive number', max: 'Is too large' }, 1, 2_147_483_647),
);

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.infer<typeof idParamsSchema>;

export const isoDateSchema = z.string();
