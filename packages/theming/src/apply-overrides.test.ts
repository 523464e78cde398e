import { describe, expect, test } from 'vitest';
import { applyOverrides } from './apply-overrides.ts';
import { auditContrast } from './audit-contrast.ts';
import { getTheme } from './get-theme.ts';
import { createProductTheme } from './product-theme.ts';
import { type BrandTenantId, TENANT_IDS } from './tenant-ids.ts';

const agent = { name: 'Cabinet Durand', logo: 'https://cdn.example/durand.png', primaryColor: '#0b7a3e' };

describe('applyOverrides (only plussimple is overridable)', () => {
  test('applies name, logo and primary colour to plussimple', () => {
    const theme = applyOverrides(getTheme('plussimple'), agent);
    expect(theme.name).toBe('Cabinet Durand');
    expect(theme.logo.src).toBe('https://cdn.example/durand.png');
    expect(theme.logo.alt).toBe('Cabinet Durand');
    expect(theme.colors.primary.default).toBe('#0b7a3e');
    expect(theme.colors.primary[50]).not.toBe(getTheme('plussimple').colors.primary[50]);
    expect(theme.tenantId).toBe('plussimple');
    expect(theme.footer).toBe(getTheme('plussimple').footer);
  });

  test.each(TENANT_IDS.filter((id): id is BrandTenantId => id !== '{product}' && id !== 'plussimple'))(
    'ignores overrides for %s',
    (tenantId) => {
      const theme = getTheme(tenantId);
      expect(applyOverrides(theme, agent)).toBe(theme);
    },
  );

  test("ignores overrides for a '{product}' theme", () => {
    const theme = createProductTheme({ name: 'Multipro', primaryColor: '#7c2d12' });
    expect(applyOverrides(theme, agent)).toBe(theme);
  });

  test('a name alone replaces the built-in logo with a monogram named after the agent', () => {
    const theme = applyOverrides(getTheme('plussimple'), { name: 'Durand' });
    expect(theme.logo.alt).toBe('Durand');
    expect(theme.logo.src).not.toBe(getTheme('plussimple').logo.src);
    expect(decodeURIComponent(theme.logo.src)).toContain('>D</text>');
    // Its own size, or a browser draws it 0 px wide in the header (an image sized by CSS width: auto).
    expect(decodeURIComponent(theme.logo.src)).toContain('width="32" height="32"');
    expect(theme.colors).toBe(getTheme('plussimple').colors);
  });

  test.each([[{}], [{ name: '  ', logo: '' }], [{ primaryColor: 'not-a-colour' }]])(
    'empty or invalid overrides %o leave the theme unchanged',
    (overrides) => {
      const theme = getTheme('plussimple');
      expect(applyOverrides(theme, overrides)).toBe(theme);
    },
  );

  test.each(['#ffeb3b', '#00ffff', '#f97316', '#7f7f7f', '#000000', '#ffffff', 'hsl(150 100% 45%)'])(
    'an agent colour %s still gives a theme that meets WCAG 2.2 AA',
    (primaryColor) => {
      const failures = auditContrast(applyOverrides(getTheme('plussimple'), { primaryColor })).filter(
        (check) => !check.passes,
      );
      expect(failures).toEqual([]);
    },
  );
});
