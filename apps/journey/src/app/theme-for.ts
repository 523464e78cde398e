import { applyOverrides, getTheme, isTenantId, type Theme, type ThemeOverrides } from '@souscrire/theming';

/**
 * A tenant's theme with an agent's cosmetic overrides applied (spec 1: only plussimple is overridable; the
 * theming package leaves other themes unchanged). Unknown tenants get the default plussimple theme.
 *
 * @example
 * themeFor('maif', undefined).name; // 'MAIF'
 */
export function themeFor(tenant: string, overrides: ThemeOverrides | undefined): Theme {
  const base = isTenantId(tenant) && tenant !== '{product}' ? getTheme(tenant) : getTheme('plussimple');
  return overrides ? applyOverrides(base, overrides) : base;
}
