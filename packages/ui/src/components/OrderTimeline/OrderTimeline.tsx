import { Ban, Check, CircleX, ExternalLink, RotateCcw } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useFormatPrice } from '../../lib/currency';
import { formatDate, formatTime } from '../../lib/format';

/** The contract's `fulfilment.status`. */
export type FulfilmentStatus = 'unfulfilled' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export interface FulfilmentEvent {
  status: FulfilmentStatus;
  at: Date | string;
  note?: string | null;
}

export interface OrderRefund {
  amount: number;
  reason?: string | null;
  createdAt: Date | string;
}

export interface OrderTimelineProps extends Omit<ComponentProps<'section'>, 'children'> {
  placedAt: Date | string;
  /** The payment's status (the spec's four values). */
  paymentStatus: 'pending' | 'paid' | 'failed' | 'cancelled';
  paidAt?: Date | string | null;
  fulfilmentStatus?: FulfilmentStatus;
  events?: readonly FulfilmentEvent[];
  carrier?: string | null;
  trackingNumber?: string | null;
  trackingUrl?: string | null;
  refunds?: readonly OrderRefund[];
  /** The section's heading. */
  title?: string;
}

type StepState = 'done' | 'current' | 'upcoming' | 'stopped';

interface Step {
  key: string;
  label: string;
  state: StepState;
  at?: Date | string | null;
  note?: string | null;
  detail?: ReactNode;
  tone?: 'danger' | 'muted';
}

const forward = ['processing', 'shipped', 'delivered'] as const;

function when(value: Date | string): string {
  return `${formatDate(value)}, ${formatTime(value)}`;
}

/**
 * Where an order is: placed, paid, processing, shipped (carrier and tracking link), delivered; or
 * payment failed, cancelled, refunded. Each step says its date; the current one is marked
 * `aria-current="step"` and said in words in a status line.
 */
export function OrderTimeline({
  placedAt,
  paymentStatus,
  paidAt,
  fulfilmentStatus = 'unfulfilled',
  events = [],
  carrier,
  trackingNumber,
  trackingUrl,
  refunds = [],
  title = 'Order progress',
  className,
  ...props
}: OrderTimelineProps) {
  const formatPrice = useFormatPrice();
  const eventAt = (status: FulfilmentStatus) => events.find((event) => event.status === status);
  const steps: Step[] = [{ key: 'placed', label: 'Placed', state: 'done', at: placedAt }];

  if (paymentStatus === 'failed' || paymentStatus === 'cancelled') {
    steps.push({
      key: 'payment',
      label: paymentStatus === 'failed' ? 'Payment failed' : 'Payment cancelled',
      state: 'stopped',
      tone: 'danger',
    });
  } else {
    const paid = paymentStatus === 'paid';
    steps.push({ key: 'paid', label: 'Paid', state: paid ? 'done' : 'upcoming', at: paid ? paidAt : null });
    const reached = forward.indexOf(fulfilmentStatus as (typeof forward)[number]);
    const cancelled = fulfilmentStatus === 'cancelled';
    for (const [index, status] of forward.entries()) {
      if (cancelled && index > reached) break;
      const event = eventAt(status);
      steps.push({
        key: status,
        label: status === 'processing' ? 'Processing' : status === 'shipped' ? 'Shipped' : 'Delivered',
        state: index <= reached ? 'done' : 'upcoming',
        at: index <= reached ? event?.at : null,
        note: index <= reached ? event?.note : null,
        detail:
          status === 'shipped' && index <= reached && (carrier || trackingNumber) ? (
            <span className="flex flex-wrap items-center gap-x-2">
              {carrier ? <span>{carrier}</span> : null}
              {trackingNumber && trackingUrl ? (
                <a
                  href={trackingUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-2 outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  Track {trackingNumber}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : trackingNumber ? (
                <span>Tracking number {trackingNumber}</span>
              ) : null}
            </span>
          ) : null,
      });
    }
    if (cancelled) {
      const event = eventAt('cancelled');
      steps.push({ key: 'cancelled', label: 'Cancelled', state: 'stopped', at: event?.at, note: event?.note, tone: 'muted' });
    }
  }
  for (const [index, refund] of refunds.entries()) {
    steps.push({
      key: `refund-${index}`,
      label: `Refunded ${formatPrice(refund.amount)}`,
      state: 'stopped',
      at: refund.createdAt,
      note: refund.reason,
      tone: 'muted',
    });
  }

  // The current step is the last one that happened: the next still to come follows it.
  let currentIndex = steps.length - 1;
  while (currentIndex > 0 && steps[currentIndex]?.state === 'upcoming') currentIndex -= 1;
  const current = steps[currentIndex];
  if (current?.state === 'done') current.state = 'current';

  return (
    <section data-slot="order-timeline" aria-label={title} className={cn('flex flex-col gap-4', className)} {...props}>
      <p role="status" className="text-sm font-medium">
        Status: {current?.label}
      </p>
      <ol className="flex flex-col">
        {steps.map((step, index) => {
          const last = index === steps.length - 1;
          const reached = step.state !== 'upcoming';
          const Icon = step.tone === 'danger' ? CircleX : step.key.startsWith('refund') ? RotateCcw : step.tone ? Ban : Check;
          return (
            <li
              key={step.key}
              data-state={step.state}
              aria-current={index === currentIndex ? 'step' : undefined}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {last ? null : (
                <span
                  aria-hidden="true"
                  className={cn('absolute top-7 bottom-0 left-3 w-0.5 -translate-x-1/2', reached && steps[index + 1]?.state !== 'upcoming' ? 'bg-primary' : 'bg-border')}
                />
              )}
              <span
                aria-hidden="true"
                className={cn(
                  'relative flex size-6 shrink-0 items-center justify-center rounded-full border-2',
                  step.state === 'upcoming' && 'border-muted-foreground bg-surface',
                  (step.state === 'done' || step.state === 'current') && 'border-primary bg-primary text-primary-foreground',
                  step.state === 'current' && 'ring-4 ring-primary/25',
                  step.tone === 'danger' && 'border-danger bg-danger text-danger-foreground',
                  step.tone === 'muted' && 'border-muted-foreground bg-muted text-foreground',
                )}
              >
                {reached ? <Icon className="size-3.5 stroke-[3]" /> : null}
              </span>
              <div className="flex min-w-0 flex-col gap-0.5 pt-0.5 text-sm">
                <span className={cn('font-medium', step.state === 'upcoming' && 'text-muted-foreground', step.state === 'current' && 'font-semibold')}>
                  {step.label}
                  {step.state === 'upcoming' ? <span className="sr-only"> (not yet)</span> : null}
                </span>
                {step.at ? (
                  <time dateTime={new Date(step.at).toISOString()} className="text-muted-foreground">
                    {when(step.at)}
                  </time>
                ) : null}
                {step.detail ? <span className="text-muted-foreground">{step.detail}</span> : null}
                {step.note ? <span className="break-words text-muted-foreground">{step.note}</span> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
