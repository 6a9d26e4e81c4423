import type {
  AddressRequest,
  CartDeliveryRequest,
  DeliveryOptionRequest,
  FulfilmentQueueQuery,
  FulfilmentUpdateRequest,
  OrderCancelRequest,
  RefundRequest,
} from '@nyansa/contract';
import { segment } from './context';
import type { CallContext } from './context';

/**
 * (beyond) Delivery, stock and fulfilment: the shopper's address book, the delivery options and the
 * cart's choice; staff's fulfilment queue, cancellations, refunds and delivery options. A refused
 * address throws an ApiError whose `errors` name each field (`phone`, `region`, `digital_address`...).
 */
export function deliveryCalls({ call, caches }: CallContext) {
  const addresses = {
    list: () => call('GET', '/api/user/addresses', 'addresses'),
    /** `is_default: true` makes it the default (the first address always is). */
    create: (body: AddressRequest) => call('POST', '/api/user/addresses', 'address', { body }),
    update: (addressId: number, body: AddressRequest) => call('PUT', `/api/user/addresses/${segment(addressId)}`, 'address', { body }),
    remove: (addressId: number) => call('DELETE', `/api/user/addresses/${segment(addressId)}`, 'message'),
  };

  const delivery = {
    /** Home delivery options for that address's country and region, and the pickup points of its country; without an address, every pickup point. */
    options: (addressId?: number) => call('GET', '/api/delivery/options', 'deliveryOptions', { query: addressId === undefined ? {} : { address_id: addressId } }),
    /** Chooses the cart's delivery (an address is needed for home delivery); the cart's total changes with it. */
    async choose(body: CartDeliveryRequest) {
      const answer = await call('PUT', '/api/cart/delivery', 'cartDelivery', { body });
      caches.cart.clear();
      return answer;
    },
  };

  const fulfilment = {
    /** admin: paid orders by fulfilment status, oldest first (default: unfulfilled and processing); brand_admin: its own lines. */
    queue: (query: FulfilmentQueueQuery = {}) => call('GET', '/api/admin/fulfilment', 'fulfilmentQueue', { query }),
    /** admin: one step forward (processing, shipped with carrier and tracking number, delivered); the shopper is mailed. */
    update: (orderId: number, body: FulfilmentUpdateRequest) => call('POST', `/api/admin/orders/${segment(orderId)}/fulfilment`, 'fulfilmentOrder', { body }),
    /** admin: cancels a paid order not shipped yet: full refund through the provider, restock, mail. */
    cancel: (orderId: number, body: OrderCancelRequest = {}) => call('POST', `/api/admin/orders/${segment(orderId)}/cancel`, 'fulfilmentOrder', { body }),
    /** admin: refunds part of an order (at most what is left), restocking the lines given. */
    refund: (orderId: number, body: RefundRequest) => call('POST', `/api/admin/orders/${segment(orderId)}/refunds`, 'fulfilmentOrder', { body }),
    /** admin: what the printable packing slip shows. */
    packingSlip: (orderId: number) => call('GET', `/api/admin/orders/${segment(orderId)}/packing-slip`, 'packingSlip'),
  };

  const deliveryOptions = {
    /** admin: every option, inactive ones too. */
    list: () => call('GET', '/api/admin/delivery-options', 'staffDeliveryOptions'),
    create: (body: DeliveryOptionRequest) => call('POST', '/api/admin/delivery-options', 'staffDeliveryOption', { body }),
    update: (optionId: number, body: DeliveryOptionRequest) => call('PUT', `/api/admin/delivery-options/${segment(optionId)}`, 'staffDeliveryOption', { body }),
  };

  return { addresses, delivery, fulfilment, deliveryOptions };
}
