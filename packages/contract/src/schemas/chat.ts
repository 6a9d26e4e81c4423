import { z } from 'zod';
import { productSchema } from './products';

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, { error: 'Message is required' })
    .max(2000, { error: 'Message must be at most 2000 characters' }),
  imageUrl: z.string().max(2000).nullable().optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatResponseSchema = z.object({
  success: z.boolean(),
  type: z.literal('bot'),
  content: z.string(),
  products: z.array(productSchema).optional(),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;
