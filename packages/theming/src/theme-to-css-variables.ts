import type { CssVariableName } from './css-variable-names.ts';
import { SHADES } from './shades.ts';
import type { Theme, Tone } from './theme.ts';

const TONES: readonly Tone[] = ['success', 'warning', 'danger', 'info'];

/**
 * A theme as CSS custom properties: every name of `CSS_VARIABLE_NAMES`, each with its value.
 *
 * @example
 * themeToCssVariables(getTheme('oryx'))['--sc-color-primary']; // '#0f766e'
 */
export function themeToCssVariables(theme: Theme): Record<CssVariableName, string> {
  const { colors, tokens } = theme;
  const variables: Partial<Record<CssVariableName, string>> = {};
  for (const shade of SHADES) {
    variables[`--sc-color-primary-${shade}`] = colors.primary[shade];
  }
  variables['--sc-color-primary'] = colors.primary.default;
  variables['--sc-color-primary-hover'] = colors.primaryHover;
  variables['--sc-color-on-primary'] = colors.onPrimary;
  variables['--sc-color-primary-text'] = colors.primaryText;
  variables['--sc-color-neutral-0'] = colors.neutral[0];
  for (const shade of SHADES) {
    variables[`--sc-color-neutral-${shade}`] = colors.neutral[shade];
  }
  variables['--sc-color-background'] = colors.background;
  variables['--sc-color-surface'] = colors.surface;
  variables['--sc-color-text'] = colors.text;
  variables['--sc-color-text-muted'] = colors.textMuted;
  variables['--sc-color-border'] = colors.border;
  for (const tone of TONES) {
    variables[`--sc-color-${tone}`] = colors.tones[tone].text;
    variables[`--sc-color-${tone}-surface`] = colors.tones[tone].surface;
  }
  variables['--sc-radius-sm'] = tokens.radius.sm;
  variables['--sc-radius-md'] = tokens.radius.md;
  variables['--sc-radius-lg'] = tokens.radius.lg;
  variables['--sc-font-family'] = tokens.fontFamily;
  variables['--sc-font-size-base'] = tokens.fontSizeBase;
  variables['--sc-focus-ring-color'] = colors.focusRing;
  variables['--sc-focus-ring-width'] = tokens.focusRingWidth;
  return variables as Record<CssVariableName, string>;
}
