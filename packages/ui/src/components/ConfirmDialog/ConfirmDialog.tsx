import { Slot } from 'radix-ui';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';

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

const loadContent = () => import('./ConfirmDialogContent');
// Marked pure so that an app's bundler drops it (and the dialog's chunk) when ConfirmDialog is unused.
const ConfirmDialogContent = /* @__PURE__ */ lazy(loadContent);

/**
 * Asks before an action with consequences: a Radix alert dialog (focus starts on Cancel, Escape
 * cancels, a click outside does not dismiss, focus goes back to the trigger). The trigger is in the
 * page from the start; the dialog's code (Radix's focus trap, scroll lock and layers, about 10 kB gzip)
 * loads when it first opens, or earlier when the pointer or the focus reaches the trigger.
 */
export function ConfirmDialog({ open, defaultOpen = false, onOpenChange, trigger, ...content }: ConfirmDialogProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  // Mounted from its first opening on, so that closing runs Radix's own close (focus given back).
  const [used, setUsed] = useState(isOpen);
  if (isOpen && !used) setUsed(true);
  const triggerRef = useRef<HTMLElement>(null);

  const setOpen = (next: boolean) => {
    if (open === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <>
      {trigger ? (
        <Slot.Root
          ref={triggerRef}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          data-state={isOpen ? 'open' : 'closed'}
          onPointerEnter={() => void loadContent()}
          onFocus={() => void loadContent()}
          onClick={() => setOpen(true)}
        >
          {trigger}
        </Slot.Root>
      ) : null}
      {used ? (
        <Suspense fallback={null}>
          <ConfirmDialogContent {...content} open={isOpen} onOpenChange={setOpen} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
