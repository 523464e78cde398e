import type { Theme } from '@souscrire/theming';
import { use, useMemo, useSyncExternalStore } from 'react';
import { useFrame } from './frame-context.ts';
import { loadDeriveTheme, loadedDeriveTheme } from './load-derive-theme.ts';
import { isDerivedTheme, themeFor } from './theme-for.ts';

/**
 * The frame's current tenant, locale and theme (with an agent's overrides), re-rendering on change. A derived
 * theme's colour maths are loaded before the shell state shows it; should they not be, the frame suspends
 * until they are.
 *
 * @example
 * const { theme } = useShell();
 * <img src={theme.logo.src} alt={theme.logo.alt} />
 */
export function useShell(): { tenant: string; locale: string; theme: Theme } {
  const { shell, config } = useFrame();
  // The same snapshot on a server render and in the browser that hydrates it (the home page).
  const snapshot = useSyncExternalStore(shell.subscribe, shell.get, shell.get);
  const product = config.tenants[snapshot.tenant]?.product;
  const derive = isDerivedTheme(snapshot.tenant, snapshot.overrides, product)
    ? (loadedDeriveTheme() ?? use(loadDeriveTheme()))
    : undefined;
  const theme = useMemo(
    () => themeFor(snapshot.tenant, snapshot.overrides, product, derive),
    [snapshot.tenant, snapshot.overrides, product, derive],
  );
  return { tenant: snapshot.tenant, locale: snapshot.locale, theme };
}
