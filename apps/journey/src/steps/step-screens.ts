import { type ScreenName, SUBSCRIPTION_ROUTES, type SubscriptionRoute } from '@souscrire/workflow';
import { type LazyScreen, lazyScreen } from '../runtime/lazy-screen.ts';

/** The step screens' modules, each its own chunk, found by folder. */
const SCREEN_MODULES = import.meta.glob<Record<string, unknown>>('./*/*-screen.tsx');

/**
 * Where a screen lives, by the journey's one convention: `steps/<screen>/<screen>-screen.tsx`, exporting
 * `<Screen>Screen` (`shareholders` -> `ShareholdersScreen`). Adding a step to the registry needs its folder.
 *
 * @example
 * screenModule('offer'); // { path: './offer/offer-screen.tsx', exportName: 'OfferScreen' }
 */
export function screenModule(screen: ScreenName): { path: string; exportName: string } {
  const pascal = screen.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
  return { path: `./${screen}/${screen}-screen.tsx`, exportName: `${pascal}Screen` };
}

/** A subscription route that shows a screen: a step's, a sub-step's or a follow-up's (the registry's). */
export type ScreenRoute = SubscriptionRoute & { readonly screen: ScreenName; readonly title: string };

/** The routes of the step registry that show a screen (landing routes with sub-steps only redirect). */
export const SCREEN_ROUTES: readonly ScreenRoute[] = SUBSCRIPTION_ROUTES.filter(
  (route): route is ScreenRoute => route.screen !== null && route.title !== null,
);

function screenOf(screen: ScreenName): LazyScreen {
  const { path, exportName } = screenModule(screen);
  const importer = SCREEN_MODULES[path];
  if (!importer) throw new Error(`The step registry's screen ${screen} has no steps/${path.slice(2)}`);
  return lazyScreen(importer, exportName);
}

/**
 * Each step screen in its own chunk, by route name (ARCHITECTURE.md: each step's code is split out; the
 * first screen loads only what it needs), derived from the step registry.
 */
export const STEP_SCREENS: ReadonlyMap<string, LazyScreen> = new Map(
  SCREEN_ROUTES.map((route) => [route.name, screenOf(route.screen)]),
);
