import type { RouteName } from './route-names.ts';

/** The guards a route may require (spec 6). */
export const GUARD_NAMES = ['workflow', 'clientAuthentication', 'validation'] as const;

/** A guard's name: `workflow` (the step may be entered), `clientAuthentication`, `validation`. */
export type GuardName = (typeof GUARD_NAMES)[number];

const step = ['workflow'] as const;
const clientStep = ['workflow', 'clientAuthentication'] as const;

/**
 * Which guards each route requires, in the order they run (spec 6): every route showing a workflow step
 * needs the workflow guard, except cancelled; documents, finalization, signature and payment also need the
 * client to be authenticated; documents also needs the subscription to be valid. The bare root shows no
 * step and needs none; unhooking (the custom offer request sent) is entered as the qualification step is.
 */
export const ROUTE_GUARDS: Readonly<Record<RouteName, readonly GuardName[]>> = {
  subscription: [],
  'subscription.accepted': step,
  'subscription.activity': step,
  'subscription.broker': step,
  // spec 2 and 6: a refused request can always be shown.
  'subscription.cancelled': [],
  'subscription.city': step,
  'subscription.company': step,
  'subscription.confirmation': step,
  'subscription.confirmation.step': step,
  'subscription.criteria': step,
  'subscription.criteria.step': step,
  'subscription.documents': ['workflow', 'clientAuthentication', 'validation'],
  'subscription.finalization': clientStep,
  'subscription.killing': step,
  'subscription.offer': step,
  'subscription.payment': clientStep,
  'subscription.qualification': step,
  'subscription.reviewing': step,
  'subscription.shareholders': step,
  'subscription.signature': clientStep,
  'subscription.unhooking': step,
};

/**
 * The guards a route requires, in order; none for a route outside the subscription area.
 *
 * @example
 * guardsForRoute('subscription.documents'); // ['workflow', 'clientAuthentication', 'validation']
 * guardsForRoute('subscription.cancelled'); // []
 */
export function guardsForRoute(routeName: string): readonly GuardName[] {
  return Object.hasOwn(ROUTE_GUARDS, routeName) ? ROUTE_GUARDS[routeName as RouteName] : [];
}
