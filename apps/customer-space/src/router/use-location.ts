import { useSyncExternalStore } from 'react';

/** The browser's location as the app reads it, and how it moves (history API, no reload). */
export type Navigation = {
  /** Goes to a path of the space (`replace`: without a history entry), or leaves for another address. */
  go(to: string, options?: { replace?: boolean }): void;
  subscribe(listener: () => void): () => void;
  /** `pathname + search` now. */
  current(): string;
};

/**
 * Creates the navigation over `window.history`: the four pages of the space need no router library.
 *
 * @example
 * const navigation = createNavigation(window);
 * navigation.go('/fr-FR/contracts');
 */
export function createNavigation(view: Window): Navigation {
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  view.addEventListener('popstate', notify);
  return {
    go(to, options = {}) {
      const target = new URL(to, view.location.href);
      if (target.origin !== view.location.origin) {
        view.location.assign(target.toString());
        return;
      }
      const path = `${target.pathname}${target.search}${target.hash}`;
      if (options.replace) view.history.replaceState(null, '', path);
      else view.history.pushState(null, '', path);
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    current: () => `${view.location.pathname}${view.location.search}`,
  };
}

/** The current `pathname + search`, re-rendering on every move. */
export function useLocation(navigation: Navigation): URL {
  const current = useSyncExternalStore(navigation.subscribe, navigation.current);
  return new URL(current, 'http://space.invalid');
}
