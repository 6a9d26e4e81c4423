import * as z from 'zod/mini';
import { emailSchema, isoDateSchema } from './common';

export const newsletterRequestSchema = z.object({ email: emailSchema });
export type NewsletterRequest = z.infer<typeof newsletterRequestSchema>;

export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.string(),
  db: z.string(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready: whether this instance can serve (200) or a load balancer should skip it (503). */
export const readyResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'error']),
  /** 'off' without REDIS_URL. */
  redis: z.enum(['ok', 'error', 'off']),
  /** The upload store: DATA_DIR/uploads or the S3 bucket. */
  storage: z.enum(['ok', 'error']),
  version: z.string(),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;

export const mailSchema = z.object({
  id: z.int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  created_at: isoDateSchema,
});
export type Mail = z.infer<typeof mailSchema>;

export const mailboxResponseSchema = z.object({ success: z.literal(true), data: z.array(mailSchema) });
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;
