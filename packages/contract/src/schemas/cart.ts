import * as z from 'zod/mini';
import { cartMessages, favoritesMessages } from '../messages';
import { idSchema, numberInput, wholeNumber } from './common';
import { cartDeliverySchema } from './delivery';
import { productSchema } from './products';

export const maxQuantity = 99;
export const maxFavorites = 500;

const quantityRange = cartMessages.quantityRange;
export const quantitySchema = numberInput(quantityRange, wholeNumber({ type: quantityRange, min: quantityRange, max: quantityRange }, 1, maxQuantity));

export const cartItemSchema = z.object({
  id: z.int(),
  product_id: z.int(),
  quantity: z.int(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  /** Items plus the delivery fee. */
  cart_total: z.number(),
  /** (beyond) The items alone, the fee, and the delivery chosen (null: pickup at the default point at checkout). The server always sends them. */
  items_total: z.optional(z.number()),
  delivery_fee: z.optional(z.number()),
  delivery: z.optional(z.nullable(cartDeliverySchema)),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ success: z.literal(true), message: z.optional(z.string()), data: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartAddRequestSchema = z.object({
  product_id: idSchema,
  quantity: z._default(quantitySchema, 1),
});
export type CartAddRequest = z.input<typeof cartAddRequestSchema>;

export const cartUpdateRequestSchema = z.object({
  product_id: z.optional(idSchema),
  quantity: quantitySchema,
});
export type CartUpdateRequest = z.input<typeof cartUpdateRequestSchema>;

export const cartRemoveResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CartRemoveResponse = z.infer<typeof cartRemoveResponseSchema>;

// `products` (beyond the spec): the favorites' products in the same order; a signed-out list kept in the browser has none.
export const favoritesSchema = z.object({ favorites: z.array(z.int()), products: z.optional(z.array(productSchema)) });

export const favoritesRequestSchema = z.object({
  favorites: z.array(idSchema, { error: 'Favorites must be a list of product ids' }).check(z.maxLength(maxFavorites, { error: favoritesMessages.tooMany })),
});
export type FavoritesRequest = z.input<typeof favoritesRequestSchema>;

export const favoritesResponseSchema = z.object({ success: z.literal(true), data: favoritesSchema });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
