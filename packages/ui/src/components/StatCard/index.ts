export { StatCard, type StatCardProps, type StatChange } from './StatCard';
