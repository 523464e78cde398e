import type { CoreApiClient, WorkflowStepName } from '@souscrire/core-api';
import { matchLocalizedPath } from '@souscrire/i18n';
import {
  type Direction,
  JOURNEY_ORDER,
  MAIN_PATH,
  nextRelevantStep,
  PREFETCH_DELAY_MS,
  questionSubSteps,
  routeForStep,
  stepForRoute,
} from '@souscrire/workflow';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import type { JourneyApi } from '../core/journey-api.ts';
import { yieldToMain } from '../runtime/main-thread.ts';
import { type ConnectionInfo, schedulePrefetch } from '../runtime/schedule-prefetch.ts';
import { savedActivityCode, savedActivityQuery } from '../steps/activity/search-activities.ts';
import { questionStepQuery, savedAnswersQuery } from '../steps/criteria/criteria-api.ts';
import { offerQuery } from '../steps/offer/offer-api.ts';
import { paymentOptionsQuery } from '../steps/payment/payment-api.ts';
import { STEP_SCREENS } from '../steps/step-screens.ts';
import { journeyQueries } from './journey-queries.ts';
import { SUBSCRIPTION_FRAME } from './subscription-frame.ts';

/** What a step's screen reads first, and where to read it. */
type StepContext = { api: JourneyApi; client: CoreApiClient; tenant: string; id: string };

/**
 * When a read is asked for again: once its cached answer is stale (the neighbours' prefetch, which refreshes a
 * screen's data ahead of it), or only when the cache has none (a move's read ahead: a screen shows what the
 * cache holds and refreshes it itself once shown, so refreshing it beside the move would only queue the move's
 * write behind those reads on the core).
 */
type Asking = 'when-stale' | 'when-absent';

/** Asks the query client for one read, as `asking` says: TanStack Query's `prefetchQuery` or `ensureQueryData`. */
function asker(queryClient: QueryClient, asking: Asking) {
  return <TData, TKey extends QueryKey>(
    options: FetchQueryOptions<TData, Error, TData, TKey>,
  ): Promise<void> =>
    asking === 'when-absent'
      ? queryClient.ensureQueryData(options).then(() => undefined)
      : queryClient.prefetchQuery(options);
}

/**
 * Fetches into the cache what a step's screen reads as it opens, through the existing query factories, so
 * the screen finds the very entries it reads.
 *
 * @example
 * await Promise.all(prefetchStepData(queryClient, 'offer', context)); // the prospect and its offer
 */
export function prefetchStepData(
  queryClient: QueryClient,
  step: WorkflowStepName,
  at: StepContext,
  asking: Asking = 'when-stale',
): Promise<void>[] {
  const { api, client, tenant, id } = at;
  const ask = asker(queryClient, asking);
  const prospect = ask(journeyQueries.prospect(api, tenant, id));
  switch (step) {
    case 'criteria':
      return [prospect, ask(journeyQueries.questionSteps(api, tenant, id))];
    case 'killing':
      return [prospect, ask(journeyQueries.killingForm(api, tenant, id))];
    case 'offer':
      return [prospect, ask(offerQuery(client, tenant, id, api.locale))];
    case 'payment':
      return [prospect, ask(paymentOptionsQuery(client, tenant, id, api.locale))];
    case 'check-answers':
      return [prospect, ...prefetchSummary(queryClient, at, ask)];
    default:
      return [prospect];
  }
}

/**
 * Asks for what a step's screen reads first as the visitor moves to it, beside the write of the position
 * (after it, the read waited for the write's round trip when the visitor moved before the
 * neighbours' prefetch); only what the cache does not hold. It does not wait; a failed read is left to the
 * screen, which reads it again.
 *
 * @example
 * readAhead(queryClient, 'offer', { api, client, tenant, id }); // then PUT steps
 */
export function readAhead(queryClient: QueryClient, step: WorkflowStepName, at: StepContext): void {
  for (const read of prefetchStepData(queryClient, step, at, 'when-absent')) read.catch(() => undefined);
}

/**
 * What the summary of the answers (check-answers) reads: the activity's label, each question step with its
 * questions, the answers, the declarations and the offer. The question steps and the activity need a first
 * answer (the steps, the prospect's activity code) before the rest: fetched ahead, the summary does not
 * wait for that chain on arrival, only for the offer it reads fresh.
 */
function prefetchSummary(
  queryClient: QueryClient,
  { api, client, tenant, id }: StepContext,
  ask: ReturnType<typeof asker>,
): Promise<void>[] {
  const questions = queryClient
    .ensureQueryData(journeyQueries.questionSteps(api, tenant, id))
    .then((steps) =>
      Promise.all(
        questionSubSteps(steps).map((subStep) =>
          ask(questionStepQuery(client, tenant, id, subStep, api.locale)),
        ),
      ),
    )
    .then(() => undefined);
  const activity = queryClient
    .ensureQueryData(journeyQueries.prospect(api, tenant, id))
    .then((prospect) => ask(savedActivityQuery(client, tenant, id, savedActivityCode(prospect), api.locale)));
  return [
    questions,
    activity,
    ask(savedAnswersQuery(client, tenant, id)),
    ask(journeyQueries.killingForm(api, tenant, id)),
    ask(offerQuery(client, tenant, id, api.locale)),
  ];
}

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
export function prefetchSubscriptionPage(queryClient: QueryClient, pathname: string, at: StepContext): void {
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
    const context = match?.context as Partial<StepContext> | undefined;
    const id = (match?.params as { id?: string } | undefined)?.id;
    if (!step || !id || !context?.api || !context.client || !context.tenant) return;
    const at: StepContext = { api: context.api, client: context.client, tenant: context.tenant, id };
    cancel = schedulePrefetch(
      async () => {
        const workflow = queryClient.getQueryData(journeyQueries.workflow(at.api, at.tenant, id).queryKey);
        if (!workflow) return;
        const neighbours = (['forward', 'backward'] as Direction[]).flatMap((direction) => {
          const next = nextRelevantStep(workflow, direction, step);
          return next.ok ? [next.value] : [];
        });
        // Each neighbour's chunk, then its reads, in a task of their own: all at once made a task of 15-19 ms
        // on a desktop, a long task on a phone (the offer page's blocking time).
        const loads: Promise<unknown>[] = [];
        for (const neighbour of neighbours) {
          await yieldToMain();
          loads.push(preloadScreen(neighbour) ?? Promise.resolve());
          await yieldToMain();
          loads.push(...prefetchStepData(queryClient, neighbour, at));
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
