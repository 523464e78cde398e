import { PAGE_TRANSITION_WAIT_MS } from '@souscrire/workflow';
import { createMemoryHistory, createRouter } from '@tanstack/react-router';
import type { JourneyServices } from '../app/journey-services.ts';
import { NotFoundPage } from '../errors/not-found-page.tsx';
import { RouteErrorPage } from '../errors/route-error-page.tsx';
import { PendingPage } from '../layouts/pending-page.tsx';
import type { ConnectionInfo } from '../runtime/schedule-prefetch.ts';
import { defaultLayoutRoute, homeRoute, intentRoute, loginRoutes } from './home-routes.tsx';
import { localeRoute } from './locale-route.ts';
import { prefetchNeighbours } from './prefetch-neighbours.ts';
import { rootRoute } from './root-route.tsx';
import { subscriptionRoutes } from './subscription-routes.tsx';
import { bareRootRoute, healthRoute, legacyRoutes, signatureCallbackRoute } from './top-level-routes.tsx';

/** The journey's route tree, code-based, built from the localized path table of `@souscrire/i18n`. */
export const routeTree = rootRoute.addChildren([
  bareRootRoute,
  healthRoute,
  signatureCallbackRoute,
  ...legacyRoutes,
  localeRoute.addChildren([
    defaultLayoutRoute.addChildren([homeRoute, intentRoute, ...loginRoutes]),
    ...subscriptionRoutes,
  ]),
]);

/**
 * Creates the journey's router with its services as context. A pending status waits the page-transition time
 * (about 100 ms) before showing, so quick moves do not flash, and leaves as soon as the screen is
 * ready; the steps either side of the current one are prefetched. A server render (`at`: the address it
 * renders) reads that address from memory and prefetches nothing.
 *
 * @example
 * const router = createJourneyRouter(services);
 * <RouterProvider router={router} />
 */
export function createJourneyRouter(services: JourneyServices, { at }: { at?: string } = {}) {
  const router = createRouter({
    routeTree,
    context: services,
    ...(at === undefined ? {} : { history: createMemoryHistory({ initialEntries: [at] }) }),
    defaultPendingMs: PAGE_TRANSITION_WAIT_MS,
    // The screen replaces the pending status as soon as it is ready. TanStack Router otherwise keeps a pending
    // status it has shown for at least 500 ms (a screen ready 120 ms after Continue showed after
    // 600 ms, and the offer page opened from its address painted half a second late).
    defaultPendingMinMs: 0,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
  if (at !== undefined) return router;
  // Screens render from cache: the steps either side of the current one are fetched ahead.
  prefetchNeighbours(
    router,
    services.queryClient,
    () => (navigator as { connection?: ConnectionInfo }).connection,
  );
  return router;
}

/** The journey's router type. */
export type JourneyRouter = ReturnType<typeof createJourneyRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: JourneyRouter;
  }
}
