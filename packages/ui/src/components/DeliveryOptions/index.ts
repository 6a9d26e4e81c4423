export {
  DeliveryOptions,
  deliveryFeeFor,
  formatEstimate,
  type DeliveryOption,
  type DeliveryOptionsProps,
  type PickupPoint,
} from './DeliveryOptions';
