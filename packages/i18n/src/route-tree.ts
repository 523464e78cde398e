import { SUBSCRIPTION_ROUTES } from '@souscrire/workflow';
import type { RouteName } from './route-words.ts';

/** A path parameter of the journey's routes. */
export type RouteParamName = 'id' | 'step';

/** Where a route sits: its parent and the parameter it adds after its word, if any. */
export interface RouteNode {
  readonly parent: RouteName | null;
  readonly param: RouteParamName | null;
}

const TOP_LEVEL: RouteNode = { parent: null, param: null };

/**
 * The shape of the route tree: the top-level routes, and the subscription area as the step registry
 * derives it (`@souscrire/workflow`'s `SUBSCRIPTION_ROUTES`): `/subscription/{id}` holds the subscription
 * screens, and the confirmation and criteria screens have a nested `{step}`. Words come from `ROUTE_WORDS`.
 */
export const ROUTE_TREE: Readonly<Record<RouteName, RouteNode>> = {
  home: TOP_LEVEL,
  intent: TOP_LEVEL,
  login: TOP_LEVEL,
  ...(Object.fromEntries(
    SUBSCRIPTION_ROUTES.map((route) => [route.name, { parent: route.parent, param: route.param }]),
  ) as Record<(typeof SUBSCRIPTION_ROUTES)[number]['name'], RouteNode>),
};
