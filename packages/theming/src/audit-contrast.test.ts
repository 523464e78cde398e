import { describe, expect, test } from 'vitest';
import { auditContrast, type ContrastCheck } from './audit-contrast.ts';
import { getTheme } from './get-theme.ts';
import { createProductTheme } from './product-theme.ts';
import { TENANT_IDS } from './tenant-ids.ts';
import type { Theme } from './theme.ts';

const themes: Array<[string, Theme]> = [
  ...TENANT_IDS.filter((id) => id !== '{product}').map((id): [string, Theme] => [id, getTheme(id)]),
  // '{product}' themes come from product data: a dark, a mid and a very light product colour
  ['{product} dark', createProductTheme({ name: 'Multipro', primaryColor: '#7c2d12' })],
  ['{product} mid', createProductTheme({ name: 'Artisan', primaryColor: '#22c55e' })],
  ['{product} light', createProductTheme({ name: 'Sunny', primaryColor: '#fde047' })],
];

const describeCheck = (check: ContrastCheck) =>
  `${check.pair}: ${check.foreground} on ${check.background} = ${check.ratio.toFixed(2)}:1 (needs ${check.minimum}:1)`;

describe.each(themes)('contrast of theme %s (WCAG 2.2 AA)', (_name, theme) => {
  const checks = auditContrast(theme);

  test('checks every pair the UI kit uses', () => {
    expect(checks.map((check) => check.pair)).toEqual(
      expect.arrayContaining([
        'text on background',
        'text-muted on surface',
        'primary-text on background',
        'on-primary on primary',
        'on-primary on primary-hover',
        'border on background',
        'focus-ring on background',
        'warning on warning-surface',
      ]),
    );
    expect(checks).toHaveLength(30);
  });

  test.each(checks.map((check) => [check.pair, check] as const))('%s', (_pair, check) => {
    expect(check.ratio, describeCheck(check)).toBeGreaterThanOrEqual(check.minimum);
    expect(check.passes).toBe(true);
  });
});

test('a failing pair is reported with its ratio', () => {
  const theme = getTheme('plussimple');
  const broken: Theme = { ...theme, colors: { ...theme.colors, textMuted: '#bbbbbb' } };
  const failures = auditContrast(broken).filter((check) => !check.passes);
  expect(failures.map((check) => check.pair)).toEqual(['text-muted on background', 'text-muted on surface']);
  expect(failures[0]?.ratio).toBeCloseTo(1.92, 2);
});
