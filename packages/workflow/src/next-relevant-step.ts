import type { ProspectWorkflow, WorkflowStepName } from '@souscrire/core-api';
import { JOURNEY_ORDER } from './journey-order.ts';
import { type Direction, offsetOf } from './navigation-counter.ts';
import type { Result } from './result.ts';
import { workflowError } from './workflow-error.ts';

/** What a move needs to know of the prospect workflow: where the visitor is and which steps are relevant. */
export type WorkflowPosition = Pick<ProspectWorkflow, 'current_step' | 'steps'>;

/**
 * The next (or previous) relevant step of the main path from a step, by default the workflow's current step.
 * Moves walk {@link JOURNEY_ORDER} and skip steps that are not relevant, and steps the workflow does
 * not list; a side state (qualification, reviewing...) is a destination only when relevant. Moving past
 * either end, or from a step name the front end does not know, fails with 'No step found for offset'.
 * Whether the step may be entered is the workflow guard's job, not the move's.
 *
 * @example
 * const result = nextRelevantStep(workflow, directionOf(counter));
 * if (result.ok) navigate(unwrap(routeForStep(result.value)));
 *
 * @example
 * // Leaving a skipped criteria screen the way the visitor was going.
 * nextRelevantStep(workflow, 'backward', 'criteria');
 */
export function nextRelevantStep(
  workflow: WorkflowPosition,
  direction: Direction,
  from: WorkflowStepName = workflow.current_step,
): Result<WorkflowStepName> {
  const offset = offsetOf(direction);
  const relevant = new Set(workflow.steps.filter((step) => step.is_relevant).map((step) => step.slug));
  const start = (JOURNEY_ORDER as readonly string[]).indexOf(from);
  if (start !== -1) {
    // forward moves skip steps that are not relevant; backward moves go to the previous relevant one.
    for (let index = start + offset; index >= 0 && index < JOURNEY_ORDER.length; index += offset) {
      const step = JOURNEY_ORDER[index] as WorkflowStepName;
      if (relevant.has(step)) return { ok: true, value: step };
    }
  }
  return { ok: false, error: workflowError('no_step_for_offset', { from, offset }) };
}
