import type { RouteName } from './route-words.ts';

/** A path parameter of the journey's routes. */
export type RouteParamName = 'id' | 'step';

/** Where a route sits: its parent and the parameter it adds after its word, if any. */
export interface RouteNode {
  readonly parent: RouteName | null;
  readonly param: RouteParamName | null;
}

/**
 * The shape of the route tree (spec 2): `/subscription/{id}` holds the subscription screens, and the
 * confirmation and criteria screens have a nested `{step}`. Words come from `ROUTE_WORDS`.
 */
export const ROUTE_TREE: Readonly<Record<RouteName, RouteNode>> = {
  home: { parent: null, param: null },
  intent: { parent: null, param: null },
  login: { parent: null, param: null },
  subscription: { parent: null, param: 'id' },
  'subscription.accepted': { parent: 'subscription', param: null },
  'subscription.activity': { parent: 'subscription', param: null },
  'subscription.broker': { parent: 'subscription', param: null },
  'subscription.cancelled': { parent: 'subscription', param: null },
  'subscription.city': { parent: 'subscription', param: null },
  'subscription.company': { parent: 'subscription', param: null },
  'subscription.confirmation': { parent: 'subscription', param: null },
  'subscription.confirmation.step': { parent: 'subscription.confirmation', param: 'step' },
  'subscription.criteria': { parent: 'subscription', param: null },
  'subscription.criteria.step': { parent: 'subscription.criteria', param: 'step' },
  'subscription.documents': { parent: 'subscription', param: null },
  'subscription.finalization': { parent: 'subscription', param: null },
  'subscription.killing': { parent: 'subscription', param: null },
  'subscription.offer': { parent: 'subscription', param: null },
  'subscription.payment': { parent: 'subscription', param: null },
  'subscription.qualification': { parent: 'subscription', param: null },
  'subscription.reviewing': { parent: 'subscription', param: null },
  'subscription.shareholders': { parent: 'subscription', param: null },
  'subscription.signature': { parent: 'subscription', param: null },
  'subscription.unhooking': { parent: 'subscription', param: null },
};
