export { StockBadge, stockLabel, type StockBadgeProps, type StockStatus } from './StockBadge';
