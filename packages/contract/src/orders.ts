// Orders' plain values; the schemas are in schemas/orders.ts.

export const orderStatuses = ['pending', 'paid', 'failed', 'cancelled'] as const;
