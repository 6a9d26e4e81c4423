import { billingCycles, carriers, fulfilmentStatuses, orderStatuses, packageTypes, paymentStatuses, type OrderDelivery } from '@nyansa/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, oneOf, timestamptz } from './columns';
import { users } from './core';

// Checkout, orders, payments and subscriptions. Money is integer cents; a payment's effect is
// applied once, guarded by payments.applied_at.

export const paymentPurposes = ['order', 'subscription'] as const;
export const paidPackageTypes = ['premium', 'ai_analysis'] as const;
export const paymentProviders = ['sandbox', 'paystack'] as const;

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    // Sorted "product:quantity:price" lines: a repeated checkout of the same cart reuses the order.
    cartKey: text('cart_key').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
    // The delivery fee inside total_cents.
    deliveryFeeCents: integer('delivery_fee_cents').notNull().default(0),
    // A copy of the delivery option and address as they were at checkout ({option, address, fee} of
    // the contract), so later edits or an account's deletion change no history. NULL before delivery existed.
    deliverySnapshot: jsonb('delivery_snapshot').$type<OrderDelivery>(),
    fulfilmentStatus: text('fulfilment_status', { enum: fulfilmentStatuses }).notNull().default('unfulfilled'),
    carrier: text('carrier', { enum: carriers }),
    trackingNumber: text('tracking_number'),
  },
  (t) => [
    check('orders_status_check', oneOf(t.status, orderStatuses)),
    check('orders_fulfilment_status_check', oneOf(t.fulfilmentStatus, fulfilmentStatuses)),
    check('orders_carrier_check', oneOf(t.carrier, carriers)),
    check('orders_delivery_fee_cents_check', sql`${t.deliveryFeeCents} >= 0 AND ${t.deliveryFeeCents} < ${t.totalCents}`),
    // The fulfilment queue: paid orders by fulfilment status, oldest first.
    index('orders_fulfilment_idx').on(t.fulfilmentStatus, t.paidAt).where(sql`${t.status} = 'paid'`),
    check('orders_total_cents_check', sql`${t.totalCents} > 0`),
    check('orders_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    foreignKey({ name: 'orders_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    // At most one order waiting for payment per shopper, whatever races happen.
    uniqueIndex('orders_one_pending_per_user').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('orders_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The back office: the order list (newest first) and the overview's sales of the last 30 days.
    index('orders_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
  ],
);

/** What was bought, at the price of the moment: products may change or leave the catalog later. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    // Units this line holds out of products.stock (0 for a product not counted, or once released).
    reservedQuantity: integer('reserved_quantity').notNull().default(0),
    // Units put back in stock by a cancellation or a refund.
    restockedQuantity: integer('restocked_quantity').notNull().default(0),
  },
  (t) => [
    check('order_items_unit_price_cents_check', sql`${t.unitPriceCents} > 0`),
    check('order_items_stock_check', sql`${t.reservedQuantity} BETWEEN 0 AND ${t.quantity} AND ${t.restockedQuantity} BETWEEN 0 AND ${t.quantity}`),
    check('order_items_quantity_check', sql`${t.quantity} BETWEEN 1 AND 99`),
    foreignKey({ name: 'order_items_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete('cascade'),
    unique('order_items_order_id_product_id_key').on(t.orderId, t.productId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    packageType: text('package_type', { enum: packageTypes }).notNull(),
    billingCycle: text('billing_cycle', { enum: billingCycles }).notNull(),
    startDate: timestamptz('start_date').notNull(),
    // NULL for basic, which never runs out.
    endDate: timestamptz('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('subscriptions_package_type_check', oneOf(t.packageType, packageTypes)),
    check('subscriptions_billing_cycle_check', oneOf(t.billingCycle, billingCycles)),
    check('subscriptions_check', sql`(${t.packageType} = 'basic') = (${t.endDate} IS NULL)`),
    foreignKey({ name: 'subscriptions_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    uniqueIndex('subscriptions_one_active_per_user').on(t.userId).where(sql`${t.isActive}`),
    index('subscriptions_user_idx').on(t.userId, t.startDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique('payments_reference_key'),
    userId: integer('user_id').notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    orderId: integer('order_id'),
    packageType: text('package_type', { enum: paidPackageTypes }),
    billingCycle: text('billing_cycle', { enum: billingCycles }),
    // The plan this payment activated, once applied.
    subscriptionId: integer('subscription_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    authorizationUrl: text('authorization_url'),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    // Why a payment the provider called successful was not accepted (amount or currency differ).
    refusal: text('refusal'),
    paidAt: timestamptz('paid_at'),
    appliedAt: timestamptz('applied_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('payments_reference_check', sql`${t.reference} ~ '^[A-Za-z0-9.=-]{8,100}$'`),
    check('payments_purpose_check', oneOf(t.purpose, paymentPurposes)),
    check('payments_package_type_check', oneOf(t.packageType, paidPackageTypes)),
    check('payments_billing_cycle_check', oneOf(t.billingCycle, billingCycles)),
    check('payments_amount_cents_check', sql`${t.amountCents} > 0`),
    check('payments_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('payments_provider_check', oneOf(t.provider, paymentProviders)),
    check('payments_status_check', oneOf(t.status, paymentStatuses)),
    check('payments_check', sql`(${t.purpose} = 'order') = (${t.orderId} IS NOT NULL)`),
    check('payments_check1', sql`(${t.purpose} = 'subscription') = (${t.packageType} IS NOT NULL AND ${t.billingCycle} IS NOT NULL)`),
    foreignKey({ name: 'payments_user_id_fkey', columns: [t.userId], foreignColumns: [users.id] }).onDelete('cascade'),
    foreignKey({ name: 'payments_order_id_fkey', columns: [t.orderId], foreignColumns: [orders.id] }).onDelete('cascade'),
    foreignKey({ name: 'payments_subscription_id_fkey', columns: [t.subscriptionId], foreignColumns: [subscriptions.id] }).onDelete('set null'),
    // One reference per order, so a shopper can never pay one order twice.
    uniqueIndex('payments_one_per_order').on(t.orderId).where(sql`${t.orderId} IS NOT NULL`),
    index('payments_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
  ],
);

/** The embedded sandbox provider's own ledger (what Paystack would keep on its side). */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    reference: text('reference').primaryKey(),
    email: text('email').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    paidAt: timestamptz('paid_at'),
    createdAt: createdAt(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('sandbox_payments_amount_cents_check', sql`${t.amountCents} > 0`),
    check('sandbox_payments_status_check', oneOf(t.status, paymentStatuses)),
  ],
);

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
