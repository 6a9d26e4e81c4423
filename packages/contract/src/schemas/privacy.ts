import * as z from 'zod/mini';
import { privacyMessages } from '../messages';

// (beyond) The shopper's own data: the export of everything the shop holds about them, the
// deletion of the account, and whether analysis photos are kept.

/** `GET /api/user/export`: a zip archive (application/zip); at most this many an hour per account. */
export const exportsPerHour = 3;

/** `DELETE /api/user/account`: the account's password, asked again. */
export const deleteAccountRequestSchema = z.object({
  password: z.string({ error: privacyMessages.passwordRequired }).check(z.minLength(1, { error: privacyMessages.passwordRequired }), z.maxLength(200)),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** `GET`/`PUT /api/user/privacy`: keep analysis photos (for the default period) or keep the measurements only. */
export const privacySettingsSchema = z.object({ keep_analysis_photos: z.boolean() });
export type PrivacySettings = z.infer<typeof privacySettingsSchema>;
export const privacySettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.optional(z.string()),
  data: z.object({ keep_analysis_photos: z.boolean(), photo_retention_days: z.int() }),
});
export type PrivacySettingsResponse = z.infer<typeof privacySettingsResponseSchema>;
