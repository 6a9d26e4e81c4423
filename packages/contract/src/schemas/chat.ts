import * as z from 'zod/mini';
import { productSchema } from './products';

export const chatRequestSchema = z.object({
  message: z.string({ error: 'Message is required' }).check(
    z.trim(),
    z.minLength(1, { error: 'Message is required' }),
    z.maxLength(2000, { error: 'Message must be at most 2000 characters' }),
  ),
  imageUrl: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({
  success: z.boolean(),
  type: z.literal('bot'),
  content: z.string(),
  products: z.optional(z.array(productSchema)),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
