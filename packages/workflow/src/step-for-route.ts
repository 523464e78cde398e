import type { WorkflowStepName } from '@souscrire/core-api';
import { STEP_ROUTES, SUB_STEP_ROUTES } from './route-for-step.ts';

/**
 * Routes that show a step without being its landing route: unhooking (the custom offer request sent) is where
 * the qualification step leads once the request is made, so the workflow guard lets it in exactly when
 * qualification may be entered (criteria outside the product's bounds).
 */
const FOLLOW_UP_ROUTES: Readonly<Record<string, WorkflowStepName>> = {
  'subscription.unhooking': 'qualification',
};

const stepsByRoute = new Map<string, WorkflowStepName>([
  ...[...Object.entries(STEP_ROUTES), ...Object.entries(SUB_STEP_ROUTES)].map(
    ([step, route]) => [route, step as WorkflowStepName] as const,
  ),
  ...Object.entries(FOLLOW_UP_ROUTES),
]);

/**
 * The workflow step a route shows, or `null` for a route that shows none (the bare subscription root, any
 * route outside the subscription area). Unhooking shows the qualification step's outcome.
 *
 * @example
 * stepForRoute('subscription.criteria.step'); // 'criteria'
 * stepForRoute('subscription.unhooking'); // 'qualification'
 */
export function stepForRoute(routeName: string): WorkflowStepName | null {
  return stepsByRoute.get(routeName) ?? null;
}
