import { createFavicon } from './brand-logo.ts';
import { toHex } from './color-scale.ts';
import { deriveColors } from './derive-colors.ts';
import type { Theme } from './theme.ts';

/** An agent's cosmetic data (the contract's `agentCosmeticData`): what may change on an overridable theme. */
export interface ThemeOverrides {
  /** Brand name shown in titles and as the logo's alternative text. */
  readonly name?: string;
  /** Logo image address (URL or data URI). */
  readonly logo?: string;
  /** Primary colour (any CSS colour); the scale and every derived role are regenerated from it. */
  readonly primaryColor?: string;
}

/**
 * Applies overrides to an overridable theme (only plussimple); any other theme is returned
 * unchanged. Empty values are ignored, and so is a primary colour that is not a CSS colour, so bad
 * agent data never breaks the page. Derived colours still meet WCAG 2.2 AA.
 *
 * @example
 * applyOverrides(getTheme('plussimple'), { name: 'Cabinet Durand', primaryColor: '#0b7a3e' }).name;
 * // 'Cabinet Durand'
 * applyOverrides(getTheme('maif'), { name: 'Other' }).name; // 'MAIF'
 */
export function applyOverrides(theme: Theme, overrides: ThemeOverrides): Theme {
  if (!theme.overridable) return theme;
  const name = overrides.name?.trim() || undefined;
  const logo = overrides.logo?.trim() || undefined;
  const primary = overrides.primaryColor === undefined ? undefined : toHex(overrides.primaryColor);
  if (name === undefined && logo === undefined && primary === undefined) return theme;

  const colors = primary === undefined ? theme.colors : deriveColors(primary, theme.colors.neutral);
  const brandName = name ?? theme.name;
  // The built-in logo spells plussimple; with another name and no logo, draw the new name's monogram.
  const monogram = createFavicon({ shape: 'monogram', color: colors.primary.default, name: brandName });
  const logoSrc = logo ?? (name === undefined ? theme.logo.src : monogram);
  return {
    ...theme,
    name: brandName,
    colors,
    logo: {
      src: logoSrc,
      alt: brandName,
      width: logoSrc === monogram ? 32 : theme.logo.width,
      height: theme.logo.height,
    },
    favicon: name === undefined && primary === undefined ? theme.favicon : monogram,
  };
}
