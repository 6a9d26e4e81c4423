export { PlanCard, BillingToggle, type PlanCardProps, type PlanSummary, type BillingCycle, type BillingToggleProps } from './PlanCard';
