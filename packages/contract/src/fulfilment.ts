// The fulfilment's plain values (contract, "Delivery, stock and fulfilment"), without zod, so a page
// that names a carrier does not load the schemas; they are in schemas/fulfilment.ts.

export const fulfilmentStatuses = ['unfulfilled', 'processing', 'shipped', 'delivered', 'cancelled'] as const;

/** Carriers the shop knows how to link to; `other` ships without a tracking link. */
export const carriers = ['dhl', 'ups', 'fedex', 'usps', 'ghana_post_ems', 'other'] as const;
export type Carrier = (typeof carriers)[number];

export const carrierNames: Readonly<Record<Carrier, string>> = {
  dhl: 'DHL',
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  ghana_post_ems: 'Ghana Post EMS',
  other: 'Other carrier',
};

/** At or below this many units a product shows "Only N left" (and staff see it as low stock). */
export const lowStockThreshold = 5;
