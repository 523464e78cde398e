import { LANGUAGES, ROUTE_WORDS, routeTemplate } from '@souscrire/i18n';
import { guardsForRoute, SUBSCRIPTION_ROUTES } from '@souscrire/workflow';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, test } from 'vitest';
import { STEP_TITLES } from '../app/message-ids.ts';
import { subscriptionRoutes } from './subscription-routes.tsx';

/** The path a route was created with (its options are a union: path routes and id-only routes). */
function pathOf(route: AnyRoute): string | undefined {
  return (route.options as { path?: string }).path;
}

/** Each child route of the subscription area by its path, as the router holds them. */
function children(area: AnyRoute): Map<string | undefined, AnyRoute> {
  const list = (area.children ?? []) as AnyRoute[];
  return new Map(list.map((route) => [pathOf(route), route]));
}

describe.each(LANGUAGES.map((language, index) => [language, index] as const))(
  'a registry row reaches the %s router (issue 14)',
  (language, index) => {
    const area = subscriptionRoutes[index] as unknown as AnyRoute;
    const routes = children(area);
    const prefix = routeTemplate('subscription', language);

    test('the area is the subscription word and the prospect id', () => {
      expect(pathOf(area)).toBe(`${ROUTE_WORDS.subscription[language]}/$id`);
      expect(routes.size).toBe(SUBSCRIPTION_ROUTES.length);
    });

    test.each(
      SUBSCRIPTION_ROUTES.filter((route) => route.kind !== 'root').map((route) => [route.name, route]),
    )('%s', (name, route) => {
      const child = routes.get(routeTemplate(name, language).slice(prefix.length + 1));
      expect(child).toBeDefined();
      expect(child?.options.beforeLoad).toBeTypeOf('function');
      if (route.screen) {
        expect(child?.options.staticData).toEqual({
          routeName: name,
          titleMessage: STEP_TITLES[route.screen],
        });
        expect(guardsForRoute(name)).toEqual(route.guards);
      }
    });
  },
);
