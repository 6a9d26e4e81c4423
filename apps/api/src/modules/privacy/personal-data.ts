import { toDollars } from '@nyansa/contract';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AppDb } from '../../db/database';
import {
  addresses,
  analyses,
  chatMessages,
  consultationProducts,
  consultations,
  favorites,
  newsletterSubscribers,
  orderEvents,
  orderItems,
  orderRefunds,
  orders,
  payments,
  products,
  reviews,
  subscriptions,
  users,
} from '../../db/schema/index';

// Everything the shop holds about one account, kind by kind: each kind is one JSON file of the
// export. A new table of personal data adds one entry here (and one in deletion.ts).

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** One file of the archive: its name, what it holds, and how to read it for one account. */
export interface PersonalDataKind {
  file: string;
  about: string;
  read(db: AppDb, userId: number): Promise<unknown>;
}

async function profile(db: AppDb, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const newsletter = await db.select({ since: newsletterSubscribers.createdAt }).from(newsletterSubscribers).where(eq(newsletterSubscribers.email, user.email));
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    avatar: user.avatar,
    role: user.role,
    requested_role: user.requestedRole,
    email_verified_at: iso(user.emailVerifiedAt),
    keep_analysis_photos: user.keepAnalysisPhotos,
    newsletter_since: iso(newsletter[0]?.since ?? null),
    created_at: iso(user.createdAt),
    updated_at: iso(user.updatedAt),
  };
}

async function addressBook(db: AppDb, userId: number) {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  return rows.map((row) => ({
    id: row.id,
    full_name: row.fullName,
    phone: row.phone,
    country: row.country,
    region: row.region,
    city: row.city,
    line1: row.line1,
    line2: row.line2,
    landmark: row.landmark,
    digital_address: row.digitalAddress,
    postal_code: row.postalCode,
    is_default: row.isDefault,
    created_at: iso(row.createdAt),
  }));
}

async function orderList(db: AppDb, userId: number) {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.id);
  const [lines, events, refunds] =
    ids.length === 0
      ? [[], [], []]
      : await Promise.all([
          db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
          db.select().from(orderEvents).where(inArray(orderEvents.orderId, ids)).orderBy(asc(orderEvents.id)),
          db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(asc(orderRefunds.id)),
        ]);
  return rows.map((order) => ({
    order_id: order.id,
    status: order.status,
    total_amount: toDollars(order.totalCents),
    delivery_fee: toDollars(order.deliveryFeeCents),
    currency: order.currency,
    created_at: iso(order.createdAt),
    paid_at: iso(order.paidAt),
    items: lines
      .filter((line) => line.orderId === order.id)
      .map((line) => ({ product_id: line.productId, product_name: line.productName, unit_price: toDollars(line.unitPriceCents), quantity: line.quantity })),
    // The delivery option and address as they were at checkout.
    delivery: order.deliverySnapshot ?? null,
    fulfilment: {
      status: order.fulfilmentStatus,
      carrier: order.carrier,
      tracking_number: order.trackingNumber,
      events: events.filter((event) => event.orderId === order.id).map((event) => ({ status: event.status, at: iso(event.createdAt), note: event.note })),
    },
    refunds: refunds
      .filter((refund) => refund.orderId === order.id)
      .map((refund) => ({ amount: toDollars(refund.amountCents), reason: refund.reason, status: refund.status, created_at: iso(refund.createdAt) })),
  }));
}

async function subscriptionList(db: AppDb, userId: number) {
  const plans = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(asc(subscriptions.startDate), asc(subscriptions.id));
  const paid = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt), asc(payments.id));
  return {
    subscriptions: plans.map((plan) => ({
      id: plan.id,
      package_type: plan.packageType,
      billing_cycle: plan.billingCycle,
      start_date: iso(plan.startDate),
      end_date: iso(plan.endDate),
      is_active: plan.isActive,
      cancelled_at: iso(plan.cancelledAt),
    })),
    payments: paid.map((payment) => ({
      reference: payment.reference,
      purpose: payment.purpose,
      order_id: payment.orderId,
      package_type: payment.packageType,
      billing_cycle: payment.billingCycle,
      amount: toDollars(payment.amountCents),
      currency: payment.currency,
      provider: payment.provider,
      status: payment.status,
      paid_at: iso(payment.paidAt),
      created_at: iso(payment.createdAt),
    })),
  };
}

