export type { ToastProviderProps } from './toast.tsx';
export { ToastProvider, useToasts } from './toast.tsx';
export type {
  ToastAction,
  ToastColor,
  ToastData,
  ToastInput,
  Toasts,
  ToastType,
} from './toast-queue.ts';
export { createToasts, DEFAULT_TOAST_TIMEOUT, DEFAULT_TOAST_TYPE, toToastData } from './toast-queue.ts';
export type { ToastRegionLabels, ToastRegionProps } from './toast-region.tsx';
export { ToastRegion } from './toast-region.tsx';
