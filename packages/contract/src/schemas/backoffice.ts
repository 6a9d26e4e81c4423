import * as z from 'zod/mini';
import { backOfficeMessages } from '../messages';
import { roleSchema, userSchema } from './auth';
import { isoDateSchema, wholeNumber } from './common';
import { orderStatuses } from '../orders';
import { orderItemSchema, orderStatusSchema } from './orders';
import { paymentStatuses } from './payments';
import { paginationSchema, productSchema } from './products';
import { lowStockItemSchema } from './fulfilment';
import { auditActions, auditTargetTypes } from '../backoffice';

// (beyond) The back office (contract, section "Back office"): staff lists are paged alike,
// `{success, data: [...], pagination}`, `page` from 1 and `limit` 1..100 (20 by default).

export const staffPageSize = 20;

const pageQuery = {
  page: z._default(wholeNumber({ type: 'Page must be a number', whole: 'Page must be a whole number', min: 'Page must be 1 or more', max: 'Page is too large' }, 1, 100_000), 1),
  limit: z._default(
    wholeNumber({ type: 'Limit must be a number', whole: 'Limit must be a whole number', min: 'Limit must be between 1 and 100', max: 'Limit must be between 1 and 100' }, 1, 100),
    staffPageSize,
  ),
};

/** A page of a staff list and nothing else. */
export const staffPageQuerySchema = z.object(pageQuery);

const searchQuery = z.optional(z.string().check(z.trim(), z.maxLength(100, { error: 'Search must be at most 100 characters' })));

/** `2026-03-01` (the whole day, UTC) or an ISO date and time. */
const dateQuery = z.optional(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2}))?$/, { error: backOfficeMessages.dateInvalid, abort: true }),
    z.refine((text) => !Number.isNaN(Date.parse(text)), { error: backOfficeMessages.dateInvalid }),
  ),
);

// ---------------------------------------------------------------- overview

const periodCountsSchema = z.object({ today: z.int(), last_7_days: z.int(), last_30_days: z.int() });
const periodMoneySchema = z.object({ today: z.number(), last_7_days: z.number(), last_30_days: z.number() });

