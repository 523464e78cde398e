export type { ToastProviderProps, ToastRegionLabels, ToastRegionProps } from './toast.tsx';
export { ToastProvider, ToastRegion, useToasts } from './toast.tsx';
export type {
  ToastAction,
  ToastColor,
  ToastData,
  ToastInput,
  Toasts,
  ToastType,
} from './toast-queue.ts';
export { createToasts, DEFAULT_TOAST_TIMEOUT, DEFAULT_TOAST_TYPE, toToastData } from './toast-queue.ts';
