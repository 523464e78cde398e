import type { CoreApiClient, WorkflowStepName } from '@souscrire/core-api';
import type { ClientSession } from '@souscrire/core-api/client-session';
import {
  MutationObserver,
  type MutationOptions,
  mutationOptions,
  type QueryClient,
  useMutationState,
} from '@tanstack/react-query';
import { createSubscription, type NewSubscription } from '../core/create-subscription.ts';
import type { JourneyApi, Workflow } from '../core/journey-api.ts';
import { journeyKeys } from '../core/query-keys.ts';
import { earnClientSession } from '../session/earn-client-session.ts';
import { journeyQueries } from './journey-queries.ts';

/** A move of the workflow: the step, and the sub-step within it (both are written). */
export type PositionMove = { step: WorkflowStepName; subStep: string | null };

/**
 * The journey's writes as TanStack Query mutation options, each with its key (under the tenant, as every query
 * key) and its cache update, shared by the screens' `useMutation` and the router's loaders (`runMutation`).
 *
 * @example
 * useMutation(journeyMutations.writePosition(queryClient, api, tenant, id));
 */
export const journeyMutations = {
  /**
   * Writes the position (`PUT steps`) and keeps the workflow as the core answers it. One subscription's
   * writes run one after the other (a Back does not wait for its write, so a Continue may follow it at once).
   */
  writePosition: (queryClient: QueryClient, api: JourneyApi, tenant: string, id: string) =>
    mutationOptions({
      mutationKey: positionKey(tenant, id),
      scope: positionScope(tenant, id),
      mutationFn: ({ step, subStep }: PositionMove) => api.writePosition(id, step, subStep),
      onSuccess: (workflow) =>
        queryClient.setQueryData(journeyQueries.workflow(api, tenant, id).queryKey, workflow),
    }),
  /** Creates a subscription (prospect, product, workflow); its id answers, its cache starts empty. */
  createSubscription: (queryClient: QueryClient, client: CoreApiClient, tenant: string) =>
    mutationOptions({
      mutationKey: [...journeyKeys.tenant(tenant), 'subscription'],
      mutationFn: (input: NewSubscription) => createSubscription(client, input),
      onSuccess: (id) => queryClient.invalidateQueries({ queryKey: journeyKeys.prospect(tenant, id) }),
    }),
  /**
   * Earns the client session of a prospect (`contracts`, or `convert-xsell` first for a logged-in client);
   * the prospect is read again after, as the cross-sell changes it, behind the move (waiting for it
   * held the Continue to the documents; the summary being left no longer fetches its nine reads beside the
   * documents' own).
   */
  earnClientSession: (
    queryClient: QueryClient,
    client: CoreApiClient,
    session: ClientSession,
    tenant: string,
    id: string,
  ) =>
    mutationOptions({
      mutationKey: [...journeyKeys.prospect(tenant, id), 'client-session'],
      mutationFn: (email: string | null | undefined) => earnClientSession(client, session, id, email),
      onSuccess: (outcome) => {
        if (outcome.kind === 'earned') refreshProspectBehind(queryClient, tenant, id);
      },
    }),
};

const positionKey = (tenant: string, id: string) => [...journeyKeys.workflow(tenant, id), 'position'];

/**
 * The mutation scope of a subscription's position writes: TanStack Query runs the mutations of one scope one
 * after the other. A write that must not overtake a position write under way (finalize, after which the core
 * refuses any move) joins it.
 *
 * @example
 * useMutation({ mutationFn: finalize, scope: positionScope('maif', id) });
 */
export const positionScope = (tenant: string, id: string) => ({ id: `position:${tenant}:${id}` });

/** The subscription's position writes under way, oldest first. */
const pendingPositionWrites = (tenant: string, id: string) =>
  ({ mutationKey: positionKey(tenant, id), status: 'pending' }) as const;

/**
 * Where the subscription's position stands for a screen entered now: the last position write still under way
 * (a Back moves beside its write), else the workflow as cached; `undefined` before the workflow is read.
 *
 * @example
 * positionHeadedTo(queryClient, api, 'maif', id); // { step: 'offer', subStep: null }
 */
export function positionHeadedTo(
  queryClient: QueryClient,
  api: JourneyApi,
  tenant: string,
  id: string,
): PositionMove | undefined {
  const writing = queryClient.getMutationCache().findAll(pendingPositionWrites(tenant, id)).at(-1)?.state
    .variables as PositionMove | undefined;
  if (writing) return writing;
  const known = queryClient.getQueryData(journeyQueries.workflow(api, tenant, id).queryKey);
  return known && { step: known.current_step, subStep: known.current_sub_step ?? null };
}

/**
 * The position the last write under way heads to, as a view of the page reads it (re-rendered as writes start
 * and end); `undefined` when none is under way. A move shows the next screen before the core has answered its
 * write: what shows where the visitor is (the sidebar, the phone's step counter) reads the position from here
 * until the workflow the core answers takes over.
 *
 * @example
 * const headed = usePositionWriting(queryClient, 'maif', id); // { step: 'offer', subStep: null }
 */
export function usePositionWriting(
  queryClient: QueryClient,
  tenant: string,
  id: string,
): PositionMove | undefined {
  return useMutationState(
    {
      filters: pendingPositionWrites(tenant, id),
      select: (mutation) => mutation.state.variables as PositionMove,
    },
    queryClient,
  ).at(-1);
}

/**
 * After a write that changed the prospect while the journey moves on: the prospect is read again, behind the
 * move, and its other reads are only marked stale, read again where they are next shown (refetching
 * every read of the prospect at once put them in the core's queue beside the next screen's own).
 *
 * @example
 * refreshProspectBehind(queryClient, 'maif', id); // after the declarations were answered
 */
export function refreshProspectBehind(queryClient: QueryClient, tenant: string, id: string): void {
  const prospect = journeyKeys.prospect(tenant, id);
  void queryClient.invalidateQueries({ queryKey: prospect, exact: true });
  void queryClient.invalidateQueries({ queryKey: prospect, refetchType: 'none' });
}

/**
 * Writes the subscription's position, the one way it is written: a move starts it beside its navigation
 * (`travel`, steps/travel.ts), and a screen entered otherwise (its address, the browser's Back, a link, a skip) writes it on
 * arrival in its route's loader, which writes nothing when a write already heads there ({@link positionHeadedTo}).
 *
 * @example
 * await writePosition(queryClient, api, 'maif', id, { step: 'offer', subStep: null });
 */
export function writePosition(
  queryClient: QueryClient,
  api: JourneyApi,
  tenant: string,
  id: string,
  move: PositionMove,
): Promise<Workflow> {
  return runMutation(queryClient, journeyMutations.writePosition(queryClient, api, tenant, id), move);
}

/**
 * Runs a mutation outside React (a router loader) through the query client's mutation cache, as `useMutation`
 * does: the same options, callbacks and cache updates, and the mutation is seen by `useMutationState`.
 *
 * @example
 * await runMutation(queryClient, journeyMutations.writePosition(queryClient, api, tenant, id), move);
 */
export function runMutation<TData, TVariables>(
  queryClient: QueryClient,
  options: MutationOptions<TData, Error, TVariables>,
  variables: TVariables,
): Promise<TData> {
  return new MutationObserver(queryClient, options).mutate(variables);
}
