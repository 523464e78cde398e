import { BRAND_DEFINITIONS } from './brand-definitions.ts';
import { createTheme } from './create-theme.ts';
import type { BrandTenantId } from './tenant-ids.ts';
import type { Theme } from './theme.ts';

const cache = new Map<BrandTenantId, Theme>();

/**
 * The theme of a tenant with a fixed brand (every tenant but `'{product}'`, whose theme is built
 * from the product with `createProductTheme`). Built once, then reused.
 *
 * @example
 * getTheme('maif').name; // 'MAIF'
 */
export function getTheme(tenantId: BrandTenantId): Theme {
  let theme = cache.get(tenantId);
  if (theme === undefined) {
    theme = createTheme(BRAND_DEFINITIONS[tenantId]);
    cache.set(tenantId, theme);
  }
  return theme;
}
