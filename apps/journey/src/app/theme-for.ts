import {
  applyOverrides,
  createProductTheme,
  getTheme,
  isTenantId,
  type ProductBrand,
  type Theme,
  type ThemeOverrides,
} from '@souscrire/theming';

/**
 * A tenant's theme with an agent's cosmetic overrides applied (spec 1: only plussimple is overridable; the
 * theming package leaves other themes unchanged). A product sold under its own name (spec 1's `{product}`)
 * gets its brand's theme; unknown tenants get the default plussimple theme.
 *
 * @example
 * themeFor('maif', undefined).name; // 'MAIF'
 * themeFor('rc-pro', undefined, { name: 'RC Pro', primaryColor: '#0f766e' }).name; // 'RC Pro'
 */
export function themeFor(
  tenant: string,
  overrides: ThemeOverrides | undefined,
  product?: ProductBrand,
): Theme {
  const base = product
    ? createProductTheme(product)
    : isTenantId(tenant) && tenant !== '{product}'
      ? getTheme(tenant)
      : getTheme('plussimple');
  return overrides ? applyOverrides(base, overrides) : base;
}
