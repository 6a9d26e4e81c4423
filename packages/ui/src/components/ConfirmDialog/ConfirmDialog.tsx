import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';

export interface ConfirmDialogProps {
  /** Controlled open state; leave it out and use `trigger` to let the dialog keep its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The element that opens the dialog (rendered as is, e.g. a Button). */
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** More content between the description and the buttons. */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `destructive`: the confirm button is red, for actions that cannot be undone. */
  variant?: 'default' | 'destructive';
  /**
   * Called on confirm. A promise keeps the dialog open and busy until it settles: it closes when
   * the promise resolves and stays open (to show `error`) when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** The action is on its way (when the parent tracks it itself). */
  pending?: boolean;
  /** Why the action failed, shown in the dialog. */
  error?: string | null;
  className?: string;
}

/**
 * Asks before an action with consequences: a Radix alert dialog (focus starts on Cancel, Escape
 * cancels, a click outside does not dismiss).
 */
export function ConfirmDialog({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'default',
  onConfirm,
  pending = false,
  error,
  className,
}: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const [confirming, setConfirming] = useState(false);
  const isOpen = open ?? ownOpen;
  const busy = pending || confirming;

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  const confirm = () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setConfirming(true);
    result.then(
      () => {
        setConfirming(false);
        setOpen(false);
      },
      // The parent reports the failure through `error`; the dialog stays open so nothing is lost.
      () => setConfirming(false),
    );
  };

  return (
    <AlertDialogPrimitive.Root open={isOpen} onOpenChange={(next) => (busy && !next ? undefined : setOpen(next))}>
      {trigger ? <AlertDialogPrimitive.Trigger asChild>{trigger}</AlertDialogPrimitive.Trigger> : null}
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay data-slot="confirm-dialog-overlay" className="fixed inset-0 z-50 bg-overlay" />
        <AlertDialogPrimitive.Content
          data-slot="confirm-dialog"
          data-variant={variant}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-surface p-6 text-surface-foreground shadow-lg outline-none',
            className,
          )}
        >
          <div className="flex flex-col gap-2">
            <AlertDialogPrimitive.Title className="font-display text-lg font-semibold break-words">{title}</AlertDialogPrimitive.Title>
            {description ? (
              <AlertDialogPrimitive.Description className="text-sm break-words text-muted-foreground">
                {description}
              </AlertDialogPrimitive.Description>
            ) : null}
          </div>
          {children}
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel asChild>
              <Button variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialogPrimitive.Cancel>
            {/* A plain button, not AlertDialog.Action: the dialog closes only once the action succeeded. */}
            <Button variant={variant === 'destructive' ? 'danger' : 'primary'} loading={busy} onClick={confirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
