import * as z from 'zod/mini';
import { fulfilmentMessages } from '../messages';
import { isoDateSchema, moneySchema, numberInput, wholeNumber } from './common';
import { orderDeliverySchema } from './delivery';
import { carriers, fulfilmentStatuses } from '../fulfilment';

// (beyond) What happens to the parcel once the order is paid, and money given back. The payment's
// own `status` keeps the spec's four values; this is a separate `fulfilment` object.

export const fulfilmentStatusSchema = z.enum(fulfilmentStatuses, { error: `Status must be one of ${fulfilmentStatuses.join(', ')}` });
export type FulfilmentStatus = z.infer<typeof fulfilmentStatusSchema>;

export const fulfilmentEventSchema = z.object({
  status: fulfilmentStatusSchema,
  at: isoDateSchema,
  note: z.nullable(z.string()),
});
export type FulfilmentEvent = z.infer<typeof fulfilmentEventSchema>;

export const fulfilmentSchema = z.object({
  status: fulfilmentStatusSchema,
  carrier: z.nullable(z.enum(carriers)),
  tracking_number: z.nullable(z.string()),
  /** The carrier's tracking page for this parcel; null for `other` or before shipping. */
  tracking_url: z.nullable(z.string()),
  /** Oldest first: every step the order went through. */
  events: z.array(fulfilmentEventSchema),
});
export type Fulfilment = z.infer<typeof fulfilmentSchema>;

export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export const refundSchema = z.object({
  id: z.int(),
  amount: moneySchema,
  reason: z.string(),
  /** pending: the provider accepted it and is sending the money back; processed: done. */
  status: z.enum(refundStatuses),
  restock: z.boolean(),
  created_at: isoDateSchema,
});
export type Refund = z.infer<typeof refundSchema>;

/** What `GET /api/orders/:id` (and the staff views) add to an order. */
export const orderFulfilmentFields = {
  /** The delivery as chosen at checkout (copies); null for orders placed before delivery existed. */
  delivery: z.optional(z.nullable(orderDeliverySchema)),
  /** Items before the delivery fee. */
  items_total: z.optional(z.number()),
  fulfilment: z.optional(fulfilmentSchema),
  refunds: z.optional(z.array(refundSchema)),
  /** What can still be refunded. */
  refundable: z.optional(z.number()),
  /** A short-lived link to the PDF receipt of a paid order (no token needed while it lasts); null before payment. */
  receipt_url: z.optional(z.nullable(z.string())),
};

// ---------------------------------------------------------------- staff bodies

const optionalNote = z.optional(
  z.nullable(z.string().check(z.trim(), z.maxLength(500, { error: fulfilmentMessages.noteTooLong }))),
);

/** `POST /api/admin/orders/:id/fulfilment`: one step forward. */
export const fulfilmentUpdateRequestSchema = z
  .object({
    status: z.enum(['processing', 'shipped', 'delivered'], { error: 'Status must be processing, shipped or delivered' }),
    carrier: z.optional(z.nullable(z.enum(carriers, { error: `Carrier must be one of ${carriers.join(', ')}` }))),
    tracking_number: z.optional(
      z.nullable(
        z.string().check(
          z.trim(),
          z.maxLength(60, { error: fulfilmentMessages.trackingTooLong }),
          z.regex(/^[A-Za-z0-9 -]*$/, { error: fulfilmentMessages.trackingInvalid }),
        ),
      ),
    ),
    note: optionalNote,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.status !== 'shipped') return;
      if (!body.carrier) ctx.addIssue({ code: 'custom', message: fulfilmentMessages.carrierRequired, path: ['carrier'], input: body });
      if (!body.tracking_number) ctx.addIssue({ code: 'custom', message: fulfilmentMessages.trackingRequired, path: ['tracking_number'], input: body });
    }),
  );
export type FulfilmentUpdateRequest = z.input<typeof fulfilmentUpdateRequestSchema>;

/** `POST /api/admin/orders/:id/cancel`: a paid order not shipped yet, refunded in full and restocked. */
export const orderCancelRequestSchema = z.object({
  reason: z._default(z.string().check(z.trim(), z.maxLength(500, { error: fulfilmentMessages.reasonTooLong })), ''),
});
export type OrderCancelRequest = z.input<typeof orderCancelRequestSchema>;

