import { SCROLL_DELAY_MS } from '@souscrire/workflow';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageViews } from '../analytics/use-page-views.ts';
import { useServices } from '../app/use-services.ts';

/** The element the journey scrolls: the layout's outlet, else the page. */
function scrollOutletToTop(): void {
  const smooth = !globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const behavior: ScrollBehavior = smooth ? 'smooth' : 'auto';
  document.querySelector('[data-outlet]')?.scrollTo?.({ top: 0, behavior });
  globalThis.scrollTo?.({ top: 0, behavior });
}

/**
 * The behaviours of spec 2 on navigation: a route change while a modal is open closes all modals and is
 * cancelled; after each navigation the outlet scrolls to the top smoothly after 700 ms, and a route with an
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
        timer = setTimeout(scrollOutletToTop, SCROLL_DELAY_MS);
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
