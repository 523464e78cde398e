import type { WorkflowStepName } from '@souscrire/core-api';
import { type Direction, returnStepOf } from '@souscrire/workflow';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useTrack } from '../analytics/use-track.ts';
import type { Workflow } from '../core/journey-api.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { type Move, planMove } from './plan-move.ts';
import { subStepSource, subStepsFrom } from './sub-steps.ts';
import { useSubscription } from './use-subscription.ts';
import { useTravel } from './use-travel.ts';

/**
 * The frame's Continue and Back: within criteria and confirmation they walk the sub-steps; past the
 * ends, and on other screens, they go to the next or previous relevant step, the position written to the core
 * as the screen changes ({@link useTravel}). The navigation counter records the direction. A move the workflow
 * has no room for is `undefined`, so the frame shows no button that cannot work. A screen opened from a Change
 * link of the summary (`?return=check-answers`) goes back there both ways, without walking its
 * sub-steps or the rest of the journey, as long as the workflow still lets the visitor in.
 *
 * @example
 * const { forward, backward, go, pending } = useWorkflowMoves('offer', null);
 * if (forward) await go('forward');
 */
export function useWorkflowMoves(step: WorkflowStepName | null, subStep: string | null) {
  const queryClient = useQueryClient();
  const { api, tenant, prospectId, locale, workflow, navigation } = useSubscription();
  const track = useTrack();
  const travel = useTravel();
  const search = useRouterState({
    select: (state): Readonly<Record<string, unknown>> => state.location.search,
  });
  const returnTo = returnStepOf(search);
  const source = step ? subStepSource(step) : null;
  const questionSteps = useQuery({
    ...journeyQueries.questionSteps(api, tenant, prospectId),
    enabled: source === 'question-steps',
  });
  const subSteps = (source && subStepsFrom(source, questionSteps.data)) ?? [];

  const plan = (direction: Direction, current: Workflow | undefined): Move | undefined =>
    current && step
      ? planMove(direction, {
          workflow: current,
          step,
          subStep,
          subSteps,
          returnTo,
          counter: navigation.value(),
          locale,
          prospectId,
          knownSubSteps: (from) =>
            subStepsFrom(
              from,
              queryClient.getQueryData(journeyQueries.questionSteps(api, tenant, prospectId).queryKey),
            ),
        })
      : undefined;

  const forward = plan('forward', workflow);
  const backward = plan('backward', workflow);
  const workflowKey = journeyQueries.workflow(api, tenant, prospectId).queryKey;

  // A move under way is the mutation's own state: the frame shows which button it came from as pending.
  const moving = useMutation({
    mutationFn: async ({ direction, move }: { direction: Direction; move: Move }) => {
      await travel(direction, move);
      if (direction === 'forward' && step) track.stepCompleted(step, subStep);
    },
  });
  const pending = moving.isPending ? moving.variables.direction : null;

  const go = async (direction: Direction) => {
    // The workflow as the last save left it: criteria outside the product's bounds make qualification the
    // next step at once, not after a reload.
    const move = plan(direction, queryClient.getQueryData(workflowKey) ?? workflow);
    if (move) await moving.mutateAsync({ direction, move });
  };

  return { forward, backward, go, pending };
}
