import { stepForRoute } from '@souscrire/workflow';
import { useQuery } from '@tanstack/react-query';
import { useRouteContext, useRouter, useRouterState } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { trackerOf } from '../analytics/journey-events.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { StepContext, type StepNavigator, type StepScope, type Subscription } from './step-context.ts';
import { useWorkflowMoves } from './use-workflow-moves.ts';

/** What the subscription area's route puts in its context (subscription-routes.tsx). */
type AreaContext = Omit<Subscription, 'subStep' | 'workflow'>;

/**
 * Fills the {@link StepContext} of the subscription area, once, for its layout and the screen shown: the
 * area's context, the sub-step and step of the route shown (its registry name), the live workflow, the router's
 * edges and the journey's events, and the moves made from them. The only place the step screens' values are
 * read from the router.
 *
 * @example
 * <StepProvider><SubscriptionPage /></StepProvider>
 */
export function StepProvider({ children }: { children: ReactNode }) {
  const router = useRouter();
  const area = useRouteContext({ strict: false }) as AreaContext;
  // The route shown is the last match: a step's screen, under the area's.
  const routeName = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.routeName });
  const subStep = useRouterState({
    select: (state) =>
      (state.matches.at(-1)?.context as { subStep?: string | null } | undefined)?.subStep ?? null,
  });
  const search = useRouterState({
    select: (state): Readonly<Record<string, unknown>> => state.location.search,
  });
  const { data: workflow } = useQuery(journeyQueries.workflow(area.api, area.tenant, area.prospectId));

  const subscription = useMemo<Subscription>(
    () => ({ ...area, subStep, workflow }),
    [area, subStep, workflow],
  );
  const navigator = useMemo<StepNavigator>(
    () => ({
      href: () => router.state.location.href,
      search,
      navigate: async (href, options) => {
        await router.navigate({ href, replace: options?.replace });
      },
      // The address is a plain path of our own route table, which TanStack resolves like a `to`.
      preload: async (href) => {
        await router.preloadRoute({ to: href as '/' });
      },
    }),
    [router, search],
  );
  const track = useMemo(() => trackerOf(area.analytics), [area.analytics]);
  const scope: StepScope = { subscription, navigator, track };
  const moves = useWorkflowMoves(scope, routeName ? stepForRoute(routeName) : null, subStep);
  return <StepContext value={{ ...scope, moves }}>{children}</StepContext>;
}
