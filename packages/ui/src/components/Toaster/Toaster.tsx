import { CheckCircle2, Info, XCircle, XIcon } from 'lucide-react';
import type { ComponentProps, ReactElement } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../Spinner';

export type ToastType = 'success' | 'error' | 'loading' | 'blank';

export interface ToastItem {
  id: string;
  type: ToastType;
  message: string;
}

export interface ToasterProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The toasts to show, oldest first; the app owns their timing. */
  toasts: readonly ToastItem[];
  onDismiss?: (id: string) => void;
}

const icons = {
  success: <CheckCircle2 aria-hidden="true" className="size-5 text-success" />,
  error: <XCircle aria-hidden="true" className="size-5 text-danger" />,
  loading: <Spinner label="" aria-hidden="true" role={undefined} />,
  blank: <Info aria-hidden="true" className="size-5 text-muted-foreground" />,
} satisfies Record<ToastType, ReactElement>;

/** The toast region: polite for news, assertive for errors, so screen readers hear both. */
export function Toaster({ toasts, onDismiss, className, ...props }: ToasterProps) {
  return (
    <section
      data-slot="toaster"
      aria-label="Notifications"
      className={cn('pointer-events-none fixed top-4 left-1/2 z-[60] flex w-[min(24rem,calc(100%-2rem))] -translate-x-1/2 flex-col gap-2', className)}
      {...props}
    >
      {toasts.map((toast) => (
        <div
          key={toast.id}
          data-slot="toast"
          data-type={toast.type}
          role={toast.type === 'error' ? 'alert' : 'status'}
          className="pointer-events-auto flex items-start gap-3 rounded-md border border-border bg-surface p-3 text-sm text-surface-foreground shadow-lg"
        >
          <span className="mt-0.5 shrink-0">{icons[toast.type]}</span>
          <p className="flex-1 break-words">{toast.message}</p>
          {onDismiss ? (
            <button
              type="button"
              aria-label="Dismiss notification"
              onClick={() => onDismiss(toast.id)}
              className="rounded-sm p-0.5 text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon aria-hidden="true" className="size-4" />
            </button>
          ) : null}
        </div>
      ))}
    </section>
  );
}
