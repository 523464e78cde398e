import type { CoreApiClient, WorkflowStepName } from '@souscrire/core-api';
import { questionSubSteps } from '@souscrire/workflow';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { JourneyApi } from '../core/journey-api.ts';
import { yieldToMain } from '../runtime/main-thread.ts';
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
 * write behind those reads on the core). Either way, a read the page shows already (its query has an
 * observer) is left to the screen showing it, which keeps it fresh: asked again ahead, its answer drew that
 * screen again for nothing (the offer page's radio groups, a long task on a phone a second after it settled).
 */
type Asking = 'when-stale' | 'when-absent';

/**
 * How the reads are sent: all in the task that asks for them, or each in a task of its own (the neighbours'
 * prefetch, which runs while the visitor may tap: the summary's reads sent in one task made a long task
 * on a phone, 71 ms at four times slower, a second after the offer page settled).
 */
type Pace = 'together' | 'one-per-task';

/** Sends a read at once, or in a task of its own, as `pace` says. */
function pacer(pace: Pace) {
  return <T>(send: () => Promise<T>): Promise<T> => (pace === 'together' ? send() : yieldToMain().then(send));
}

/** Asks the query client for one read, as `asking` says: TanStack Query's `prefetchQuery` or `ensureQueryData`. */
function asker(queryClient: QueryClient, asking: Asking, paced: ReturnType<typeof pacer>) {
  return <TData, TKey extends QueryKey>(
    options: FetchQueryOptions<TData, Error, TData, TKey>,
  ): Promise<void> =>
    paced(() => {
      const shown = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (shown !== undefined && shown.getObserversCount() > 0) return Promise.resolve();
      return asking === 'when-absent'
        ? queryClient.ensureQueryData(options).then(() => undefined)
        : queryClient.prefetchQuery(options);
    });
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
  pace: Pace = 'together',
): Promise<void>[] {
  const { api, client, tenant, id } = at;
  const paced = pacer(pace);
  const ask = asker(queryClient, asking, paced);
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
      return [prospect, ...prefetchSummary(queryClient, at, ask, paced)];
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
  paced: ReturnType<typeof pacer>,
): Promise<void>[] {
  const questions = paced(() => queryClient.ensureQueryData(journeyQueries.questionSteps(api, tenant, id)))
    .then((steps) =>
      Promise.all(
        questionSubSteps(steps).map((subStep) =>
          ask(questionStepQuery(client, tenant, id, subStep, api.locale)),
        ),
      ),
    )
    .then(() => undefined);
  const activity = paced(() => queryClient.ensureQueryData(journeyQueries.prospect(api, tenant, id))).then(
    (prospect) => ask(savedActivityQuery(client, tenant, id, savedActivityCode(prospect), api.locale)),
  );
  return [
    questions,
    activity,
    ask(savedAnswersQuery(client, tenant, id)),
    ask(journeyQueries.killingForm(api, tenant, id)),
    ask(offerQuery(client, tenant, id, api.locale)),
  ];
}
