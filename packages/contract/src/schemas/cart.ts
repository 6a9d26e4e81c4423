import { z } from 'zod';
import { cartMessages, favoritesMessages } from '../messages';
import { idSchema, numberInput } from './common';
import { productSchema } from './products';

export const maxQuantity = 99;
export const maxFavorites = 500;

export const quantitySchema = numberInput(
  cartMessages.quantityRange,
  z.coerce
    .number<string | number>({ error: cartMessages.quantityRange })
    .int({ error: cartMessages.quantityRange })
    .min(1, { error: cartMessages.quantityRange })
    .max(maxQuantity, { error: cartMessages.quantityRange }),
);

export const cartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  quantity: z.number().int(),
  product: productSchema,
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({ items: z.array(cartItemSchema), cart_total: z.number() });
export type Cart = z.infer<typeof cartSchema>;

export const cartResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const cartAddRequestSchema = z.object({
  product_id: idSchema,
  quantity: quantitySchema.default(1),
});
export type CartAddRequest = z.input<typeof cartAddRequestSchema>;

export const cartUpdateRequestSchema = z.object({
  product_id: idSchema.optional(),
  quantity: quantitySchema,
});
export type CartUpdateRequest = z.input<typeof cartUpdateRequestSchema>;

export const cartRemoveResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type CartRemoveResponse = z.infer<typeof cartRemoveResponseSchema>;

export const favoritesSchema = z.object({ favorites: z.array(z.number().int()) });

export const favoritesRequestSchema = z.object({
  favorites: z
    .array(idSchema, { error: 'Favorites must be a list of product ids' })
    .max(maxFavorites, { error: favoritesMessages.tooMany }),
});
export type FavoritesRequest = z.input<typeof favoritesRequestSchema>;

export const favoritesResponseSchema = z.object({ success: z.literal(true), data: favoritesSchema });
export type FavoritesResponse = z.infer<typeof favoritesResponseSchema>;
