import type { ReactNode } from 'react';
import { UNSTABLE_ToastQueue as ToastQueue } from 'react-aria-components';

/** The four toast types. */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/** An accent colour that overrides the one of the toast's type. */
export type ToastColor = 'primary' | 'success' | 'info' | 'warning' | 'danger';

/**
 * One toast action (label, type, handle, to, href). `handle` runs on press; when it returns a
 * promise the action shows loading until it settles, then the toast closes. `to` is an in-app
 * path (followed by the app's router through the kit's `LinkRouterProvider`), `href` an external address.
 */
export interface ToastAction {
  readonly label: string;
  /** Visual weight of the action. Default `secondary`. */
  readonly type?: 'primary' | 'secondary';
  readonly handle?: () => void | Promise<void>;
  readonly to?: string;
  readonly href?: string;
}

/** What an app passes to `show` (only `title` is required). */
export interface ToastInput {
  /** Stable id: showing a toast with the id of a visible one replaces it. Generated when absent. */
  readonly id?: string;
  /** Replaces the type's icon; decorative. */
  readonly icon?: ReactNode;
  readonly title: string;
  readonly message?: string;
  /** Milliseconds before it disappears; 0 keeps it until closed. Default 10000. */
  readonly timeout?: number;
  /** Default `info`. */
  readonly type?: ToastType;
  /** `light` (the type's pale surface) or `dark` (dark surface, light text). Default `light`. */
  readonly theme?: 'light' | 'dark';
  /** Accent colour of the icon and edge, when it should differ from the type's. */
  readonly color?: ToastColor;
  readonly actions?: readonly ToastAction[];
}

/** A toast with its defaults applied, as the region renders it. */
export interface ToastData {
  readonly id: string;
  readonly icon: ReactNode | undefined;
  readonly title: string;
  readonly message: string | undefined;
  readonly timeout: number;
  readonly type: ToastType;
  readonly theme: 'light' | 'dark';
  readonly color: ToastColor;
  readonly actions: readonly ToastAction[];
}

/** A toast's default timeout: 10000 ms. */
export const DEFAULT_TOAST_TIMEOUT = 10_000;
/** A toast's default type: info. */
export const DEFAULT_TOAST_TYPE: ToastType = 'info';

const TYPE_COLORS: Readonly<Record<ToastType, ToastColor>> = {
  success: 'success',
  info: 'info',
  warning: 'warning',
  error: 'danger',
};

/**
 * The app's toasts: show and close them from anywhere (a query's `onError`, a mutation's `onSuccess`).
 * A new toast goes on top of the list.
 *
 * @example
 * const toasts = createToasts();
 * toasts.show({ title: 'Link sent', type: 'success' });
 */
export interface Toasts {
  /** Shows a toast on top of the others and returns its id. */
  show(toast: ToastInput): string;
  /** Closes a toast by id. */
  close(id: string): void;
  /** Closes every toast. */
  clear(): void;
  /** The underlying react-aria queue, for `ToastRegion`. */
  readonly queue: ToastQueue<ToastData>;
}

/** Applies the default timeout and type to a toast. */
export function toToastData(input: ToastInput, id: string): ToastData {
  const type = input.type ?? DEFAULT_TOAST_TYPE;
  return {
    id,
    icon: input.icon,
    title: input.title,
    message: input.message,
    timeout: input.timeout ?? DEFAULT_TOAST_TIMEOUT,
    type,
    theme: input.theme ?? 'light',
    color: input.color ?? TYPE_COLORS[type],
    actions: input.actions ?? [],
  };
}

/** Creates an empty toast list. */
export function createToasts(): Toasts {
  const queue = new ToastQueue<ToastData>();
  const keys = new Map<string, string>();
  let counter = 0;
  const close = (id: string): void => {
    const key = keys.get(id);
    if (key !== undefined) queue.close(key);
  };
  return {
    queue,
    show(input) {
      counter += 1;
      const id = input.id ?? `sc-toast-${counter}`;
      close(id);
      const data = toToastData(input, id);
      const key = queue.add(data, {
        ...(data.timeout > 0 ? { timeout: data.timeout } : {}),
        onClose: () => {
          if (keys.get(id) === key) keys.delete(id);
        },
      });
      keys.set(id, key);
      return id;
    },
    close,
    clear: () => queue.clear(),
  };
}
