import { z } from 'zod';
import { authMessages, validationMessages, verificationMessages } from '../messages';
import { checkPassword } from '../password';
import { emailSchema, isoDateSchema } from './common';

export const roles = ['consumer', 'dermatologist', 'brand_admin', 'admin'] as const;
export const roleSchema = z.enum(roles, { error: 'Please choose a valid role' });
export type Role = z.infer<typeof roleSchema>;

/** Upper bound so hashing cost stays bounded (argon2 reads the whole input). */
export const passwordMaxLength = 200;

const passwordPresent = z
  .string({ error: validationMessages.passwordRequired })
  .min(1, { error: validationMessages.passwordRequired, abort: true })
  .max(passwordMaxLength, { error: `Password must be at most ${passwordMaxLength} characters`, abort: true });

/** A new password: spec section 5 (at least 8, then every strength rule). */
export const newPasswordSchema = passwordPresent
  .min(8, { error: validationMessages.passwordTooShort, abort: true })
  .check((ctx) => {
    const result = checkPassword(ctx.value);
    if (!result.ok) ctx.issues.push({ code: 'custom', message: result.message, input: ctx.value });
  });

function nameSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage, abort: true })
    .max(100, { error: 'Must be at most 100 characters' });
}

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  first_name: nameSchema(validationMessages.firstNameRequired),
  last_name: nameSchema(validationMessages.lastNameRequired),
  role: roleSchema.default('consumer'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordPresent });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emailRequestSchema = z.object({ email: emailSchema });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

export const tokenParamsSchema = z.object({
  token: z
    .string({ error: verificationMessages.tokenMissing })
    .min(1, { error: verificationMessages.tokenMissing })
    .max(200, { error: verificationMessages.invalidToken }),
});

export const resetPasswordRequestSchema = z.object({
  token: z
    .string({ error: authMessages.resetInvalid })
    .min(1, { error: authMessages.resetInvalid })
    .max(200, { error: authMessages.resetInvalid }),
  new_password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Accepts both spellings the spec names: currentPassword/newPassword and current_password/new_password. */
export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().max(passwordMaxLength).optional(),
    newPassword: z.string().max(passwordMaxLength).optional(),
    confirmPassword: z.string().max(passwordMaxLength).optional(),
    current_password: z.string().max(passwordMaxLength).optional(),
    new_password: z.string().max(passwordMaxLength).optional(),
    confirm_password: z.string().max(passwordMaxLength).optional(),
  })
  .transform((body, ctx) => {
    const current = body.currentPassword ?? body.current_password ?? '';
    const next = body.newPassword ?? body.new_password ?? '';
    const confirm = body.confirmPassword ?? body.confirm_password;
    if (!current || !next || confirm === '') {
      ctx.addIssue({ code: 'custom', message: validationMessages.passwordFieldsRequired, path: ['newPassword'] });
      return z.NEVER;
    }
    if (confirm !== undefined && confirm !== next) {
      ctx.addIssue({ code: 'custom', message: validationMessages.passwordsDoNotMatch, path: ['confirmPassword'] });
      return z.NEVER;
    }
    const strength = checkPassword(next);
    if (!strength.ok) {
      ctx.addIssue({ code: 'custom', message: strength.message, path: ['newPassword'] });
      return z.NEVER;
    }
    return { currentPassword: current, newPassword: next };
  });
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  role: roleSchema,
  requested_role: roleSchema,
  email_verified: z.boolean(),
  created_at: isoDateSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

export const loginResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string(), user: userSchema }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const profileResponseSchema = z.object({ success: z.literal(true), data: userSchema });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const updateProfileRequestSchema = z.object({
  first_name: nameSchema(validationMessages.firstNameRequired),
  last_name: nameSchema(validationMessages.lastNameRequired),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const grantRoleRequestSchema = z.object({
  role: roleSchema,
  /** Required when granting brand_admin: the brand this user manages. */
  brand_id: z.number().int().positive().nullable().optional(),
});
export type GrantRoleRequest = z.infer<typeof grantRoleRequestSchema>;

export const adminUserResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: userSchema });
