import type { WorkflowStepName } from '@souscrire/core-api';
import type { Result } from './result.ts';
import type { RouteTarget } from './route-names.ts';
import { STEP_REGISTRY, type StepRow } from './step-registry.ts';
import { workflowError } from './workflow-error.ts';

type WithSubSteps = Extract<StepRow, { subSteps: object }>;

/** The route of each workflow step (the subscription area's child screens), from the step registry. */
export const STEP_ROUTES = Object.fromEntries(STEP_REGISTRY.map((row) => [row.step, row.route])) as {
  readonly [Row in StepRow as Row['step']]: Row['route'];
};

/** The sub-step route of the steps that have sub-steps (criteria/{step}, confirmation/{step}). */
export const SUB_STEP_ROUTES = Object.fromEntries(
  STEP_REGISTRY.flatMap((row) => (row.subSteps ? [[row.step, row.subSteps.route]] : [])),
) as { readonly [Row in WithSubSteps as Row['step']]: Row['subSteps']['route'] };

/**
 * The route of a step, and of its sub-step when the step has sub-steps and one is given (the workflow's
 * `current_sub_step`); without a sub-step, criteria and confirmation go to their redirecting route. A step
 * name the front end does not know (a newer server) fails with 'Could not find a route for step'.
 *
 * @example
 * routeForStep('offer'); // { ok: true, value: { name: 'subscription.offer' } }
 * routeForStep('criteria', 'turnover');
 * // { ok: true, value: { name: 'subscription.criteria.step', params: { step: 'turnover' } } }
 * routeForStep('teleport'); // { ok: false, error: { code: 'no_route_for_step', ... } }
 */
export function routeForStep(
  step: WorkflowStepName | (string & {}),
  subStep?: string | null,
): Result<RouteTarget> {
  if (subStep && Object.hasOwn(SUB_STEP_ROUTES, step)) {
    const name = SUB_STEP_ROUTES[step as keyof typeof SUB_STEP_ROUTES];
    return { ok: true, value: { name, params: { step: subStep } } };
  }
  if (Object.hasOwn(STEP_ROUTES, step)) {
    return { ok: true, value: { name: STEP_ROUTES[step as WorkflowStepName] } };
  }
  return { ok: false, error: workflowError('no_route_for_step', { step }) };
}
