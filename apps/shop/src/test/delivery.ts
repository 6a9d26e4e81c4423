import type { Address, DeliveryOption } from '@nyansa/contract';

/** A shopper's saved address in Accra (the book's default), as the server sends it. */
export const accraAddress: Address = {
  id: 1,
  full_name: 'Ama Mensah',
  phone: '+233241234567',
  country: 'GH',
  region: 'Greater Accra',
  city: 'Accra',
  line1: 'Osu, 12 Oxford Street',
  line2: null,
  landmark: null,
  digital_address: 'GA-183-8164',
  postal_code: null,
  is_default: true,
};

const { id: _id, is_default: _isDefault, ...snapshot } = accraAddress;
/** The address as an order keeps it (a snapshot: no id, no default). */
export const accraDelivery = snapshot;

/** Home delivery in Ghana: 4.50, free over 50, two to four days. */
export const homeDelivery: DeliveryOption = { id: 1, kind: 'delivery', name: 'Home delivery', fee: 4.5, free_over: 50, estimate_days: [2, 4], pickup_point: null };
