import type { GuardName } from './guard-names.ts';
import { type RouteName, SUBSCRIPTION_ROUTES } from './route-names.ts';

export type { GuardName } from './guard-names.ts';
export { GUARD_NAMES } from './guard-names.ts';

/**
 * Which guards each route requires, in the order they run, from the step registry: every route
 * showing a workflow step needs the workflow guard, except cancelled; documents, finalization, signature and
 * payment also need the client to be authenticated; documents also needs the subscription to be valid. The
 * bare root shows no step and needs none; unhooking (the custom offer request sent) is entered as the
 * qualification step is.
 */
export const ROUTE_GUARDS = Object.fromEntries(
  SUBSCRIPTION_ROUTES.map((route) => [route.name, route.guards]),
) as Readonly<Record<RouteName, readonly GuardName[]>>;

/** The guards of a route the registry does not know: it is denied. */
const DENIED: readonly GuardName[] = ['deny'];

/**
 * The guards a route requires, in order. A route the step registry does not know is denied (`['deny']`),
 * never left unguarded.
 *
 * @example
 * guardsForRoute('subscription.documents'); // ['workflow', 'clientAuthentication', 'validation']
 * guardsForRoute('subscription.cancelled'); // []
 * guardsForRoute('subscription.teleport'); // ['deny']
 */
export function guardsForRoute(routeName: string): readonly GuardName[] {
  return Object.hasOwn(ROUTE_GUARDS, routeName) ? ROUTE_GUARDS[routeName as RouteName] : DENIED;
}
