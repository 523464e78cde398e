import type { WorkflowStepName } from '@souscrire/core-api';
import { SUBSCRIPTION_ROUTES } from './route-names.ts';

const stepsByRoute = new Map<string, WorkflowStepName>(
  SUBSCRIPTION_ROUTES.flatMap((route) => (route.step ? [[route.name, route.step] as const] : [])),
);

/**
 * The workflow step a route shows, or `null` for a route that shows none (the bare subscription root, any
 * route outside the subscription area). Unhooking, a follow-up of qualification in the step registry, shows
 * the qualification step's outcome: the workflow guard lets it in exactly when qualification may be entered.
 *
 * @example
 * stepForRoute('subscription.criteria.step'); // 'criteria'
 * stepForRoute('subscription.unhooking'); // 'qualification'
 */
export function stepForRoute(routeName: string): WorkflowStepName | null {
  return stepsByRoute.get(routeName) ?? null;
}
