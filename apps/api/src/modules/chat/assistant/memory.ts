import { freeOfFlags, productAreas, productConcerns, productTypes, skinTypes, type ProductType } from '@nyansa/contract';
import { z } from 'zod';
import type { Constraints } from './query';
import { intents, type Intent } from './intents';
import { MAX_QUANTITY } from './quantity';

/** A product the assistant suggested, as much as a follow-up ('something cheaper?') needs. */
export interface SuggestedProduct {
  id: number;
  price: number;
  type?: ProductType;
}

/**
 * What one question meant and what was suggested for it: stored with the question (one JSON
 * value), read back for the next message so a follow-up keeps the conversation's constraints.
 */
export interface TurnContext {
  v: 1;
  intent: Intent;
  constraints: Constraints;
  suggested: SuggestedProduct[];
  /** The one product the answer was about ('tell me about the Body Butter'), for 'does it contain...?'. */
  about?: number;
}

const price = z.number().nonnegative().max(1_000_000);
const priceRange = z.object({ min: price.optional(), max: price.optional(), below: price.optional(), above: price.optional() });
/** The structured query as data: what a turn's context stores, and what the model's catalog search takes. */
export const constraintsSchema = z.object({
  types: z.array(z.enum(productTypes)).optional(),
  family: z.enum(['moisturise', 'cleanse', 'exfoliate', 'mask', 'oil']).optional(),
  area: z.enum(productAreas).optional(),
  skinTypes: z.array(z.enum(skinTypes)).optional(),
  concerns: z.array(z.enum(productConcerns)).optional(),
  ingredients: z.array(z.string().max(40)).max(20).optional(),
  spf: z.number().int().min(1).max(100).optional(),
  freeOf: z.array(z.enum(freeOfFlags)).optional(),
  price: priceRange.optional(),
  cheaperThan: z.partialRecord(z.enum(productTypes), price).optional(),
  sort: z.enum(['cheapest', 'priciest']).optional(),
  superlative: z.enum(['cheapest', 'priciest']).optional(),
  tinted: z.boolean().optional(),
  comparedTo: z.number().int().optional(),
  exclude: z
    .object({
      areas: z.array(z.enum(productAreas)).optional(),
      types: z.array(z.enum(productTypes)).optional(),
      ingredients: z.array(z.string().max(40)).max(40).optional(),
      productIds: z.array(z.number().int()).max(100).optional(),
      spf: z.boolean().optional(),
    })
    .optional(),
  routine: z.boolean().optional(),
  time: z.enum(['morning', 'evening']).optional(),
  keywords: z.array(z.string().max(40)).max(8).optional(),
  count: z.number().int().min(1).max(MAX_QUANTITY).optional(),
});
const turnContextSchema = z.object({
  v: z.literal(1),
  intent: z.enum(intents),
  constraints: constraintsSchema,
  suggested: z.array(z.object({ id: z.number().int(), price, type: z.enum(productTypes).optional() })).max(20),
  about: z.number().int().optional(),
});

/** A stored turn's context (the `chat_messages.context` JSON), or null when it is missing or not of this shape. */
export function readTurnContext(stored: unknown): TurnContext | null {
  const parsed = turnContextSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
