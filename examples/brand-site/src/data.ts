// This brand's own data: the components take it as props; nothing is fetched.
import type { CartLine, DataTableColumn, PlanSummary, ProductSummary, SkinAnalysis } from '@nyansa/ui';

/** A flat picture drawn inline, so the site loads nothing from the network. */
function swatch(color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="${color}"/><circle cx="200" cy="200" r="110" fill="#ffffff" opacity="0.5"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const products: ProductSummary[] = [
  { id: 1, name: 'Glacier Gel Cleanser', description: 'A low-foam gel for every skin type.', price: 14, imageUrl: swatch('#9cc3e6'), rating: { average: 4.5, count: 12 } },
  { id: 2, name: 'Tidewater Serum', description: 'Niacinamide 5% for an even tone.', price: 29.5, imageUrl: swatch('#6f9fd8') },
  { id: 3, name: 'Cirrus Day Cream SPF 30', description: 'Light daily moisturiser with sun protection.', price: 22, imageUrl: swatch('#c9dcf2'), rating: { average: 4, count: 3 } },
  { id: 4, name: 'Harbour Lip Balm', description: 'Shea and beeswax.', price: 6.25, imageUrl: swatch('#f2b134') },
];

export const cartLines: CartLine[] = [
  { id: 10, productId: 1, name: 'Glacier Gel Cleanser', unitPrice: 14, quantity: 2, imageUrl: products[0]?.imageUrl ?? null },
  { id: 11, productId: 4, name: 'Harbour Lip Balm', unitPrice: 6.25, quantity: 1, imageUrl: products[3]?.imageUrl ?? null },
];

export const plans: PlanSummary[] = [
  { id: 'basic', name: 'Basic', monthly: 0, yearly: 0, features: ['Browse and order', 'Order tracking'] },
  { id: 'plus', name: 'Lumen Plus', monthly: 9.99, yearly: 107.89, features: ['Skin analysis', 'Chat with our assistant', 'Free delivery'] },
];

export const analysis: SkinAnalysis = {
  diagnosis: 'Mostly balanced skin with some redness on the cheeks. Keep the routine gentle.',
  headline: 'Mostly balanced skin with some redness on the cheeks.',
  modelUsed: 'lumen-skin-v2',
  date: '2026-03-02T10:00:00Z',
  confidence: 0.912,
  recommendations: ['Use a fragrance-free cleanser.', 'Wear SPF 30 or more every day.'],
  faceMap: {
    imageUrl: swatch('#e9c9b4'),
    imageWidth: 400,
    imageHeight: 400,
    regions: [
      { id: 'left-cheek', label: 'Left cheek', polygon: [[90, 180], [170, 180], [170, 260], [90, 260]], score: 62 },
      { id: 'right-cheek', label: 'Right cheek', polygon: [[230, 180], [310, 180], [310, 260], [230, 260]], score: 81 },
    ],
  },
  concerns: [
    { id: 'redness', label: 'Redness', score: 62, verdict: 'Some redness', explanation: 'Cheeks are redder than the rest of the face.' },
  ],
};

export interface Order {
  id: string;
  placed: string;
  total: number;
}

export const orders: Order[] = [
  { id: 'LS-1042', placed: '2026-02-11', total: 48.25 },
  { id: 'LS-1043', placed: '2026-02-19', total: 14 },
];

export const orderColumns: DataTableColumn<Order>[] = [
  { id: 'id', header: 'Order', value: (order) => order.id },
  { id: 'placed', header: 'Placed', value: (order) => order.placed },
  { id: 'total', header: 'Total', value: (order) => order.total, align: 'end' },
];
