import type { Theme } from '@souscrire/theming';
import { useMemo, useSyncExternalStore } from 'react';
import { themeFor } from './theme-for.ts';
import { useServices } from './use-services.ts';

/**
 * The frame's current tenant, locale and theme (with an agent's overrides), re-rendering on change.
 *
 * @example
 * const { theme } = useShell();
 * <img src={theme.logo.src} alt={theme.logo.alt} />
 */
export function useShell(): { tenant: string; locale: string; theme: Theme } {
  const { shell, config } = useServices();
  const snapshot = useSyncExternalStore(shell.subscribe, shell.get);
  const product = config.tenants[snapshot.tenant]?.product;
  const theme = useMemo(
    () => themeFor(snapshot.tenant, snapshot.overrides, product),
    [snapshot.tenant, snapshot.overrides, product],
  );
  return { tenant: snapshot.tenant, locale: snapshot.locale, theme };
}
