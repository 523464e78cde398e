import { SCROLL_DELAY_MS } from '@souscrire/workflow';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageViews } from '../analytics/use-page-views.ts';
import { useServices } from '../app/use-services.ts';
import { isTyping, scrollOutletToTop } from './scroll-to-top.ts';

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
