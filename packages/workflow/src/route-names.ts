/**
 * The names of the subscription area's routes (spec 2: /subscription/{id} and its child screens). Names are
 * the same in every language: the localized path words (`souscription`, `offre`...) belong to
 * `@souscrire/i18n`, which maps each name to its words. `subscription` is the bare root; the two `.step`
 * routes are the nested sub-step routes (`criteria/{step}`, `confirmation/{step}`), whose parent routes
 * redirect to a sub-step.
 */
export const ROUTE_NAMES = [
  'subscription',
  'subscription.accepted',
  'subscription.activity',
  'subscription.broker',
  'subscription.cancelled',
  'subscription.city',
  'subscription.company',
  'subscription.confirmation',
  'subscription.confirmation.step',
  'subscription.criteria',
  'subscription.criteria.step',
  'subscription.documents',
  'subscription.finalization',
  'subscription.killing',
  'subscription.offer',
  'subscription.payment',
  'subscription.qualification',
  'subscription.reviewing',
  'subscription.shareholders',
  'subscription.signature',
  'subscription.unhooking',
] as const;

/** A route of the subscription area, by language-independent name. */
export type RouteName = (typeof ROUTE_NAMES)[number];

/** The routes whose path carries a sub-step: `criteria/{step}` and `confirmation/{step}`. */
export type SubStepRouteName = 'subscription.criteria.step' | 'subscription.confirmation.step';

/**
 * Where to navigate inside the subscription area: a route name, plus the `step` path parameter for a
 * sub-step route. The prospect id parameter is the caller's.
 */
export type RouteTarget =
  | { readonly name: Exclude<RouteName, SubStepRouteName>; readonly params?: undefined }
  | { readonly name: SubStepRouteName; readonly params: { readonly step: string } };

/**
 * Whether a string is one of the subscription area's route names.
 *
 * @example
 * isRouteName('subscription.offer'); // true
 */
export function isRouteName(value: string): value is RouteName {
  return (ROUTE_NAMES as readonly string[]).includes(value);
}
