import type { CoreApiClient, WorkflowStepName } from '@souscrire/core-api';
import { questionSubSteps } from '@souscrire/workflow';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { JourneyApi } from '../core/journey-api.ts';
import { savedActivityCode, savedActivityQuery } from '../steps/activity/search-activities.ts';
import { questionStepQuery, savedAnswersQuery } from '../steps/criteria/criteria-api.ts';
import { offerQuery } from '../steps/offer/offer-api.ts';
import { paymentOptionsQuery } from '../steps/payment/payment-api.ts';
import { journeyQueries } from './journey-queries.ts';

/** Where a step screen's first reads are made: the subscription and its clients. */
export type ReadAt = { api: JourneyApi; client: CoreApiClient; tenant: string; id: string };

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
  at: ReadAt,
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
export function readAhead(queryClient: QueryClient, step: WorkflowStepName, at: ReadAt): void {
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
  { api, client, tenant, id }: ReadAt,
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
