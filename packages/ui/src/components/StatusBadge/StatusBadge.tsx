import { Ban, CircleCheck, CircleX, Clock, Inbox, MessageSquareText, TriangleExclamationPoint, UserCheck, type LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { badgeVariants } from '../Badge';

export interface StatusLook {
  label: string;
  /** The Badge variant the status is drawn in. */
  variant: 'primary' | 'secondary' | 'success' | 'danger' | 'accent' | 'muted' | 'outline';
  /** An icon per status, so colour is never the only signal. */
  icon: LucideIcon;
}

export interface StatusBadgeProps<S extends string> extends Omit<ComponentProps<'span'>, 'children'> {
  status: S;
  /** How each status looks: label, colour and icon. */
  statuses: Readonly<Record<S, StatusLook>>;
}

/** A status as a badge with its word and its icon; the look of each status comes from `statuses`. */
export function StatusBadge<S extends string>({ status, statuses, className, ...props }: StatusBadgeProps<S>) {
  const look = statuses[status];
  const Icon = look.icon;
  return (
    <span
      data-slot="status-badge"
      data-status={status}
      className={cn(badgeVariants({ variant: look.variant }), 'gap-1 py-1', className)}
      {...props}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      {look.label}
    </span>
  );
}

export type OrderStatus = 'pending' | 'paid' | 'failed' | 'cancelled';

/** The contract's order statuses (`GET /api/orders/:id/status`). */
export const orderStatuses: Readonly<Record<OrderStatus, StatusLook>> = {
  pending: { label: 'Pending', variant: 'accent', icon: Clock },
  paid: { label: 'Paid', variant: 'success', icon: CircleCheck },
  failed: { label: 'Failed', variant: 'danger', icon: CircleX },
  cancelled: { label: 'Cancelled', variant: 'muted', icon: Ban },
};

export interface OrderStatusBadgeProps extends Omit<StatusBadgeProps<OrderStatus>, 'statuses'> {
  /** Other words for the statuses, e.g. another brand's or language's. */
  labels?: Partial<Record<OrderStatus, string>>;
}

export function OrderStatusBadge({ labels, ...props }: OrderStatusBadgeProps) {
  return <StatusBadge statuses={relabel(orderStatuses, labels)} {...props} />;
}

/** A consultation request as the clinic sees it; `overdue` is an open or claimed one past its 24 hours. */
export type ConsultationStatus = 'open' | 'claimed' | 'answered' | 'overdue';

export const consultationStatuses: Readonly<Record<ConsultationStatus, StatusLook>> = {
  open: { label: 'Open', variant: 'secondary', icon: Inbox },
  claimed: { label: 'Claimed', variant: 'primary', icon: UserCheck },
  answered: { label: 'Answered', variant: 'success', icon: MessageSquareText },
  overdue: { label: 'Overdue', variant: 'danger', icon: TriangleExclamationPoint },
};

export interface ConsultationStatusBadgeProps extends Omit<StatusBadgeProps<ConsultationStatus>, 'statuses'> {
  labels?: Partial<Record<ConsultationStatus, string>>;
}

export function ConsultationStatusBadge({ labels, ...props }: ConsultationStatusBadgeProps) {
  return <StatusBadge statuses={relabel(consultationStatuses, labels)} {...props} />;
}

function relabel<S extends string>(statuses: Readonly<Record<S, StatusLook>>, labels: Partial<Record<S, string>> | undefined) {
  if (!labels) return statuses;
  const result: Record<S, StatusLook> = { ...statuses };
  for (const status of Object.keys(labels) as S[]) {
    const label = labels[status];
    if (label) result[status] = { ...statuses[status], label };
  }
  return result;
}
