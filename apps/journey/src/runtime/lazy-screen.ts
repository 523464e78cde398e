import { type ComponentType, lazy } from 'react';

/** A lazily loaded component the router can preload (it calls `component.preload()` before rendering). */
export type LazyScreen = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<void> };

/**
 * A code-split screen (ARCHITECTURE.md: each step's code is split out). Unlike TanStack's `lazyRouteComponent`,
 * a chunk that fails to load is not reloaded here: the route's error page applies the journey's rule of one
 * reload per 10 s at most, and shows the error after that.
 *
 * @example
 * const OfferScreen = lazyScreen(() => import('./offer/offer-screen.tsx'), 'OfferScreen');
 */
export function lazyScreen<M extends Record<string, unknown>>(
  importer: () => Promise<M>,
  exportName: keyof M & string,
): LazyScreen {
  let loading: Promise<M> | undefined;
  const load = () => {
    loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const screen = lazy(async () => ({ default: (await load())[exportName] as ComponentType }));
  return Object.assign(screen, {
    preload: async () => {
      await load();
    },
  });
}
