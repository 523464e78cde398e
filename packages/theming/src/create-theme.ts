import { createFavicon, createLogo, type MarkShape } from './brand-logo.ts';
import { createNeutralScale } from './color-scale.ts';
import { deriveColors } from './derive-colors.ts';
import type { TenantId } from './tenant-ids.ts';
import type { FooterContent, Theme, ThemeTokens } from './theme.ts';

/** The system font stack of every theme: no web-font downloads (UX "Look"). */
export const SYSTEM_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

/** What a brand gives: one colour, a mark, a shape language and its footer. Everything else is derived. */
export interface BrandDefinition {
  readonly tenantId: TenantId;
  /** Brand name (page titles, logo word); not translated. */
  readonly name: string;
  /** The one brand colour the primary scale is generated from (any CSS colour). */
  readonly primaryColor: string;
  readonly mark: MarkShape;
  /** Corner radii, from small controls to cards. */
  readonly radius: ThemeTokens['radius'];
  /** OKLCH chroma of the greys, tinted with the brand hue (0 to about 0.02). */
  readonly neutralChroma: number;
  readonly footer: FooterContent;
  /** Only plussimple is; defaults to false. */
  readonly overridable?: boolean;
}

/**
 * Builds a complete theme from a brand definition: scales, contrast-safe colour roles, logo, favicon.
 * Deterministic: the same definition always gives the same theme.
 *
 * @example
 * const theme = createTheme({
 *   tenantId: 'oryx', name: 'Oryx', primaryColor: '#0f766e', mark: 'peak',
 *   radius: { sm: '4px', md: '8px', lg: '12px' }, neutralChroma: 0.008,
 *   footer: { layoutColumns: 2, columns: [], social: [] },
 * });
 * theme.colors.primary[50]; // a pale teal
 */
export function createTheme(definition: BrandDefinition): Theme {
  const greys = createNeutralScale(definition.primaryColor, definition.neutralChroma);
  const colors = deriveColors(definition.primaryColor, { ...greys, 0: '#ffffff' });
  const mark = { shape: definition.mark, color: colors.primary.default, name: definition.name };
  return {
    tenantId: definition.tenantId,
    name: definition.name,
    overridable: definition.overridable ?? false,
    logo: createLogo(mark, colors.text),
    favicon: createFavicon(mark),
    colors,
    tokens: {
      radius: definition.radius,
      fontFamily: SYSTEM_FONT_STACK,
      fontSizeBase: '1rem',
      focusRingWidth: '3px',
    },
    footer: definition.footer,
  };
}
