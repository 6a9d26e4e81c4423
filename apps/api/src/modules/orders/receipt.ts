import { checkoutMessages, formatPrice, toDollars } from '@nyansa/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDb, Database } from '../../db/database';
import { orderItems, orderReceipts, orders, users } from '../../db/schema/index';
import { escapeHtml, type Mailer, type OutgoingMail } from '../../mail/mailer';

// The order-confirmation mail. The transaction that marks an order paid also writes its
// order_receipts row (queueReceipt); whoever then takes the row (sent_at still NULL) sends the
// mail, so it goes out once whichever path confirmed the payment, on any instance.

/** In the payment's transaction: this order owes its shopper one receipt. */
export async function queueReceipt(tx: AppDb, orderId: number): Promise<void> {
  await tx.insert(orderReceipts).values({ orderId }).onConflictDoNothing();
}

export interface ReceiptDeps {
  database: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createReceipts({ database: { db }, mailer, publicUrl, log }: ReceiptDeps) {
  async function receiptMail(orderId: number): Promise<OutgoingMail | null> {
    const [order] = await db
      .select({ id: orders.id, totalCents: orders.totalCents, currency: orders.currency, paidAt: orders.paidAt, email: users.email, firstName: users.firstName })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!order) return null;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    const money = (cents: number) => formatPrice(toDollars(cents), order.currency);
    const lines = items.map((item) => ({ text: `${item.quantity} x ${item.productName}`, amount: money(item.unitPriceCents * item.quantity) }));
    const total = money(order.totalCents);
    const link = `${publicUrl}/orders/${order.id}`;
    const subject = `Your Nyansa order #${order.id} is confirmed`;
    const intro = `${checkoutMessages.thankYou} We have received your payment for order #${order.id}.`;
    const text = [
      `Hello ${order.firstName},`,
      '',
      intro,
      '',
      ...lines.map((line) => `${line.text}: ${line.amount}`),
      `Total: ${total}`,
      '',
      `Order number: ${order.id}`,
      `See your order: ${link}`,
      '',
      'Nyansa',
    ].join('\n');
    const rows = lines.map((line) => `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(line.text)}</td><td style="text-align:right">${escapeHtml(line.amount)}</td></tr>`).join('');
    const html = `<!doctype html><html><body style="font-family:sans-serif;color:#2b2024;max-width:560px;margin:auto">
<p>${escapeHtml(`Hello ${order.firstName},`)}</p><p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows}<tr><td style="padding:8px 12px 4px 0;font-weight:bold">Total</td><td style="text-align:right;font-weight:bold">${escapeHtml(total)}</td></tr></table>
<p>Order number: ${order.id}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#b4436c;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">See your order</a></p>
<p style="font-size:13px">Or open this link: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p><p>Nyansa</p></body></html>`;
    return { to: order.email, subject, text, html };
  }

  /**
   * Sends the receipt of a paid order if nobody has taken it yet. Taking the row is one UPDATE,
   * so of all the callers (return, webhook, status check, any instance) exactly one sends; a
   * failed send gives the row back for a later attempt, and never fails the caller's request.
   */
  async function send(orderId: number): Promise<boolean> {
    const [taken] = await db
      .update(orderReceipts)
      .set({ sentAt: new Date() })
      .where(and(eq(orderReceipts.orderId, orderId), isNull(orderReceipts.sentAt)))
      .returning({ orderId: orderReceipts.orderId });
    if (!taken) return false;
    try {
      const mail = await receiptMail(orderId);
      if (mail) await mailer.send(mail);
      return mail !== null;
    } catch (error) {
      log.error({ err: error, orderId }, 'the order confirmation could not be sent; it stays queued');
      await db.update(orderReceipts).set({ sentAt: null }).where(eq(orderReceipts.orderId, orderId));
      return false;
    }
  }

  /** Sends every receipt still queued (its sending failed): run when the server starts listening. */
  async function sendQueued(): Promise<number> {
    const queued = await db.select({ orderId: orderReceipts.orderId }).from(orderReceipts).where(isNull(orderReceipts.sentAt)).orderBy(asc(orderReceipts.createdAt));
    let sent = 0;
    for (const { orderId } of queued) if (await send(orderId)) sent += 1;
    return sent;
  }

  return { send, sendQueued };
}

export type Receipts = ReturnType<typeof createReceipts>;