/** `POST /api/admin/orders/:id/refunds`: part (or the rest) of what was paid. */
export const refundRequestSchema = z.object({
  amount: z.number({ error: fulfilmentMessages.amountInvalid }).check(
    z.positive({ error: fulfilmentMessages.amountInvalid }),
    z.multipleOf(0.01, { error: fulfilmentMessages.amountDecimals }),
  ),
  reason: z.string({ error: fulfilmentMessages.reasonRequired }).check(
    z.trim(),
    z.minLength(1, { error: fulfilmentMessages.reasonRequired, abort: true }),
    z.maxLength(500, { error: fulfilmentMessages.reasonTooLong }),
  ),
  /** Put the returned items back in stock. */
  restock: z.boolean({ error: 'restock must be true or false' }),
  /** The lines coming back (required with restock: true): at most what was bought, less what was restocked before. */
  items: z._default(
    z.array(
      z.object({
        product_id: z.int({ error: 'product_id must be a number' }).check(z.positive({ error: 'product_id must be a number' })),
        quantity: z.int({ error: 'Quantity must be a whole number' }).check(z.gte(1, { error: 'Quantity must be between 1 and 99' }), z.lte(99, { error: 'Quantity must be between 1 and 99' })),
      }),
    ),
    [],
  ),
}).check(
  z.superRefine((body, ctx) => {
    if (body.restock && body.items.length === 0) ctx.addIssue({ code: 'custom', message: fulfilmentMessages.restockItemsRequired, path: ['items'], input: body });
  }),
);
export type RefundRequest = z.input<typeof refundRequestSchema>;

// ---------------------------------------------------------------- stock

export const stockStatuses = ['in_stock', 'low_stock', 'out_of_stock'] as const;
export type StockStatus = (typeof stockStatuses)[number];

/** `stock` on a product create or update: a whole number of units, or null for "not counted". */
export const stockInputSchema = z.nullable(
  numberInput(
    'Stock must be a whole number',
    wholeNumber({ type: 'Stock must be a whole number', whole: 'Stock must be a whole number', min: 'Stock must be 0 or more', max: 'Stock must be at most 1000000' }, 0, 1_000_000),
  ),
);

export const lowStockItemSchema = z.object({
  product_id: z.int(),
  product_name: z.string(),
  brand_name: z.nullable(z.string()),
  stock: z.int(),
});
export type LowStockItem = z.infer<typeof lowStockItemSchema>;

// ---------------------------------------------------------------- queue and packing slip

export const fulfilmentQueueQuerySchema = z.object({
  /** Absent: the work still to do (unfulfilled and processing). */
  status: z.optional(fulfilmentStatusSchema),
  page: z._default(wholeNumber({ type: 'Page must be a number', whole: 'Page must be a whole number', min: 'Page must be 1 or more', max: 'Page is too large' }, 1, 100_000), 1),
  limit: z._default(
    wholeNumber({ type: 'Limit must be a number', whole: 'Limit must be a whole number', min: 'Limit must be between 1 and 100', max: 'Limit must be between 1 and 100' }, 1, 100),
    20,
  ),
});
export type FulfilmentQueueQuery = z.input<typeof fulfilmentQueueQuerySchema>;

export const packingSlipLineSchema = z.object({ product_id: z.int(), product_name: z.string(), quantity: z.int() });

export const fulfilmentOrderSchema = z.object({
  order_id: z.int(),
  created_at: isoDateSchema,
  paid_at: z.nullable(isoDateSchema),
  currency: z.string(),
  /** The whole order for an admin; for a brand_admin, its lines' sum. */
  total_amount: z.number(),
  items: z.array(z.object({ product_id: z.int(), product_name: z.string(), unit_price: z.number(), quantity: z.int(), line_total: z.number() })),
  /** null for a brand_admin, who sees its lines and nothing of the customer. */
  customer: z.nullable(z.object({ id: z.int(), email: z.string(), first_name: z.string(), last_name: z.string() })),
  /** null for a brand_admin (the address is the customer's). */
  delivery: z.nullable(orderDeliverySchema),
  fulfilment: fulfilmentSchema,
  refunds: z.array(refundSchema),
  refundable: z.number(),
});
export type FulfilmentOrder = z.infer<typeof fulfilmentOrderSchema>;

export const fulfilmentQueueResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(fulfilmentOrderSchema),
  pagination: z.object({ page: z.int(), limit: z.int(), total: z.int(), total_pages: z.int(), has_more: z.boolean() }),
});
export type FulfilmentQueueResponse = z.infer<typeof fulfilmentQueueResponseSchema>;

export const fulfilmentOrderResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: fulfilmentOrderSchema });
export type FulfilmentOrderResponse = z.infer<typeof fulfilmentOrderResponseSchema>;

/** `GET /api/admin/orders/:id/packing-slip` (admin): what the printable slip shows. */
export const packingSlipSchema = z.object({
  order_id: z.int(),
  created_at: isoDateSchema,
  paid_at: z.nullable(isoDateSchema),
  customer_name: z.string(),
  delivery: z.nullable(orderDeliverySchema),
  items: z.array(packingSlipLineSchema),
  fulfilment: fulfilmentSchema,
});
export type PackingSlip = z.infer<typeof packingSlipSchema>;
export const packingSlipResponseSchema = z.object({ success: z.literal(true), data: packingSlipSchema });
export type PackingSlipResponse = z.infer<typeof packingSlipResponseSchema>;
