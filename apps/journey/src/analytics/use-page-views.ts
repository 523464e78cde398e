import { DEFAULT_LOCALE, languageOf } from '@souscrire/i18n';
import { stepForRoute } from '@souscrire/workflow';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useServices } from '../app/use-services.ts';
import { recordPageView } from './record-page-view.ts';

/**
 * After each navigation: a route with an id identifies the visitor as a prospect, and a page view is
 * recorded with the tracking payload (hostname, language, screen, url, title, referrer: the journey's page
 * before, or the browser's referrer on the first one) plus the route's name as
 * its tag and, on a step's screen, the step (and sub-step) as its data: the funnel report reads them. The view
 * is taken once the new page has its title (the next task after the route resolved).
 */
export function usePageViews(): void {
  const router = useRouter();
  const { analytics, i18n, entryReferrer } = useServices();

  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = router.subscribe('onResolved', (event) => {
      const matches = router.state.matches;
      const id = matches.map((match) => (match.params as { id?: string }).id).find(Boolean);
      const deepest = matches.at(-1);
      const routeName = deepest?.staticData.routeName;
      const step = routeName ? stepForRoute(routeName) : null;
      const subStep = (deepest?.params as { step?: string } | undefined)?.step;
      const url = event.toLocation.href;
      // Within the journey the page before is the referrer; the first page has the browser's (or the home
      // page's, when the app took over from its first view).
      const referrer = event.fromLocation ? `${location.origin}${event.fromLocation.href}` : entryReferrer;
      const timer = setTimeout(() => {
        timers.delete(timer);
        recordPageView(analytics, {
          url,
          referrer,
          language: languageOf(i18n.get()?.locale ?? DEFAULT_LOCALE),
          prospectId: id,
          routeName,
          data: step ? { step, ...(subStep ? { subStep } : {}) } : undefined,
        });
      });
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [router, analytics, i18n, entryReferrer]);
}
