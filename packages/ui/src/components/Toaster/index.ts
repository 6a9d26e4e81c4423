export { Toaster, type ToasterProps, type ToastItem, type ToastType } from './Toaster';
