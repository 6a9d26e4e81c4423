import * as z from 'zod/mini';
import { authMessages, validationMessages, verificationMessages } from '../messages';
import { checkPassword } from '../password';
import { emailSchema, isoDateSchema } from './common';
import { roles } from '../auth';

export const roleSchema = z.enum(roles, { error: 'Please choose a valid role' });
export type Role = z.infer<typeof roleSchema>;

/** Upper bound so hashing cost stays bounded (argon2 reads the whole input). */
export const passwordMaxLength = 200;
const passwordTooLong = `Password must be at most ${passwordMaxLength} characters`;

const passwordPresent = z.string({ error: validationMessages.passwordRequired }).check(
  z.minLength(1, { error: validationMessages.passwordRequired, abort: true }),
  z.maxLength(passwordMaxLength, { error: passwordTooLong, abort: true }),
);

/** A new password: spec section 5 (at least 8, then every strength rule). */
export const newPasswordSchema = z.string({ error: validationMessages.passwordRequired }).check(
  z.minLength(1, { error: validationMessages.passwordRequired, abort: true }),
  z.maxLength(passwordMaxLength, { error: passwordTooLong, abort: true }),
  z.minLength(8, { error: validationMessages.passwordTooShort, abort: true }),
  z.refine((value) => checkPassword(value).ok, { error: (issue) => checkPassword(String(issue.input)).message }),
);

function nameSchema(requiredMessage: string) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, { error: requiredMessage, abort: true }),
    z.maxLength(100, { error: 'Must be at most 100 characters' }),
  );
}

export const registerRequestSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  first_name: nameSchema(validationMessages.firstNameRequired),
  last_name: nameSchema(validationMessages.lastNameRequired),
  role: z._default(roleSchema, 'consumer'),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({ email: emailSchema, password: passwordPresent });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const emailRequestSchema = z.object({ email: emailSchema });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

export const tokenParamsSchema = z.object({
  token: z.string({ error: verificationMessages.tokenMissing }).check(
    z.minLength(1, { error: verificationMessages.tokenMissing }),
    z.maxLength(200, { error: verificationMessages.invalidToken }),
  ),
});

export const resetPasswordRequestSchema = z.object({
  token: z.string({ error: authMessages.resetInvalid }).check(
    z.minLength(1, { error: authMessages.resetInvalid }),
    z.maxLength(200, { error: authMessages.resetInvalid }),
  ),
  new_password: newPasswordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

const optionalPassword = z.optional(z.string().check(z.maxLength(passwordMaxLength, { error: passwordTooLong })));

/** Accepts both spellings the spec names: currentPassword/newPassword and current_password/new_password. */
export const changePasswordRequestSchema = z.pipe(
  z.object({
    currentPassword: optionalPassword,
    newPassword: optionalPassword,
    confirmPassword: optionalPassword,
    current_password: optionalPassword,
    new_password: optionalPassword,
    confirm_password: optionalPassword,
  }),
  z.transform((body, ctx) => {
    const current = body.currentPassword ?? body.current_password ?? '';
    const next = body.newPassword ?? body.new_password ?? '';
    const confirm = body.confirmPassword ?? body.confirm_password;
    const refuse = (message: string, field: string) => {
      ctx.issues.push({ code: 'custom', message, input: body, path: [field] });
      return z.NEVER;
    };
    if (!current || !next || confirm === '') return refuse(validationMessages.passwordFieldsRequired, 'newPassword');
    if (confirm !== undefined && confirm !== next) return refuse(validationMessages.passwordsDoNotMatch, 'confirmPassword');
    const strength = checkPassword(next);
    if (!strength.ok) return refuse(strength.message, 'newPassword');
    return { currentPassword: current, newPassword: next };
  }),
);
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

/** (beyond) A new token for this session: the change signs every other session out. */
export const changePasswordResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string() }),
});
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;

/**
 * (beyond) `POST /api/auth/logout` (no body) ends the token it is sent with; `POST /api/auth/logout-all`
 * ends every token of the account, on every device. Both need the token (401 without, or once ended).
 */
export const logoutResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;

export const userSchema = z.object({
  id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.nullable(z.string()),
  role: roleSchema,
  requested_role: roleSchema,
  email_verified: z.boolean(),
  created_at: z.optional(isoDateSchema),
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
  brand_id: z.optional(z.nullable(z.int().check(z.positive()))),
});
export type GrantRoleRequest = z.infer<typeof grantRoleRequestSchema>;
