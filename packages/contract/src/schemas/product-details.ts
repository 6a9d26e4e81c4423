import * as z from 'zod/mini';
import { freeOfFlags, productAreas, productConcerns, productTypes, skinTypes } from '../product-details';

// The product details' schemas (the vocabularies are plain data in ../product-details, so a page
// that only shows labels loads no zod).

export const productDetailsSchema = z.object({
  product_type: z.enum(productTypes),
  /** Main area first. */
  areas: z.array(z.enum(productAreas)).check(z.minLength(1)),
  skin_types: z.array(z.enum(skinTypes)),
  concerns: z.array(z.enum(productConcerns)),
  /** The ingredients the product is made around, in everyday words ('Shea butter'). */
  key_ingredients: z.array(z.string()),
  /** The full ingredient list in INCI names, in label order; empty for a set. */
  ingredients: z.array(z.string()),
  how_to_use: z.string(),
  free_of: z.array(z.enum(freeOfFlags)),
  /** Sun protection factor, null without sun protection. */
  spf: z.nullable(z.int().check(z.positive())),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

const detailText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).check(
    z.trim(),
    z.minLength(1, { error: `${label} must not be empty` }),
    z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
  );
const choices = <T extends readonly [string, ...string[]]>(values: T, label: string, max = values.length) =>
  z.array(z.enum(values, { error: `${label} must be one of ${values.join(', ')}` })).check(
    z.maxLength(max, { error: `${label}: at most ${max}` }),
    z.refine((list) => new Set(list).size === list.length, { error: `${label}: each at most once` }),
  );

/** Details as staff send them with a product (create or update): the same fields, each refusal with its message. */
export const productDetailsInputSchema = z.object({
  product_type: z.enum(productTypes, { error: `Product type must be one of ${productTypes.join(', ')}` }),
  areas: choices(productAreas, 'Areas').check(z.minLength(1, { error: 'Areas: choose at least one' })),
  skin_types: choices(skinTypes, 'Skin types'),
  concerns: choices(productConcerns, 'Concerns'),
  key_ingredients: z.array(detailText('A key ingredient', 80)).check(z.maxLength(10, { error: 'Key ingredients: at most 10' })),
  ingredients: z.array(detailText('An ingredient', 120)).check(z.maxLength(100, { error: 'Ingredients: at most 100' })),
  how_to_use: z.string({ error: 'How to use must be text' }).check(z.trim(), z.maxLength(2000, { error: 'How to use must be at most 2000 characters' })),
  free_of: choices(freeOfFlags, 'Free of'),
  spf: z.nullable(z.int({ error: 'SPF must be a whole number' }).check(z.gte(1, { error: 'SPF must be between 1 and 100' }), z.lte(100, { error: 'SPF must be between 1 and 100' }))),
});
