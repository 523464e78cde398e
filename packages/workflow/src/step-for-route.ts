import type { WorkflowStepName } from '@souscrire/core-api';
import { STEP_ROUTES, SUB_STEP_ROUTES } from './route-for-step.ts';

const stepsByRoute = new Map<string, WorkflowStepName>(
  [...Object.entries(STEP_ROUTES), ...Object.entries(SUB_STEP_ROUTES)].map(([step, route]) => [
    route,
    step as WorkflowStepName,
  ]),
);

/**
 * The workflow step a route shows, or `null` for a route that shows none (the bare subscription root, the
 * unhooking screen, any route outside the subscription area).
 *
 * @example
 * stepForRoute('subscription.criteria.step'); // 'criteria'
 * stepForRoute('subscription.unhooking'); // null
 */
export function stepForRoute(routeName: string): WorkflowStepName | null {
  return stepsByRoute.get(routeName) ?? null;
}
