export { toast, dismiss, toastStore, toastDurations, maxToasts } from './toastStore';
export type { Toast, ToastType } from './toastStore';
