import * as z from 'zod/mini';
import { isoDateSchema } from './common';
import { orderFulfilmentFields } from './fulfilment';
import { orderStatuses } from '../orders';

export const orderStatusSchema = z.enum(orderStatuses);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const checkoutResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  payment_url: z.string(),
  order_id: z.int(),
  total_amount: z.number(),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const orderItemSchema = z.object({
  product_id: z.int(),
  product_name: z.string(),
  unit_price: z.number(),
  quantity: z.int(),
  line_total: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

export const orderSchema = z.object({
  order_id: z.int(),
  status: orderStatusSchema,
  total_amount: z.number(),
  currency: z.string(),
  items: z.array(orderItemSchema),
  created_at: isoDateSchema,
  paid_at: z.nullable(isoDateSchema),
  /** (beyond) The payment's reference at the provider (the server always sends it; null before a payment started). */
  payment_reference: z.optional(z.nullable(z.string())),
  /** (beyond) Delivery, fulfilment and refunds (the server always sends them). */
  ...orderFulfilmentFields,
});
export type Order = z.infer<typeof orderSchema>;

export const orderResponseSchema = z.object({ success: z.literal(true), data: orderSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

export const ordersResponseSchema = z.object({ success: z.literal(true), data: z.array(orderSchema) });
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;

export const orderStatusResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ order_id: z.int(), status: orderStatusSchema }),
});
export type OrderStatusResponse = z.infer<typeof orderStatusResponseSchema>;
