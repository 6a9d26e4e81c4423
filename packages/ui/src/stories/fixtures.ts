/*
 * Deterministic story data: fixed dates, no randomness, images as inline SVG so stories render
 * offline and identically on every run.
 */
import type { ProductSummary } from '../types';

/** A product shot drawn as SVG: a bottle or jar in the given colours. */
export function productImage(background: string, product: string, shape: 'bottle' | 'jar' | 'tube' = 'bottle'): string {
  const shapes = {
    bottle: `<rect x="160" y="70" width="80" height="40" rx="8" fill="#3b2a31"/><rect x="120" y="110" width="160" height="220" rx="28" fill="${product}"/><rect x="145" y="190" width="110" height="60" rx="6" fill="#ffffff" opacity="0.85"/>`,
    jar: `<rect x="100" y="150" width="200" height="40" rx="10" fill="#3b2a31"/><rect x="95" y="185" width="210" height="140" rx="30" fill="${product}"/><rect x="140" y="230" width="120" height="50" rx="6" fill="#ffffff" opacity="0.85"/>`,
    tube: `<rect x="170" y="60" width="60" height="50" rx="6" fill="#3b2a31"/><path d="M150 110h100l20 230H130z" fill="${product}"/><rect x="160" y="190" width="80" height="70" rx="6" fill="#ffffff" opacity="0.85"/>`,
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/><ellipse cx="200" cy="345" rx="120" ry="14" fill="#000" opacity="0.08"/>${shapes[shape]}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** An image address that can never load, to show the placeholder. */
export const brokenImage = 'data:image/png;base64,broken';

/** The spec's eight built-in sample products. */
export const sampleProducts: ProductSummary[] = [
  { id: 1, name: 'Sunscreen Cream', description: 'Broad-spectrum SPF 50 that leaves no white cast on deeper skin tones.', price: 5.99, imageUrl: productImage('#fde7d9', '#f4a261', 'tube') },
  { id: 2, name: 'Vitamin C Serum', description: 'Brightening serum with 15% vitamin C for an even glow.', price: 3.99, imageUrl: productImage('#fff3d6', '#e9a23b') },
  { id: 3, name: 'Body Glow', description: 'Shimmering body oil with shea and a golden finish.', price: 7.99, imageUrl: productImage('#f8e1e7', '#c9184a') },
  { id: 4, name: 'Pink Lip Balm', description: 'Tinted balm that softens and protects dry lips.', price: 1.99, imageUrl: productImage('#ffe5ec', '#ff8fab', 'tube') },
  { id: 5, name: 'Body Butter', description: 'Rich whipped cocoa butter for very dry skin.', price: 5.99, imageUrl: productImage('#efe6dd', '#8d6e63', 'jar') },
  { id: 6, name: 'Lip Scrub', description: 'Sugar scrub that gently lifts flakes from the lips.', price: 0.99, imageUrl: productImage('#fbe4e4', '#e5989b', 'jar') },
  { id: 7, name: 'Nyansa Pouch Starter Pack', description: 'A branded pouch with cleanser, toner and moisturiser minis.', price: 40.99, imageUrl: productImage('#e8e4f3', '#7b6cb0', 'jar') },
  { id: 8, name: 'Full Set', description: 'Every Nyansa essential in one set: cleanse, treat, protect.', price: 55.99, imageUrl: productImage('#e0f0ea', '#2a9d8f') },
];

export function product(index: number): ProductSummary {
  const found = sampleProducts[index];
  if (!found) throw new RangeError(`No sample product at ${index}`);
  return found;
}

export const longText =
  'Ultra-Hydrating Overnight Repair Cream with Hyaluronic Acid, Niacinamide, Ceramides and Botanical Extracts for Sensitive Combination Skin';

/** A fixed moment so stories never depend on the clock: 5 Jan 2026, 14:30 local time. */
export const fixedDate = new Date(2026, 0, 5, 14, 30);

export function minutesAfter(minutes: number): Date {
  return new Date(fixedDate.getTime() + minutes * 60_000);
}

/**
 * Mobile-width stories set this viewport for the Storybook UI and carry the literal tag 'mobile'
 * (tags must be literal for the indexer), which the visual test renders 414 px wide.
 */
export const mobileViewport: Record<string, unknown> = { viewport: { value: 'mobile2', isRotated: false } };

/** Stories shown in the second brand theme. */
export const secondTheme: { globals: Record<string, unknown> } = { globals: { theme: 'second-brand' } };

/** An order as the back office lists it. */
export interface OrderRow {
  id: number;
  customer: string;
  placed: Date;
  items: number;
  total: number;
  status: 'pending' | 'paid' | 'failed' | 'cancelled';
}

const orderCustomers = ['ama.mensah@example.com', 'kofi.boateng@example.com', 'esi.owusu@example.com', 'yaw.asante@example.com', 'akosua.darko@example.com'];
const orderStatuses = ['paid', 'pending', 'paid', 'failed', 'cancelled', 'paid'] as const;

/** 23 orders, a fixed day apart, newest first: two and a bit pages of 10. */
export const sampleOrders: OrderRow[] = Array.from({ length: 23 }, (_, index) => ({
  id: 1040 - index,
  customer: orderCustomers[index % orderCustomers.length] ?? '',
  placed: minutesAfter(-index * 24 * 60 - index * 37),
  items: (index % 4) + 1,
  total: Math.round((((index * 7.31) % 60) + 1.99) * 100) / 100,
  status: orderStatuses[index % orderStatuses.length] ?? 'paid',
}));

/** A customer's question to the dermatologist, with the line breaks people type. */
export const consultationQuestion =
  'The dark spots on my cheeks came back after I stopped the vitamin C serum.\nShould I use it every day, and is it safe with sunscreen?';

export const dermatologistReply =
  'Thank you for the clear photo. The marks look like post-inflammatory hyperpigmentation, which is common and fades with time.\n\nUse the vitamin C serum every morning and sunscreen on top, every day, rain or shine. Give it eight to twelve weeks before judging.';

/** Reviews as the product page lists them, a day apart. */
export const sampleReviews = [
  { id: 31, rating: 5, authorName: 'Ama M.', createdAt: minutesAfter(0), text: 'No white cast at all on my deep skin tone, and it sits well under make-up.' },
  { id: 30, rating: 4, authorName: 'Kofi B.', createdAt: minutesAfter(-24 * 60), text: 'Works well.\nA little greasy on very hot days, so I use less.' },
  { id: 29, rating: 3, authorName: 'Esi O.', createdAt: minutesAfter(-48 * 60), text: '' },
  { id: 28, rating: 5, authorName: 'Yaw A.', createdAt: minutesAfter(-72 * 60), text: 'My whole family uses it now.' },
];
