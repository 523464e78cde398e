import type { WorkflowStepName } from '@souscrire/core-api';
import { matchLocalizedPath } from '@souscrire/i18n';
import {
  type Direction,
  JOURNEY_ORDER,
  MAIN_PATH,
  nextRelevantStep,
  PREFETCH_DELAY_MS,
  routeForStep,
  stepForRoute,
} from '@souscrire/workflow';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { yieldToMain } from '../runtime/main-thread.ts';
import { type ConnectionInfo, schedulePrefetch } from '../runtime/schedule-prefetch.ts';
import { STEP_SCREENS } from '../steps/step-screens.ts';
import { journeyQueries } from './journey-queries.ts';
import { prefetchStepData, type ReadAt } from './prefetch-step-data.ts';
import { SUBSCRIPTION_FRAME } from './subscription-frame.ts';

/**
 * Everything a subscription page reads as it opens, asked for at once as the visitor enters the subscription
 * area (a page load, a resume link, Start on the home page) rather than one request after the other as its
 * guards, frame and screen come to need them (the offer page waited for four round trips in a row):
 * the workflow its guards read, the products its frame shows, the frame's chunk, the screen's chunk and the
 * screen's first data. It reads only; a failed read is left to the guard or screen that needs it.
 *
 * @example
 * prefetchSubscriptionPage(queryClient, '/fr-FR/souscription/0f55…/offre', { api, client, tenant, id });
 */
export function prefetchSubscriptionPage(queryClient: QueryClient, pathname: string, at: ReadAt): void {
  const routeName = matchLocalizedPath(pathname)?.routeName;
  const step = routeName ? stepForRoute(routeName) : null;
  // The reads first: each costs the page a few milliseconds to send, and the chunks' loads add their links to
  // the document; the core's answers are the longer wait.
  Promise.all([
    queryClient.prefetchQuery(journeyQueries.workflow(at.api, at.tenant, at.id)),
    queryClient.prefetchQuery(journeyQueries.prospectProducts(at.api, at.tenant, at.id)),
    ...(step ? prefetchStepData(queryClient, step, at) : []),
    SUBSCRIPTION_FRAME.preload(),
    routeName ? STEP_SCREENS.get(routeName)?.preload() : undefined,
  ]).catch(() => {
    // the page's own loads fetch again and show the error of what failed
  });
}

/**
 * The steps a new subscription can open on: the main path's first step (the introduction) and the side
 * states the registry puts before it (broker handling, for a broker's product).
 */
const OPENING_STEPS = JOURNEY_ORDER.slice(0, JOURNEY_ORDER.indexOf(MAIN_PATH[0] ?? 'activity') + 1);

/**
 * Loads the chunks Start opens: the subscription frame, on whichever step the journey opens (the
 * introduction's code loaded only once the subscription was created, when the guess was the broker's
 * screen). The home page fetches them ahead; a Start pressed sooner loads them while the subscription is
 * being created.
 *
 * @example
 * void preloadJourneyStart().catch(() => {}); // the routes load them again and show a failure
 */
export function preloadJourneyStart(): Promise<unknown> {
  return Promise.all([SUBSCRIPTION_FRAME.preload(), ...OPENING_STEPS.map(preloadScreen)]);
}

/**
 * Loads the chunk of the screen at an address of the journey, as a press of Continue or Back leaves for it
 * (the chunk then loads beside the answers' save and the position's write, not after them, when the
 * visitor moves before the neighbours' prefetch). An address without a screen of its own loads nothing.
 *
 * @example
 * preloadScreenAt('/fr-FR/souscription/0f55…/declarations');
 */
export function preloadScreenAt(href: string): void {
  const routeName = matchLocalizedPath(href.split(/[?#]/)[0] ?? href)?.routeName;
  STEP_SCREENS.get(routeName ?? '')
    ?.preload()
    .catch(() => {
      // the route loads it again and shows the failure
    });
}

/** Loads a step's screen chunk (a step with sub-steps lands on one: its screen is the sub-step route's). */
function preloadScreen(step: WorkflowStepName): Promise<void> | undefined {
  const target = routeForStep(step);
  if (!target.ok) return undefined;
  return (STEP_SCREENS.get(target.value.name) ?? STEP_SCREENS.get(`${target.value.name}.step`))?.preload();
}

/**
 * The screens either side of the current step (transitions render from cache): once a navigation
 * has settled on a step, after the prefetch delay and unless the connection is slow, the next and
 * previous relevant steps' chunks are loaded and their first data fetched into the query cache. It loads
 * chunks and reads data only: it never runs a route's guards, which may move the workflow on the server. On the
 * home page, the subscription frame's and the first step's chunks are fetched ahead the same way.
 * Returns the function that stops watching.
 *
 * @example
 * const stop = prefetchNeighbours(router, queryClient, () => navigator.connection);
 */
export function prefetchNeighbours(
  router: AnyRouter,
  queryClient: QueryClient,
  connection: () => ConnectionInfo | undefined,
): () => void {
  let cancel = () => {};
  const unsubscribe = router.subscribe('onResolved', () => {
    cancel();
    const match = router.state.matches.at(-1);
    const routeName: string | undefined = match?.staticData.routeName;
    if (routeName === 'home') {
      cancel = schedulePrefetch(preloadJourneyStart, {
        delayMs: PREFETCH_DELAY_MS,
        connection: connection(),
      });
      return;
    }
    const step = routeName ? stepForRoute(routeName) : null;
    const context = match?.context as Partial<ReadAt> | undefined;
    const id = (match?.params as { id?: string } | undefined)?.id;
    if (!step || !id || !context?.api || !context.client || !context.tenant) return;
    const at: ReadAt = { api: context.api, client: context.client, tenant: context.tenant, id };
    cancel = schedulePrefetch(
      async () => {
        const workflow = queryClient.getQueryData(journeyQueries.workflow(at.api, at.tenant, id).queryKey);
        if (!workflow) return;
        const neighbours = (['forward', 'backward'] as Direction[]).flatMap((direction) => {
          const next = nextRelevantStep(workflow, direction, step);
          return next.ok ? [next.value] : [];
        });
        // Each neighbour's chunk, then each of its reads, in a task of its own: all at once made a task of
        // 15-19 ms on a desktop, a long task on a phone (the offer page's blocking time).
        const loads: Promise<unknown>[] = [];
        for (const neighbour of neighbours) {
          await yieldToMain();
          loads.push(preloadScreen(neighbour) ?? Promise.resolve());
          loads.push(...prefetchStepData(queryClient, neighbour, at, 'when-stale', 'one-per-task'));
        }
        await Promise.all(loads);
      },
      { delayMs: PREFETCH_DELAY_MS, connection: connection() },
    );
  });
  return () => {
    cancel();
    unsubscribe();
  };
}