async function favoriteList(db: AppDb, userId: number) {
  const rows = await db
    .select({ productId: favorites.productId, name: products.name, since: favorites.createdAt })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(eq(favorites.userId, userId))
    .orderBy(asc(favorites.createdAt));
  return rows.map((row) => ({ product_id: row.productId, product_name: row.name, added_at: iso(row.since) }));
}

async function reviewList(db: AppDb, userId: number) {
  const rows = await db
    .select({ review: reviews, productName: products.name })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));
  return rows.map(({ review, productName }) => ({
    id: review.id,
    product_id: review.productId,
    product_name: productName,
    rating: review.rating,
    text: review.text,
    hidden_by_the_shop: review.hiddenAt !== null,
    created_at: iso(review.createdAt),
    updated_at: iso(review.updatedAt),
  }));
}

/** Where an analysis photo is in the archive. */
export const photoPath = (key: string): string => `photos/${key}`;

async function analysisList(db: AppDb, userId: number) {
  const rows = await db.select().from(analyses).where(eq(analyses.userId, userId)).orderBy(asc(analyses.createdAt), asc(analyses.id));
  return rows.map((row) => ({
    id: row.id,
    created_at: iso(row.createdAt),
    photo: row.imageKey ? photoPath(row.imageKey) : null,
    diagnosis: row.diagnosis,
    headline: row.headline,
    scores: row.scores,
    confidence: row.confidence,
    model: row.model,
    result: row.result,
  }));
}

async function consultationList(db: AppDb, userId: number) {
  const rows = await db.select().from(consultations).where(eq(consultations.userId, userId)).orderBy(asc(consultations.createdAt), asc(consultations.id));
  const ids = rows.map((row) => row.id);
  const suggested =
    ids.length === 0
      ? []
      : await db
          .select({ consultationId: consultationProducts.consultationId, productId: products.id, name: products.name })
          .from(consultationProducts)
          .innerJoin(products, eq(products.id, consultationProducts.productId))
          .where(inArray(consultationProducts.consultationId, ids))
          .orderBy(asc(consultationProducts.position));
  return rows.map((row) => ({
    id: row.id,
    analysis_id: row.analysisId,
    question: row.question,
    status: row.status,
    created_at: iso(row.createdAt),
    reply:
      row.reply === null
        ? null
        : {
            text: row.reply,
            dermatologist_name: row.answeredByName,
            answered_at: iso(row.answeredAt),
            products: suggested.filter((entry) => entry.consultationId === row.id).map((entry) => ({ product_id: entry.productId, product_name: entry.name })),
          },
  }));
}

async function chatHistory(db: AppDb, userId: number) {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.userId, userId)).orderBy(asc(chatMessages.id));
  return rows.map((row) => ({ from: row.role === 'user' ? 'you' : 'assistant', text: row.content, at: iso(row.createdAt) }));
}

/** The kinds of personal data, in the archive's order. */
export const personalDataKinds: PersonalDataKind[] = [
  { file: 'profile.json', about: 'your account: name, email, role, when it was made, your privacy choice, the newsletter', read: profile },
  { file: 'addresses.json', about: 'your address book', read: addressBook },
  { file: 'orders.json', about: 'your orders: what was in them, payment status, delivery (option and address as at checkout), fulfilment and refunds', read: orderList },
  { file: 'subscriptions.json', about: 'your plans and every payment you started (orders and plans)', read: subscriptionList },
  { file: 'favorites.json', about: 'the products you marked as favorites', read: favoriteList },
  { file: 'reviews.json', about: 'the reviews you wrote', read: reviewList },
  { file: 'analyses.json', about: 'your skin analyses with every measurement; each photo is in photos/', read: analysisList },
  { file: 'consultations.json', about: 'your questions to a dermatologist and the answers', read: consultationList },
  { file: 'chat.json', about: 'your conversation with the chat assistant', read: chatHistory },
];

/** The analysis photos of an account still in storage, one key per file. */
export async function photoKeysOf(db: AppDb, userId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: analyses.imageKey })
    .from(analyses)
    .where(and(eq(analyses.userId, userId), isNotNull(analyses.imageKey)));
  return rows.flatMap((row) => (row.key ? [row.key] : []));
}
