/** Toasts of spec section 9: at most 20; error, blank and custom 4000 ms, success 2000 ms, loading stays. */
export type ToastType = 'success' | 'error' | 'blank' | 'custom' | 'loading';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  createdAt: number;
}

export const maxToasts = 20;

export const toastDurations: Record<ToastType, number> = {
  success: 2000,
  error: 4000,
  blank: 4000,
  custom: 4000,
  loading: Number.POSITIVE_INFINITY,
};

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function schedule(item: Toast): void {
  const duration = toastDurations[item.type];
  if (!Number.isFinite(duration)) return;
  timers.set(
    item.id,
    setTimeout(() => dismiss(item.id), duration),
  );
}

function show(type: ToastType, message: string): number {
  const item: Toast = { id: nextId++, type, message, createdAt: Date.now() };
  const next = [...toasts, item];
  // The oldest toasts give way so no more than 20 are on screen.
  for (const dropped of next.slice(0, Math.max(0, next.length - maxToasts))) clearTimer(dropped.id);
  publish(next.slice(-maxToasts));
  schedule(item);
  return item.id;
}

function clearTimer(id: number): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function dismiss(id: number): void {
  clearTimer(id);
  if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id));
}

/** Replaces a toast (usually a loading one) with a final message and its own duration. */
function update(id: number, type: ToastType, message: string): number {
  if (!toasts.some((item) => item.id === id)) return show(type, message);
  clearTimer(id);
  const updated: Toast = { id, type, message, createdAt: Date.now() };
  publish(toasts.map((item) => (item.id === id ? updated : item)));
  schedule(updated);
  return id;
}

export const toast = Object.assign((message: string) => show('blank', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  loading: (message: string) => show('loading', message),
  custom: (message: string) => show('custom', message),
  update,
  dismiss,
  /** Removes every toast; tests call it between cases. */
  clear(): void {
    for (const id of timers.keys()) clearTimer(id);
    publish([]);
  },
});

export const toastStore = {
  getSnapshot: (): readonly Toast[] => toasts,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
