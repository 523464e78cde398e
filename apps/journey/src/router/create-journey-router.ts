import { PAGE_TRANSITION_WAIT_MS } from '@souscrire/workflow';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
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

/** The journey's route tree (spec 2), code-based, built from the localized path table of `@souscrire/i18n`. */
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
 * Creates the journey's router with its services as context. Pending screens wait the page-transition time
 * (spec 9: about 100 ms) before showing, so quick moves do not flash; the steps either side of the current
 * one are prefetched.
 *
 * @example
 * const router = createJourneyRouter(services);
 * <RouterProvider router={router} />
 */
export function createJourneyRouter(services: JourneyServices, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    context: services,
    ...(history ? { history } : {}),
    defaultPendingMs: PAGE_TRANSITION_WAIT_MS,
    defaultPendingComponent: PendingPage,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: NotFoundPage,
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
  });
  // Screens render from cache: the steps either side of the current one are fetched ahead (issue 18).
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
