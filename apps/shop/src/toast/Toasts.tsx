import { Toaster, type ToastItem } from '@nyansa/ui';
import { useMemo, useSyncExternalStore } from 'react';
import { dismiss, toastStore } from './toastStore';

/** The toast region of every page, fed by the toast store. */
export function Toasts() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, toastStore.getSnapshot);
  const items = useMemo<ToastItem[]>(
    () =>
      toasts.map((item) => ({
        id: String(item.id),
        // The region draws custom toasts like blank ones; only their duration differs.
        type: item.type === 'custom' ? 'blank' : item.type,
        message: item.message,
      })),
    [toasts],
  );
  // Under the fixed navigation bar (4 rem) and beneath it: a toast never covers the main menu, open or closed.
  return <Toaster toasts={items} onDismiss={(id) => dismiss(Number(id))} className="top-[4.5rem] z-30" />;
}
