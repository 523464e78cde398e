import { BRAND_THEMES } from './generated/brand-themes.ts';
import type { BrandTenantId } from './tenant-ids.ts';
import type { Theme } from './theme.ts';

/**
 * The theme of a tenant with a fixed brand (every tenant but `'{product}'`, whose theme is built
 * from the product with `createProductTheme`). The brand themes are built ahead of time by `createTheme`
 * (`pnpm --filter @souscrire/theming generate`), so showing one needs no colour maths: an app that derives no
 * theme of its own (`createProductTheme`, `applyOverrides`) does not bundle culori.
 *
 * @example
 * getTheme('maif').name; // 'MAIF'
 */
export function getTheme(tenantId: BrandTenantId): Theme {
  return BRAND_THEMES[tenantId];
}
