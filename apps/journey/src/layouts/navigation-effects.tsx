import { SCROLL_DELAY_MS } from '@souscrire/workflow';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageViews } from '../analytics/use-page-views.ts';
import { useServices } from '../app/use-services.ts';

/** Whether the visitor is in a field (typing, or its list open). */
function isTyping(): boolean {
  return document.activeElement?.matches('input, textarea, select, [contenteditable="true"]') ?? false;
}

/** How long a smooth scroll to the top may run before it is surely over. */
const SCROLL_RUN_MS = 1_500;

/**
 * Scrolls the layout's outlet, else the page, to the top. A visitor who goes into a field while the smooth
 * scroll runs stops it there: a scroll under a search field closes its list and loses what was typed.
 */
function scrollOutletToTop(): void {
  const smooth = !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
  const outlet = document.querySelector('[data-outlet]');
  const stop = () => {
    if (!isTyping()) return;
    outlet?.scrollTo?.({ top: outlet.scrollTop, behavior: 'instant' });
    globalThis.scrollTo?.({ top: globalThis.scrollY, behavior: 'instant' });
  };
  document.addEventListener('focusin', stop);
  setTimeout(() => document.removeEventListener('focusin', stop), SCROLL_RUN_MS);
  outlet?.scrollTo?.({ top: 0, behavior });
  globalThis.scrollTo?.({ top: 0, behavior });
}

/**
 * The behaviours of spec 2 on navigation: a route change while a modal is open closes all modals and is
 * cancelled; after each navigation the outlet scrolls to the top smoothly after 700 ms (unless the visitor is already in
 * one of its fields), and a route with an
 * id identifies the visitor to the analytics tools as type prospect.
 */
export function NavigationEffects() {
  const router = useRouter();
  const { modals } = useServices();

  useBlocker({
    shouldBlockFn: () => {
      if (!modals.isModalOpen()) return false;
      modals.closeAll();
      return true;
    },
    enableBeforeUnload: false,
  });

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (event.pathChanged) {
        clearTimeout(timer);
        // A visitor already typing on the new screen is not moved under their fingers: the scroll would
        // close a search's list and lose what they typed.
        timer = setTimeout(() => isTyping() || scrollOutletToTop(), SCROLL_DELAY_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [router]);
  usePageViews();

  return null;
}
