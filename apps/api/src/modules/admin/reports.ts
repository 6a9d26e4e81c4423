import { backOfficeMessages, lowStockThreshold, toDollars, type AdminOrder, type AdminOverview, type OrderStatus, type Pagination } from '@nyansa/contract';
import { and, asc, count, desc, eq, exists, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type AppDb } from '../../db/database';
import { brands, consultations, orderItems, orders, payments, products, subscriptions, users } from '../../db/schema/index';
import { httpError } from '../../lib/errors';
import { offsetOf, pageOf } from '../../lib/pagination';
import { pendingRoleRequests } from './service';

// What the admin screens read: the overview's figures (SQL aggregates only) and the order list.

const dayMs = 24 * 60 * 60 * 1000;

/** Orders and revenue (orders, plan payments, both) over today (from midnight UTC), 7 and 30 days; plans; open requests: each one aggregate query. */
export async function overview(db: AppDb, now: Date, currency: string): Promise<AdminOverview> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())).toISOString();
  const week = new Date(now.getTime() - 7 * dayMs).toISOString();
  const month = new Date(now.getTime() - 30 * dayMs).toISOString();
  const at = now.toISOString();
  const since = (from: string) => sql`${orders.paidAt} >= ${from}::timestamptz`;
  const revenue = (from: string) => sql`coalesce(sum(${orders.totalCents}) FILTER (WHERE ${since(from)} AND ${orders.currency} = ${currency}), 0)::float8`;

  const planSince = (from: string) => sql`${payments.paidAt} >= ${from}::timestamptz`;
  const planRevenue = (from: string) => sql`coalesce(sum(${payments.amountCents}) FILTER (WHERE ${planSince(from)}), 0)::float8`;

  const [[sales], [planSales], plans, [requests], roleRequests, lowStock, [toFulfil]] = await Promise.all([
    rowsOf<{ today: number; week: number; month: number; revenue_today: number; revenue_week: number; revenue_month: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE ${since(today)})::int AS today,
                 count(*) FILTER (WHERE ${since(week)})::int AS week,
                 count(*)::int AS month,
                 ${revenue(today)} AS revenue_today, ${revenue(week)} AS revenue_week, ${revenue(month)} AS revenue_month
            FROM ${orders}
           WHERE ${orders.status} = 'paid' AND ${since(month)} AND ${orders.paidAt} <= ${at}::timestamptz`,
    ),
    rowsOf<{ today: number; week: number; month: number }>(
      db,
      sql`SELECT ${planRevenue(today)} AS today, ${planRevenue(week)} AS week, ${planRevenue(month)} AS month
            FROM ${payments}
           WHERE ${payments.purpose} = 'subscription' AND ${payments.status} = 'success' AND ${payments.currency} = ${currency}
             AND ${planSince(month)} AND ${payments.paidAt} <= ${at}::timestamptz`,
    ),
    db
      .select({ packageType: subscriptions.packageType, n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.isActive, true), sql`(${subscriptions.endDate} IS NULL OR ${subscriptions.endDate} > ${at}::timestamptz)`))
      .groupBy(subscriptions.packageType),
    rowsOf<{ open: number; overdue: number }>(
      db,
      sql`SELECT count(*)::int AS open, count(*) FILTER (WHERE ${consultations.dueAt} < ${at}::timestamptz)::int AS overdue
            FROM ${consultations} WHERE ${consultations.status} <> 'answered'`,
    ),
    pendingRoleRequests(db),
    // Counted products in the shop at the low-stock mark or below, fewest first.
    db
      .select({ id: products.id, name: products.name, stock: products.stock, brandName: brands.name })
      .from(products)
      .leftJoin(brands, eq(brands.id, products.brandId))
      .where(and(isNull(products.deletedAt), lte(products.stock, lowStockThreshold)))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(20),
    db.select({ n: count() }).from(orders).where(and(eq(orders.status, 'paid'), inArray(orders.fulfilmentStatus, ['unfulfilled', 'processing']))),
  ]);
  const planCount = (type: string) => plans.find((row) => row.packageType === type)?.n ?? 0;
  const cents = (value: number | string | undefined) => toDollars(Number(value ?? 0));
  const orderCents = { today: Number(sales?.revenue_today ?? 0), week: Number(sales?.revenue_week ?? 0), month: Number(sales?.revenue_month ?? 0) };
  const planCents = { today: Number(planSales?.today ?? 0), week: Number(planSales?.week ?? 0), month: Number(planSales?.month ?? 0) };
  return {
    orders: { today: Number(sales?.today ?? 0), last_7_days: Number(sales?.week ?? 0), last_30_days: Number(sales?.month ?? 0) },
    revenue: { today: cents(orderCents.today), last_7_days: cents(orderCents.week), last_30_days: cents(orderCents.month) },
    plan_revenue: { today: cents(planCents.today), last_7_days: cents(planCents.week), last_30_days: cents(planCents.month) },
    total_revenue: {
      today: cents(orderCents.today + planCents.today),
      last_7_days: cents(orderCents.week + planCents.week),
      last_30_days: cents(orderCents.month + planCents.month),
    },
    currency,
    subscriptions: { basic: planCount('basic'), premium: planCount('premium'), ai_analysis: planCount('ai_analysis') },
    consultations: { open: Number(requests?.open ?? 0), overdue: Number(requests?.overdue ?? 0) },
    role_requests: roleRequests,
    low_stock: lowStock.map((row) => ({ product_id: row.id, product_name: row.name, brand_name: row.brandName, stock: row.stock ?? 0 })),
    to_fulfil: toFulfil?.n ?? 0,
  };
}

export interface OrderQuery {
  status?: OrderStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  limit: number;
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** The created_at bounds of a query: a day from its midnight (UTC) to the next one; a moment as given. */
function dateBounds(query: OrderQuery): SQL[] {
  const from = query.from ? new Date(dateOnly.test(query.from) ? `${query.from}T00:00:00Z` : query.from) : null;
  const to = query.to ? new Date(dateOnly.test(query.to) ? `${query.to}T00:00:00Z` : query.to) : null;
  const toExclusive = to && query.to && dateOnly.test(query.to) ? new Date(to.getTime() + dayMs) : null;
  if (from && to && from.getTime() > to.getTime()) {
    throw httpError(400, backOfficeMessages.dateOrder, 'DATE_ORDER', [{ field: 'from', message: backOfficeMessages.dateOrder }]);
  }
  const bounds: SQL[] = [];
  if (from) bounds.push(gte(orders.createdAt, from));
  if (toExclusive) bounds.push(lt(orders.createdAt, toExclusive));
  else if (to) bounds.push(lte(orders.createdAt, to));
  return bounds;
}

/**
 * Orders newest first with their lines and payment. `brandId` (a brand_admin) narrows the list to
 * orders holding its products and each order to those lines, and leaves the customer out.
 */
export async function listOrders(db: AppDb, query: OrderQuery, brandId: number | null): Promise<{ data: AdminOrder[]; pagination: Pagination }> {
  const ownLine = (orderId: SQL | typeof orders.id) =>
    db
      .select({ one: sql`1` })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(and(eq(orderItems.orderId, orderId), eq(products.brandId, brandId ?? -1)));
  const where = and(query.status ? eq(orders.status, query.status) : undefined, ...dateBounds(query), brandId === null ? undefined : exists(ownLine(orders.id)));

  const [rows, [counted]] = await Promise.all([
    db
      .select({ order: orders, customer: { id: users.id, email: users.email, first_name: users.firstName, last_name: users.lastName }, payment: payments })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(payments, eq(payments.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(orders).where(where),
  ]);

  const ids = rows.map((row) => row.order.id);
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({ item: orderItems })
          .from(orderItems)
          .leftJoin(products, eq(products.id, orderItems.productId))
          .where(and(inArray(orderItems.orderId, ids), brandId === null ? undefined : eq(products.brandId, brandId)))
          .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, (typeof orderItems.$inferSelect)[]>();
  for (const { item } of lines) byOrder.set(item.orderId, [...(byOrder.get(item.orderId) ?? []), item]);

  const data = rows.map(({ order, customer, payment }): AdminOrder => {
    const items = (byOrder.get(order.id) ?? []).map((item) => ({
      product_id: item.productId,
      product_name: item.productName,
      unit_price: toDollars(item.unitPriceCents),
      quantity: item.quantity,
      line_total: toDollars(item.unitPriceCents * item.quantity),
    }));
    const seenCents = (byOrder.get(order.id) ?? []).reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0);
    return {
      order_id: order.id,
      status: order.status,
      total_amount: toDollars(brandId === null ? order.totalCents : seenCents),
      currency: order.currency,
      items,
      created_at: order.createdAt.toISOString(),
      paid_at: order.paidAt ? order.paidAt.toISOString() : null,
      customer: brandId === null ? customer : null,
      payment: payment
        ? { reference: payment.reference, status: payment.status, provider: payment.provider, paid_at: payment.paidAt ? payment.paidAt.toISOString() : null }
        : null,
    };
  });
  return { data, pagination: pageOf(query, counted?.total ?? 0) };
}
