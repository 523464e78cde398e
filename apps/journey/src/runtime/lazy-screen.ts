import { type ComponentType, lazy } from 'react';

/** A lazily loaded component the router can preload (it calls `component.preload()` before rendering). */
export type LazyScreen = ReturnType<typeof lazy<ComponentType>> & { preload: () => Promise<void> };

/** What React.lazy asks its loader for: the component, as a module's default export. */
type Loaded = { default: ComponentType };

/**
 * A code-split screen (ARCHITECTURE.md: each step's code is split out). Unlike TanStack's `lazyRouteComponent`,
 * a chunk that fails to load is not reloaded here: the route's error page applies the journey's rule of one
 * reload per 10 s at most, and shows the error after that.
 *
 * A screen whose chunk is already loaded (the router preloads it before showing it) renders in the pass that
 * shows it: React.lazy is handed a thenable that calls back at once, where a promise, even a settled one, calls
 * back a microtask later, so the screen would suspend once, commit its fallback and render again in another task.
 *
 * @example
 * const OfferScreen = lazyScreen(() => import('./offer/offer-screen.tsx'), 'OfferScreen');
 */
export function lazyScreen<M extends Record<string, unknown>>(
  importer: () => Promise<M>,
  exportName: keyof M & string,
): LazyScreen {
  let loading: Promise<M> | undefined;
  let loaded: Loaded | undefined;
  const load = () => {
    loading ??= importer().then(
      (module) => {
        loaded = { default: module[exportName] as ComponentType };
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const screen = lazy((): Promise<Loaded> => {
    if (loaded === undefined) return load().then(() => loaded as Loaded);
    const now = loaded;
    // React.lazy only calls `then` on what its loader returns, and reads the result once `then` returns.
    // biome-ignore lint/suspicious/noThenProperty: a thenable that calls back at once is the point (see above).
    return { then: (resolve: (value: Loaded) => void) => resolve(now) } as Promise<Loaded>;
  });
  return Object.assign(screen, {
    preload: async () => {
      await load();
    },
  });
}
