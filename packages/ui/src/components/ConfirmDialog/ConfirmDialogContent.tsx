import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../Button';
import type { ConfirmDialogProps } from './ConfirmDialog';

type ContentProps = Omit<ConfirmDialogProps, 'defaultOpen' | 'trigger'> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** ConfirmDialog's trigger, if it has one: focus goes back there when the dialog closes. */
  triggerRef: RefObject<HTMLElement | null>;
};

/** ConfirmDialog's dialog, loaded when it first opens (see ConfirmDialog). */
export default function ConfirmDialogContent({
  open,
  onOpenChange: setOpen,
  triggerRef,
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
}: ContentProps) {
  const [confirming, setConfirming] = useState(false);
  const busy = pending || confirming;
  // Without a trigger (a parent opens it), focus goes back to where it was when the dialog opened.
  // (A layout effect runs before Radix's focus trap moves the focus in, which it does in an effect.)
  const openedFrom = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) openedFrom.current = document.activeElement;
  }, [open]);

  const giveFocusBack = (event: Event) => {
    event.preventDefault();
    const target = triggerRef.current ?? openedFrom.current;
    if (target instanceof HTMLElement) target.focus();
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
    <AlertDialogPrimitive.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : setOpen(next))}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay data-slot="confirm-dialog-overlay" className="fixed inset-0 z-50 bg-overlay" />
        <AlertDialogPrimitive.Content
          onCloseAutoFocus={giveFocusBack}
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
