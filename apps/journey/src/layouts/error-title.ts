import { useEffect, useSyncExternalStore } from 'react';

let shown = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Whether the page shows errors now: every form whose error summary is shown (the kit's `Form` tells it through
 * `ErrorSummaryShownContext`) and every other error a page shows for a field (the home page's product) holds a
 * mark until the error goes. The document's title starts with 'Error: ' while a mark is held (UX: errors).
 */
export const pageErrors = {
  /** Holds a mark; returns the function that gives it back. */
  show(): () => void {
    shown += 1;
    notify();
    let given = false;
    return () => {
      if (given) return;
      given = true;
      shown -= 1;
      notify();
    };
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isShown: (): boolean => shown > 0,
};

/** Whether the page shows errors, re-rendering when that changes. */
export function usePageErrorsShown(): boolean {
  return useSyncExternalStore(pageErrors.subscribe, pageErrors.isShown, () => false);
}

/**
 * Marks the page as showing errors while `isShown` is true, for errors shown outside a kit `Form`.
 *
 * @example
 * usePageErrors(missing); // the home page's 'Choose a product' message
 */
export function usePageErrors(isShown: boolean): void {
  useEffect(() => (isShown ? pageErrors.show() : undefined), [isShown]);
}