export const adminOverviewSchema = z.object({
  /** Orders paid in the period ("today" from midnight UTC). */
  orders: periodCountsSchema,
  /** What those orders brought in, in `currency`. */
  revenue: periodMoneySchema,
  /** What plan payments (premium, AI analysis) paid in the period brought in, in `currency`. */
  plan_revenue: periodMoneySchema,
  /** Orders and plans together: `revenue` + `plan_revenue`. */
  total_revenue: periodMoneySchema,
  currency: z.string(),
  /** Active plans per package. */
  subscriptions: z.object({ basic: z.int(), premium: z.int(), ai_analysis: z.int() }),
  /** Dermatologist requests not answered yet, and those of them past their 24 hours. */
  consultations: z.object({ open: z.int(), overdue: z.int() }),
  /** Accounts that asked at registration for a role they do not have. */
  role_requests: z.int(),
  /** (beyond) Counted products at 5 units or fewer, fewest first (at most 20); the server always sends it. */
  low_stock: z.optional(z.array(lowStockItemSchema)),
  /** (beyond) Paid orders not shipped yet; the server always sends it. */
  to_fulfil: z.optional(z.int()),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
export const adminOverviewResponseSchema = z.object({ success: z.literal(true), data: adminOverviewSchema });
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponseSchema>;

// ---------------------------------------------------------------- orders

export const adminOrdersQuerySchema = z.object({
  status: z.optional(z.enum(orderStatuses, { error: 'Status must be pending, paid, failed or cancelled' })),
  /** Orders created from this day (or moment) on. */
  from: dateQuery,
  /** Orders created up to the end of this day (or up to this moment). */
  to: dateQuery,
  ...pageQuery,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

export const adminOrderSchema = z.object({
  order_id: z.int(),
  status: orderStatusSchema,
  /** The whole order for an admin; for a brand_admin, the sum of the lines it sees. */
  total_amount: z.number(),
  currency: z.string(),
  items: z.array(orderItemSchema),
  created_at: isoDateSchema,
  paid_at: z.nullable(isoDateSchema),
  /** The shopper; null for a brand_admin, who sees its lines and nothing of the customer. */
  customer: z.nullable(z.object({ id: z.int(), email: z.string(), first_name: z.string(), last_name: z.string() })),
  payment: z.nullable(
    z.object({ reference: z.string(), status: z.enum(paymentStatuses), provider: z.string(), paid_at: z.nullable(isoDateSchema) }),
  ),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrdersResponseSchema = z.object({ success: z.literal(true), data: z.array(adminOrderSchema), pagination: paginationSchema });
export type AdminOrdersResponse = z.infer<typeof adminOrdersResponseSchema>;

// ---------------------------------------------------------------- people and brands

export const brandSchema = z.object({ id: z.int(), name: z.string() });
export type Brand = z.infer<typeof brandSchema>;
export const brandsResponseSchema = z.object({ success: z.literal(true), data: z.array(brandSchema) });
export type BrandsResponse = z.infer<typeof brandsResponseSchema>;
export const brandCreateRequestSchema = z.object({
  name: z.string({ error: backOfficeMessages.brandNameRequired }).check(
    z.trim(),
    z.minLength(1, { error: backOfficeMessages.brandNameRequired, abort: true }),
    z.maxLength(80, { error: backOfficeMessages.brandNameTooLong }),
  ),
});
export type BrandCreateRequest = z.input<typeof brandCreateRequestSchema>;
export const brandResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: brandSchema });

export const adminUsersQuerySchema = z.object({
  /** Matches email, first and last name. */
  search: searchQuery,
  role: z.optional(roleSchema),
  /** `true`: only accounts with a pending role request. */
  pending: z.optional(z.enum(['true', 'false'], { error: 'Pending must be true or false' })),
  ...pageQuery,
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.extend(userSchema, {
  created_at: isoDateSchema,
  /** The role asked for at registration while nobody has granted or declined it; null otherwise. */
  pending_role: z.nullable(roleSchema),
  /** The brand a brand_admin manages. */
  brand: z.nullable(brandSchema),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ success: z.literal(true), data: z.array(adminUserSchema), pagination: paginationSchema });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;
export const adminUserResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: adminUserSchema });
export type AdminUserResponse = z.infer<typeof adminUserResponseSchema>;

// ---------------------------------------------------------------- audit

export const auditQuerySchema = z.object({
  action: z.optional(z.enum(auditActions, { error: `Action must be one of ${auditActions.join(', ')}` })),
  ...pageQuery,
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.int(),
  /** Who acted; null for the command line (`npm run admin`). The email is the one they had then. */
  actor_id: z.nullable(z.int()),
  actor_email: z.nullable(z.string()),
  action: z.enum(auditActions),
  /** `label` names the target: a person's email, a product's or brand's name, whose request or review; null once it is gone. */
  target: z.object({ type: z.enum(auditTargetTypes), id: z.int(), label: z.nullable(z.string()) }),
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  created_at: isoDateSchema,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ success: z.literal(true), data: z.array(auditEntrySchema), pagination: paginationSchema });
export type AuditResponse = z.infer<typeof auditResponseSchema>;

// ---------------------------------------------------------------- products for staff

export const staffProductStatuses = ['active', 'archived', 'all'] as const;
export const staffProductsQuerySchema = z.object({
  search: searchQuery,
  status: z._default(z.enum(staffProductStatuses, { error: 'Status must be active, archived or all' }), 'all'),
  /** (beyond) `low`: counted products at 5 units or fewer (out of stock included); `out`: none left. */
  stock: z.optional(z.enum(['low', 'out'], { error: 'Stock must be low or out' })),
  ...pageQuery,
});
export type StaffProductsQuery = z.input<typeof staffProductsQuerySchema>;

export const staffProductSchema = z.extend(productSchema, {
  brand_name: z.nullable(z.string()),
  /** Left the shop (it is in a paid order, so it was archived instead of removed). */
  archived: z.boolean(),
  archived_at: z.nullable(isoDateSchema),
  updated_at: isoDateSchema,
  /** (beyond) Exact units in stock; null: not counted. The server always sends it. */
  stock: z.optional(z.nullable(z.int())),
});
export type StaffProduct = z.infer<typeof staffProductSchema>;
export const staffProductsResponseSchema = z.object({ success: z.literal(true), data: z.array(staffProductSchema), pagination: paginationSchema });
export type StaffProductsResponse = z.infer<typeof staffProductsResponseSchema>;
/** The answer of a product create or update: the product as staff see it. */
export const staffProductResponseSchema = z.object({ success: z.literal(true), product: staffProductSchema });
/** An archived product back in the shop (admin). */
export const staffProductRestoreResponseSchema = z.object({ success: z.literal(true), message: z.string(), product: staffProductSchema });
export type StaffProductRestoreResponse = z.infer<typeof staffProductRestoreResponseSchema>;
export type StaffProductResponse = z.infer<typeof staffProductResponseSchema>;
