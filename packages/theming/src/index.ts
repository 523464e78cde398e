export type { ThemeOverrides } from './apply-overrides.ts';
export { applyOverrides } from './apply-overrides.ts';
export type { ContrastCheck } from './audit-contrast.ts';
export { auditContrast } from './audit-contrast.ts';
export { BRAND_DEFINITIONS } from './brand-definitions.ts';
export type { MarkShape, MarkSpec } from './brand-logo.ts';
export { createFavicon, createLogo, svgDataUri } from './brand-logo.ts';
export { createColorScale, createNeutralScale, shiftLightness, toHex } from './color-scale.ts';
export { contrastRatio, pickContrasting, TEXT_CONTRAST, UI_CONTRAST } from './contrast-ratio.ts';
export type { BrandDefinition } from './create-theme.ts';
export { createTheme, SYSTEM_FONT_STACK } from './create-theme.ts';
export type { CssVariableName } from './css-variable-names.ts';
export { CSS_VARIABLE_NAMES } from './css-variable-names.ts';
export { deriveColors } from './derive-colors.ts';
export { getTheme } from './get-theme.ts';
export { pageTitle } from './page-title.ts';
export type { ProductBrand } from './product-theme.ts';
export { createProductTheme } from './product-theme.ts';
export type { Country, TenantQuery, TenantResolution } from './resolve-tenant.ts';
export { COUNTRY_TENANTS, DEFAULT_TENANT, resolveTenant } from './resolve-tenant.ts';
export { SHADES } from './shades.ts';
export type { BrandTenantId, TenantId } from './tenant-ids.ts';
export { isTenantId, TENANT_IDS } from './tenant-ids.ts';
export type {
  ColorScale,
  FooterColumn,
  FooterContent,
  FooterLink,
  Logo,
  NeutralScale,
  PrimaryPalette,
  Shade,
  SocialLink,
  SocialNetwork,
  Theme,
  ThemeColors,
  ThemeTokens,
  Tone,
  ToneColors,
} from './theme.ts';
export { themeToCss } from './theme-to-css.ts';
export { themeToCssVariables } from './theme-to-css-variables.ts';
