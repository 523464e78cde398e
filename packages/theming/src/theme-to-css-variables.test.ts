import { describe, expect, test } from 'vitest';
import { applyOverrides } from './apply-overrides.ts';
import { CSS_VARIABLE_NAMES } from './css-variable-names.ts';
import { getTheme } from './get-theme.ts';
import { TENANT_IDS } from './tenant-ids.ts';
import { themeToCss } from './theme-to-css.ts';
import { themeToCssVariables } from './theme-to-css-variables.ts';

const brandIds = TENANT_IDS.filter((id) => id !== '{product}');

describe('themeToCssVariables', () => {
  test.each(brandIds)('%s sets exactly the names of CSS_VARIABLE_NAMES, none empty', (tenantId) => {
    const variables = themeToCssVariables(getTheme(tenantId));
    expect(Object.keys(variables).sort()).toEqual([...CSS_VARIABLE_NAMES].sort());
    for (const value of Object.values(variables)) expect(value.trim()).not.toBe('');
  });

  test('maps theme roles to their variables', () => {
    const theme = getTheme('oryx');
    const variables = themeToCssVariables(theme);
    expect(variables['--sc-color-primary']).toBe('#0f766e');
    expect(variables['--sc-color-primary-50']).toBe(theme.colors.primary[50]);
    expect(variables['--sc-color-primary-900']).toBe(theme.colors.primary[900]);
    expect(variables['--sc-color-neutral-0']).toBe('#ffffff');
    expect(variables['--sc-color-warning']).toBe(theme.colors.tones.warning.text);
    expect(variables['--sc-color-warning-surface']).toBe(theme.colors.tones.warning.surface);
    expect(variables['--sc-radius-md']).toBe('8px');
    expect(variables['--sc-focus-ring-width']).toBe('3px');
    expect(variables['--sc-font-family']).toMatch(/^system-ui/);
  });

  test('every colour variable is a #rrggbb hex colour', () => {
    const variables = themeToCssVariables(getTheme('hobast'));
    const colours = Object.entries(variables).filter(([name]) => name.startsWith('--sc-color-'));
    expect(colours).toHaveLength(38);
    for (const [, value] of colours) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  test('follows overrides on plussimple', () => {
    const theme = applyOverrides(getTheme('plussimple'), { primaryColor: '#0b7a3e' });
    expect(themeToCssVariables(theme)['--sc-color-primary']).toBe('#0b7a3e');
  });
});

describe('themeToCss', () => {
  test('writes one declaration per variable under :root by default', () => {
    const css = themeToCss(getTheme('maif'));
    expect(css.startsWith(':root {\n')).toBe(true);
    expect(css.endsWith('}\n')).toBe(true);
    expect(css).toContain('  --sc-color-primary: #c41530;\n');
    expect(css.match(/^ {2}--sc-[a-z0-9-]+: [^;]+;$/gm)).toHaveLength(CSS_VARIABLE_NAMES.length);
  });

  test('takes a selector', () => {
    expect(themeToCss(getTheme('qbe'), '[data-tenant="qbe"]').startsWith('[data-tenant="qbe"] {\n')).toBe(
      true,
    );
  });
});
