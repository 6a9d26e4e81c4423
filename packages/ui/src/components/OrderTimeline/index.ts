export {
  OrderTimeline,
  type FulfilmentEvent,
  type FulfilmentStatus,
  type OrderRefund,
  type OrderTimelineProps,
} from './OrderTimeline';
