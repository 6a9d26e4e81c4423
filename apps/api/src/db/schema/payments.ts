import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './core';

// Mirrors migrations/0002_payments.sql (the SQL file is the source of truth for constraints).

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'paid', 'failed', 'cancelled'] }).notNull().default('pending'),
    totalCents: integer('total_cents').notNull(),
    currency: text('currency').notNull(),
    cartKey: text('cart_key').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    paidAt: timestamptz('paid_at'),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.createdAt, t.id)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull(),
    productName: text('product_name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [unique().on(t.orderId, t.productId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageType: text('package_type', { enum: ['basic', 'premium', 'ai_analysis'] }).notNull(),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }).notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date'),
    isActive: boolean('is_active').notNull().default(true),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId, t.startDate, t.id)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['order', 'subscription'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    packageType: text('package_type', { enum: ['premium', 'ai_analysis'] }),
    billingCycle: text('billing_cycle', { enum: ['monthly', 'yearly'] }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider', { enum: ['sandbox', 'paystack'] }).notNull(),
    authorizationUrl: text('authorization_url'),
    status: text('status', { enum: ['pending', 'success', 'failed', 'abandoned'] }).notNull().default('pending'),
    refusal: text('refusal'),
    paidAt: timestamptz('paid_at'),
    appliedAt: timestamptz('applied_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payments_user_idx').on(t.userId, t.createdAt)],
);

export const sandboxPayments = pgTable('sandbox_payments', {
  reference: text('reference').primaryKey(),
  email: text('email').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  callbackUrl: text('callback_url').notNull(),
  status: text('status', { enum: ['pending', 'success', 'failed', 'abandoned'] }).notNull().default('pending'),
  paidAt: timestamptz('paid_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
