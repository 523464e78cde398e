import type { WorkflowStepName } from '@souscrire/core-api';
import type { Result } from './result.ts';
import type { RouteName, RouteTarget, SubStepRouteName } from './route-names.ts';
import { workflowError } from './workflow-error.ts';

/** The route of each workflow step (spec 2's child screens). */
export const STEP_ROUTES = {
  accepted: 'subscription.accepted',
  activity: 'subscription.activity',
  broker: 'subscription.broker',
  cancelled: 'subscription.cancelled',
  city: 'subscription.city',
  company: 'subscription.company',
  confirmation: 'subscription.confirmation',
  criteria: 'subscription.criteria',
  documents: 'subscription.documents',
  finalization: 'subscription.finalization',
  killing: 'subscription.killing',
  offer: 'subscription.offer',
  payment: 'subscription.payment',
  qualification: 'subscription.qualification',
  reviewing: 'subscription.reviewing',
  shareholders: 'subscription.shareholders',
  signature: 'subscription.signature',
} as const satisfies Record<WorkflowStepName, Exclude<RouteName, SubStepRouteName>>;

/** The sub-step route of the steps that have sub-steps (spec 2: criteria/{step}, confirmation/{step}). */
export const SUB_STEP_ROUTES = {
  confirmation: 'subscription.confirmation.step',
  criteria: 'subscription.criteria.step',
} as const satisfies Partial<Record<WorkflowStepName, SubStepRouteName>>;

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
