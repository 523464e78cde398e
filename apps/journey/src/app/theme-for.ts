import { getTheme, isTenantId, type ProductBrand, type Theme, type ThemeOverrides } from '@souscrire/theming';
import type { DeriveTheme } from './derive-theme.ts';

/** A tenant's own theme (built ahead of time by @souscrire/theming); unknown tenants get plussimple's. */
function brandTheme(tenant: string): Theme {
  return isTenantId(tenant) && tenant !== '{product}' ? getTheme(tenant) : getTheme('plussimple');
}

/**
 * Whether a page's theme is derived rather than a brand's own: a product sold under its own name, or an agent's
 * cosmetic overrides on an overridable theme. A derived theme needs the colour maths (`loadDeriveTheme`).
 *
 * @example
 * isDerivedTheme('maif', { name: 'Cabinet Durand' }, undefined); // false: only plussimple is overridable
 * isDerivedTheme('plussimple', { name: 'Cabinet Durand' }, undefined); // true
 */
export function isDerivedTheme(
  tenant: string,
  overrides: ThemeOverrides | undefined,
  product: ProductBrand | undefined,
): boolean {
  return product !== undefined || (overrides !== undefined && brandTheme(tenant).overridable);
}

/**
 * A tenant's theme with an agent's cosmetic overrides applied (only plussimple is overridable; the
 * theming package leaves other themes unchanged). A product sold under its own name (the `{product}` tenant)
 * gets its brand's theme; unknown tenants get the default plussimple theme. `derive` is the colour maths
 * (`loadDeriveTheme`), given when the theme is derived (`isDerivedTheme`); a brand's own theme needs none.
 *
 * @example
 * themeFor('maif', undefined, undefined, undefined).name; // 'MAIF'
 * themeFor('rc-pro', undefined, { name: 'RC Pro', primaryColor: '#0f766e' }, await loadDeriveTheme()).name; // 'RC Pro'
 */
export function themeFor(
  tenant: string,
  overrides: ThemeOverrides | undefined,
  product: ProductBrand | undefined,
  derive: DeriveTheme | undefined,
): Theme {
  return derive ? derive(brandTheme(tenant), overrides, product) : brandTheme(tenant);
}
