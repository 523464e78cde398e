import { SCROLL_DELAY_MS } from '@souscrire/workflow';
import { useBlocker, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { usePageViews } from '../analytics/use-page-views.ts';
import { useServices } from '../app/use-services.ts';
import { markNavigated } from './page-transition.ts';
import { isTyping, scrollOutletToTop } from './scroll-to-top.ts';

/** The layout's outlet, whose height is held through a navigation. */
const outlet = () => document.querySelector<HTMLElement>('[data-outlet]');

/**
 * The behaviours on navigation (and the page transition, from the first navigation on): a route change while a modal is open closes all modals and is
 * cancelled; after each navigation the outlet scrolls to the top smoothly after 700 ms (unless the visitor is already in
 * one of its fields), and a route with an
 * id identifies the visitor to the analytics tools as type prospect. The outlet keeps its height from the
 * start of a navigation until the next screen is drawn (no layout shift): a visitor who scrolled down to
 * Continue would otherwise see the footer jump up while the next screen loads (its short loading status ends
 * the page above where they are). It lets go in the frame that draws the new screen, so a shorter screen
 * brings the footer up with the change the visitor asked for, not a second later on a screen already read.
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
    let release: number | undefined;
    const letGo = () => outlet()?.style.removeProperty('min-height');
    const unsubscribeStart = router.subscribe('onBeforeLoad', (event) => {
      if (event.fromLocation && event.pathChanged) markNavigated();
      const held = outlet();
      if (!event.pathChanged || !held) return;
      if (release !== undefined) cancelAnimationFrame(release);
      held.style.minHeight = `${held.offsetHeight}px`;
    });
    const unsubscribe = router.subscribe('onResolved', (event) => {
      // The new screen is committed by now: the next frame draws it with the outlet at its own height.
      release = requestAnimationFrame(letGo);
      if (!event.pathChanged) return;
      clearTimeout(timer);
      // A visitor already typing on the new screen is not moved under their fingers: the scroll would
      // close a search's list and lose what they typed.
      timer = setTimeout(() => {
        if (!isTyping()) scrollOutletToTop();
      }, SCROLL_DELAY_MS);
    });
    return () => {
      unsubscribeStart();
      unsubscribe();
      clearTimeout(timer);
      if (release !== undefined) cancelAnimationFrame(release);
    };
  }, [router]);
  usePageViews();

  return null;
}
