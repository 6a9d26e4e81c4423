export {
  StatusBadge,
  OrderStatusBadge,
  ConsultationStatusBadge,
  orderStatuses,
  consultationStatuses,
  type StatusLook,
  type StatusBadgeProps,
  type OrderStatus,
  type OrderStatusBadgeProps,
  type ConsultationStatus,
  type ConsultationStatusBadgeProps,
} from './StatusBadge';
