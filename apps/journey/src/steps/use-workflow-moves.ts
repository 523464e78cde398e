import type { WorkflowStepName } from '@souscrire/core-api';
import { type Direction, returnStepOf } from '@souscrire/workflow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Workflow } from '../core/journey-api.ts';
import { journeyQueries } from '../router/journey-queries.ts';
import { type Move, planMove } from './plan-move.ts';
import type { StepScope, WorkflowMoves } from './step-context.ts';
import { subStepSource, subStepsFrom } from './sub-steps.ts';
import { travel } from './travel.ts';

/**
 * The screen's Continue and Back, made once by `StepProvider` from its scope: within criteria and confirmation
 * they walk the sub-steps; past the ends, and on other screens, they go to the next or previous relevant step,
 * the position written to the core as the screen changes ({@link travel}). The navigation counter records the
 * direction. A move the workflow has no room for is `undefined`, so the frame shows no button that cannot work.
 * A screen opened from a Change link of the summary (`?return=check-answers`) goes back there both ways,
 * without walking its sub-steps or the rest of the journey, as long as the workflow still lets the visitor in.
 *
 * @example
 * const { forward, backward, go, pending } = useWorkflowMoves(scope, 'offer', null);
 * if (forward) await go('forward');
 */
export function useWorkflowMoves(
  scope: StepScope,
  step: WorkflowStepName | null,
  subStep: string | null,
): WorkflowMoves {
  const { api, tenant, prospectId, locale, workflow, navigation, queryClient } = scope.subscription;
  const returnTo = returnStepOf(scope.navigator.search);
  const source = step ? subStepSource(step) : null;
  // Only a screen with question sub-steps listens to them: the list arriving in the cache for another screen
  // (the neighbours' prefetch of the summary, from the offer) would draw that screen again for nothing.
  const questionSteps = useQuery({
    ...journeyQueries.questionSteps(api, tenant, prospectId),
    enabled: source === 'question-steps',
    subscribed: source === 'question-steps',
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

  // The move under way, pending on the screen it leaves: the frame shows which button it came from. The next
  // screen's Continue and Back work as soon as it shows, before the router has settled the navigation and
  // before the position's write is answered (travel), their writes queued after it, rather than showing pending
  // a button the visitor did not press and ignoring a press of it. Each press is its own object, so a move that
  // ends late leaves a later one's state as it is.
  const screen = `${step}/${subStep}`;
  const [arriving, setArriving] = useState<{ direction: Direction; from: string } | null>(null);
  const pending = arriving?.from === screen ? arriving.direction : null;

  const go = async (direction: Direction) => {
    // The workflow as the last save left it: criteria outside the product's bounds make qualification the
    // next step at once, not after a reload.
    const move = plan(direction, queryClient.getQueryData(workflowKey) ?? workflow);
    if (!move) return;
    const press = { direction, from: screen };
    const arrived = () => setArriving((shown) => (shown === press ? null : shown));
    setArriving(press);
    try {
      await travel(scope, direction, move, arrived);
    } finally {
      arrived();
    }
    if (direction === 'forward' && step) scope.track.stepCompleted(step, subStep);
  };

  return { forward, backward, go, pending, travel: (direction, move) => travel(scope, direction, move) };
}
