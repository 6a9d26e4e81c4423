import { deliveryCountries, deliveryKinds, fulfilmentStatuses, refundStatuses, type PickupPoint } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz } from './columns';
import { users } from './core';
import { orders } from './payments';

// Delivery, stock and fulfilment: the shopper's address book, the shop's delivery options and
// pickup points, the cart's chosen delivery, each order's fulfilment steps and its refunds.
// Stock itself is products.stock; what an order took from it is order_items.reserved_quantity.

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    fullName: text('full_name').notNull(),
    // E.164, checked for the country when saved.
    phone: text('phone').notNull(),
    country: text('country', { enum: deliveryCountries }).notNull(),
    region: text('region').notNull(),
    city: text('city').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2'),
    landmark: text('landmark'),
    digitalAddress: text('digital_address'),
    postalCode: text('postal_code'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('addresses_country_check', oneOf(t.country, deliveryCountries)),
    foreignKey({ name: 'addresses_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    index('addresses_user_idx').on(t.userId),
    // At most one default address per shopper.
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

export const deliveryOptions = pgTable(
  'delivery_options',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: deliveryKinds }).notNull(),
    name: text('name').notNull(),
    country: text('country', { enum: deliveryCountries }).notNull(),
    // Regions served by home delivery; empty: the whole country.
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    feeCents: integer('fee_cents').notNull(),
    freeOverCents: integer('free_over_cents'),
    estimateMinDays: integer('estimate_min_days').notNull(),
    estimateMaxDays: integer('estimate_max_days').notNull(),
    pickupPoint: jsonb('pickup_point').$type<PickupPoint>(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
    // Stable key of a seeded option, so the defaults are added once.
    seedKey: text('seed_key').unique('delivery_options_seed_key_key'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('delivery_options_kind_check', oneOf(t.kind, deliveryKinds)),
    check('delivery_options_country_check', oneOf(t.country, deliveryCountries)),
    check('delivery_options_fee_check', sql`${t.feeCents} >= 0 AND (${t.freeOverCents} IS NULL OR ${t.freeOverCents} >= 0)`),
    check('delivery_options_estimate_check', sql`${t.estimateMinDays} >= 0 AND ${t.estimateMinDays} <= ${t.estimateMaxDays}`),
    check('delivery_options_pickup_check', sql`(${t.kind} = 'pickup') = (${t.pickupPoint} IS NOT NULL)`),
    check('delivery_options_default_check', sql`NOT ${t.isDefault} OR (${t.kind} = 'pickup' AND ${t.active})`),
    // One default pickup point: checkout's delivery when the shopper chose none.
    uniqueIndex('delivery_options_one_default').on(t.isDefault).where(sql`${t.isDefault}`),
  ],
);

/** The delivery a shopper chose for the cart (one per shopper). */
export const cartDeliveries = pgTable(
  'cart_deliveries',
  {
    userId: integer('user_id').primaryKey(),
    optionId: integer('option_id').notNull(),
    addressId: integer('address_id'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'cart_deliveries_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'cart_deliveries_option_id_fkey', columns: [t.optionId], foreignColumns: [deliveryOptions.id] }).onDelete('cascade'),
    // A deleted address takes the choice with it: the cart falls back to the default pickup.
    foreignKey({ name: 'cart_deliveries_address_id_fkey', columns: [t.addressId], foreignColumns: [addresses.id] }).onDelete('cascade'),
  ],
);

/** Every fulfilment step of an order, oldest first; the order row holds the current one. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    status: text('status', { enum: fulfilmentStatuses }).notNull(),
    note: text('note'),
    // The staff member who made the step (null: the shop itself).
    actorId: integer('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_status_check', oneOf(t.status, fulfilmentStatuses)),
    foreignKey({ name: 'order_events_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'order_events_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }).onDelete('set null'),
    index('order_events_order_idx').on(t.orderId, t.id),
  ],
);

/** Money given back for an order, through the payment provider. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    restock: boolean('restock').notNull(),
    status: text('status', { enum: refundStatuses }).notNull(),
    // The provider's id of the refund.
    providerRefundId: text('provider_refund_id'),
    actorId: integer('actor_id'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('order_refunds_amount_cents_check', sql`${t.amountCents} > 0`),
    check('order_refunds_status_check', oneOf(t.status, refundStatuses)),
    foreignKey({ name: 'order_refunds_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'order_refunds_actor_id_fkey', columns: [t.actorId], foreignColumns: [users.id] }).onDelete('set null'),
    index('order_refunds_order_idx').on(t.orderId),
  ],
);

/** The embedded sandbox provider's refunds (what Paystack keeps on its side). */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [check('sandbox_refunds_amount_cents_check', sql`${t.amountCents} > 0`), index('sandbox_refunds_reference_idx').on(t.reference)],
);

export type AddressRow = typeof addresses.$inferSelect;
export type DeliveryOptionRow = typeof deliveryOptions.$inferSelect;
