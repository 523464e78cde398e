import type { Theme } from './theme.ts';
import { themeToCssVariables } from './theme-to-css-variables.ts';

/**
 * A theme as a CSS rule setting every custom property, ready for a `<style>` element or a stylesheet.
 *
 * @example
 * themeToCss(getTheme('maif'));
 * // ':root {\n  --sc-color-primary-50: #fff1f1;\n  ...\n}\n'
 * themeToCss(getTheme('qbe'), '[data-tenant="qbe"]');
 */
export function themeToCss(theme: Theme, selector = ':root'): string {
  const declarations = Object.entries(themeToCssVariables(theme)).map(
    ([name, value]) => `  ${name}: ${value};`,
  );
  return `${selector} {\n${declarations.join('\n')}\n}\n`;
}
