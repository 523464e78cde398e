import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useState,
  useSyncExternalStore,
} from 'react';
import { createToasts, type Toasts } from './toast-queue.ts';
import type { ToastRegionLabels } from './toast-region.tsx';

// The region, drawn by react-aria's toasts: downloaded when the first toast shows, so a page that shows none
// does not carry it (its own chunk in an app's build), as the modal layer's overlays. React-aria's region draws
// nothing while there is no toast, so drawing it only while there are some changes nothing on the page.
const ToastRegion = lazy(() =>
  import('./toast-region.tsx').then((module) => ({ default: module.ToastRegion })),
);

const ToastsContext = createContext<Toasts | null>(null);

/** Props of {@link ToastProvider}. */
export interface ToastProviderProps extends ToastRegionLabels {
  /** Toasts made with `createToasts()`, to show toasts outside React too. Created when absent. */
  readonly toasts?: Toasts;
  readonly children: ReactNode;
}

/**
 * Gives `useToasts()` to the tree and renders the region after it while there are toasts (its code is loaded
 * when the first one shows).
 *
 * @example
 * <ToastProvider label="Notifications" closeLabel="Close" loadingLabel="Loading"><App /></ToastProvider>
 */
export function ToastProvider({ toasts, children, ...labels }: ToastProviderProps): ReactNode {
  const [own] = useState(() => {
    const list = toasts ?? createToasts();
    return {
      toasts: list,
      subscribe: (listener: () => void) => list.queue.subscribe(listener),
      hasToasts: () => list.queue.visibleToasts.length > 0,
    };
  });
  const hasToasts = useSyncExternalStore(own.subscribe, own.hasToasts, own.hasToasts);
  return (
    <ToastsContext.Provider value={own.toasts}>
      {children}
      {hasToasts && (
        <Suspense fallback={null}>
          <ToastRegion toasts={own.toasts} {...labels} />
        </Suspense>
      )}
    </ToastsContext.Provider>
  );
}

/**
 * The nearest toasts. Throws without a `ToastProvider` above: a programming error.
 *
 * @example
 * const toasts = useToasts();
 * toasts.show({ title: 'Saved', type: 'success' });
 */
export function useToasts(): Toasts {
  const toasts = useContext(ToastsContext);
  if (!toasts) throw new Error('useToasts needs a ToastProvider above it');
  return toasts;
}
