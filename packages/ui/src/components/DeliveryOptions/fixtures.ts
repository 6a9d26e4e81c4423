import type { DeliveryOption } from './DeliveryOptions';

/** Accra's options as the shop seeds them: home delivery with a threshold, and two pickup points. */
export const accraOptions: DeliveryOption[] = [
  { id: 1, kind: 'delivery', name: 'Home delivery (Greater Accra)', fee: 4.5, freeOver: 50, estimateDays: [2, 4] },
  {
    id: 2,
    kind: 'pickup',
    name: 'Nyansa Osu shop',
    fee: 0,
    estimateDays: [1, 1],
    pickupPoint: { address: '12 Oxford Street, Osu, Accra', openingHours: 'Mon-Sat 9:00-18:00' },
  },
  {
    id: 3,
    kind: 'pickup',
    name: 'Kumasi City Mall desk',
    fee: 1.5,
    estimateDays: [3, 5],
    pickupPoint: { address: 'Kumasi City Mall, Asokwa, Kumasi', openingHours: 'Daily 10:00-20:00' },
  },
];
