import { carrierNames, countryNames, formatPrice, type Order } from '@nyansa/contract';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Clock } from '../../lib/clock';
import { createLinkSigner } from '../../lib/signed-links';

// The PDF receipt of a paid order (pdf-lib), and short-lived signed links to it, so the shop can
// offer a plain download link without putting the shopper's token in a URL.

export const receiptLinkLifetimeSeconds = 15 * 60;

export interface ReceiptLinkSigner {
  /** `/api/orders/<id>/receipt.pdf?exp=<unix seconds>&sig=<hmac>` */
  sign(orderId: number): string;
  verify(orderId: number, exp: string | undefined, sig: string | undefined): boolean;
}

export function createReceiptLinkSigner(serverSecret: string, clock: Clock): ReceiptLinkSigner {
  const links = createLinkSigner(serverSecret, 'nyansa receipts v1', clock, receiptLinkLifetimeSeconds);
  return {
    sign: (orderId) => `/api/orders/${orderId}/receipt.pdf?${links.sign(String(orderId))}`,
    verify: (orderId, exp, sig) => links.verify(String(orderId), exp, sig),
  };
}

// The standard PDF fonts write Windows-1252 only: other letters are spelled out or replaced.
const spelledOut: Readonly<Record<string, string>> = { '₹': 'INR ', '₵': 'GHS ', '₦': 'NGN ', '\u00a0': ' ' };
function printable(text: string): string {
  return [...text].map((ch) => spelledOut[ch] ?? (/[\u0020-\u007e\u00a1-\u00ff€‘’“”–—•…]/.test(ch) ? ch : '?')).join('');
}

const dateText = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** One A4 page per ~30 lines: the shop, the order, its lines, the fee, the total, refunds and delivery. */
export async function renderReceiptPdf(order: Order, customerName: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Nyansa receipt, order #${order.order_id}`);
  pdf.setAuthor('Nyansa');
  pdf.setCreationDate(new Date(order.paid_at ?? order.created_at));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const money = (amount: number) => printable(formatPrice(amount, order.currency));

  let page: PDFPage = pdf.addPage([595.28, 841.89]);
  let y = 790;
  const left = 56;
  const right = 539;
  const ink = rgb(0.17, 0.13, 0.14);
  const muted = rgb(0.42, 0.35, 0.38);
  function line(text: string, options: { font?: PDFFont; size?: number; x?: number; color?: ReturnType<typeof rgb>; alignRight?: boolean } = {}) {
    const font = options.font ?? regular;
    const size = options.size ?? 10.5;
    const clean = printable(text);
    const x = options.alignRight ? right - font.widthOfTextAtSize(clean, size) : (options.x ?? left);
    page.drawText(clean, { x, y, size, font, color: options.color ?? ink });
  }
  function next(step = 16) {
    y -= step;
    if (y < 60) {
      page = pdf.addPage([595.28, 841.89]);
      y = 790;
    }
  }

  line('Nyansa', { font: bold, size: 22 });
  line('Receipt', { font: bold, size: 14, alignRight: true });
  next(26);
  line(`Order #${order.order_id}`, { font: bold });
  line(`Paid ${order.paid_at ? dateText(order.paid_at) : '-'}`, { alignRight: true, color: muted });
  next();
  line(`Customer: ${customerName}`, { color: muted });
  line(`Placed ${dateText(order.created_at)}`, { alignRight: true, color: muted });
  next(28);

  line('Item', { font: bold });
  line('Qty', { font: bold, x: 360 });
  line('Amount', { font: bold, alignRight: true });
  next(6);
  page.drawLine({ start: { x: left, y }, end: { x: right, y }, thickness: 0.5, color: muted });
  next(14);
  for (const item of order.items) {
    line(item.product_name.length > 52 ? `${item.product_name.slice(0, 51)}…` : item.product_name);
    line(String(item.quantity), { x: 360 });
    line(money(item.line_total), { alignRight: true });
    next();
  }
  next(4);
  const delivery = order.delivery ?? null;
  const itemsTotal = order.items_total ?? order.items.reduce((sum, item) => sum + item.line_total, 0);
  line('Items', { x: 300 });
  line(money(itemsTotal), { alignRight: true });
  next();
  line(`Delivery${delivery ? ` (${delivery.option.name})` : ''}`.slice(0, 48), { x: 300 });
  line(delivery && delivery.fee > 0 ? money(delivery.fee) : 'Free', { alignRight: true });
  next();
  line('Total paid', { x: 300, font: bold });
  line(money(order.total_amount), { alignRight: true, font: bold });
  next();
  for (const refund of order.refunds ?? []) {
    line(`Refunded ${dateText(refund.created_at)}`, { x: 300, color: muted });
    line(`-${money(refund.amount)}`, { alignRight: true, color: muted });
    next();
  }
  next(12);

  if (delivery) {
    line(delivery.option.kind === 'pickup' ? 'Pickup' : 'Delivery to', { font: bold });
    next();
    const place = delivery.address ?? null;
    const point = delivery.option.pickup_point ?? null;
    const lines = place
      ? [place.full_name, place.line1, place.line2, place.landmark ? `Near ${place.landmark}` : null, `${place.city}, ${place.region}${place.postal_code ? ` ${place.postal_code}` : ''}`, place.digital_address, countryNames[place.country], place.phone]
      : point
        ? [delivery.option.name, point.address.line1, `${point.address.city}, ${point.address.region}`, point.opening_hours]
        : [delivery.option.name];
    for (const text of lines) {
      if (!text) continue;
      line(text, { color: muted });
      next(14);
    }
  }
  const fulfilment = order.fulfilment;
  if (fulfilment?.carrier && fulfilment.tracking_number) {
    next(6);
    line(`Shipped with ${carrierNames[fulfilment.carrier]}, tracking number ${fulfilment.tracking_number}`, { color: muted });
    next();
  }
  next(10);
  line('Thank you for shopping with Nyansa.', { color: muted });
  return pdf.save();
}
