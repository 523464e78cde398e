import { SCROLL_DELAY_MS } from '@souscrire/workflow';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageViews } from '../analytics/use-page-views.ts';
import { useServices } from '../app/use-services.ts';
import { markNavigated } from './page-transition.ts';
import { isTyping, SCROLL_RUN_MS, scrollOutletToTop } from './scroll-to-top.ts';

/** The layout's outlet, whose height is held through a navigation. */
const outlet = () => document.querySelector<HTMLElement>('[data-outlet]');

/**
 * The behaviours on navigation (and the page transition, from the first navigation on): a route change while a modal is open closes all modals and is
 * cancelled; after each navigation the outlet scrolls to the top smoothly after 700 ms (unless the visitor is already in
 * one of its fields), and a route with an
 * id identifies the visitor to the analytics tools as type prospect. The outlet keeps its height from the
 * start of a navigation until the scroll to the top is over (no layout shift): a visitor who scrolled
 * down to Continue would otherwise see the footer jump up while the next screen loads (its short loading
 * status ends the page above where they are), and again if the new screen is shorter.
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
    let release: ReturnType<typeof setTimeout> | undefined;
    const letGo = () => outlet()?.style.removeProperty('min-height');
    const unsubscribeStart = router.subscribe('onBeforeLoad', (event) => {
      if (event.fromLocation && event.pathChanged) markNavigated();
      const held = outlet();
      if (!event.pathChanged || !held) return;
      clearTimeout(release);
      held.style.minHeight = `${held.offsetHeight}px`;
    });
    const unsubscribe = router.subscribe('onResolved', (event) => {
      if (event.pathChanged) {
        clearTimeout(timer);
        clearTimeout(release);
        // A visitor already typing on the new screen is not moved under their fingers: the scroll would
        // close a search's list and lose what they typed.
        timer = setTimeout(() => {
          if (!isTyping()) scrollOutletToTop();
          release = setTimeout(letGo, SCROLL_RUN_MS);
        }, SCROLL_DELAY_MS);
      } else letGo();
    });
    return () => {
      unsubscribeStart();
      unsubscribe();
      clearTimeout(timer);
      clearTimeout(release);
    };
  }, [router]);
  usePageViews();

  return null;
}
