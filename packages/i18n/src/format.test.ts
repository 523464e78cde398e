import { describe, expect, test, vi } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format.ts';

// French groups thousands with a narrow no-break space and puts a no-break space before the euro sign (CLDR).
const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney', () => {
  test.each([
    ['fr-FR', `1${NNBSP}234,50${NBSP}€`],
    ['en-FR', '€1,234.50'],
    ['de-DE', `1.234,50${NBSP}€`],
    ['it-IT', `1234,50${NBSP}€`],
    ['es-ES', `1234,50${NBSP}€`],
  ] as const)('%s', (locale, text) => {
    expect(formatMoney(1234.5, locale)).toBe(text);
  });

  test('can drop cents', () => {
    expect(formatMoney(30, 'de-DE', { cents: false })).toBe(`30${NBSP}€`);
    expect(formatMoney(0, 'en-FR')).toBe('€0.00');
  });
});

describe('formatNumber', () => {
  test.each([
    ['fr-FR', `12${NNBSP}345,678`],
    ['es-ES', '12.345,678'],
    ['de-DE', '12.345,678'],
  ] as const)('%s', (locale, text) => {
    expect(formatNumber(12345.678, locale)).toBe(text);
  });

  test('passes Intl options through', () => {
    expect(formatNumber(0.2, 'en-FR', { style: 'percent' })).toBe('20%');
  });
});

describe('formatDate', () => {
  test.each([
    ['fr-FR', 'short', '05/01/2026'],
    ['de-DE', 'short', '05.01.2026'],
    ['fr-FR', 'long', '5 janvier 2026'],
    ['de-DE', 'long', '5. Januar 2026'],
    ['it-IT', 'long', '5 gennaio 2026'],
    ['es-ES', 'long', '5 de enero de 2026'],
    ['en-FR', 'long', '5 January 2026'],
  ] as const)('%s %s', (locale, style, text) => {
    expect(formatDate('2026-01-05', locale, style)).toBe(text);
  });

  test('a date-only string is the same day in every time zone', () => {
    expect(formatDate('2026-12-31', 'fr-FR')).toBe('31/12/2026');
  });

  test('a malformed date is shown as given, not thrown', () => {
    expect(formatDate('31/12/2026', 'fr-FR')).toBe('31/12/2026');
    expect(formatDate(new Date(Number.NaN), 'fr-FR')).toBe('');
  });

  test('accepts a Date', () => {
    expect(formatDate(new Date(Date.UTC(2026, 5, 15, 12)), 'en-FR', 'medium')).toBe('15 Jun 2026');
  });
});

describe('formatters are built once', () => {
  test('a locale and options build one formatter, which every later amount and date reuses', () => {
    const numbers = vi.spyOn(Intl, 'NumberFormat');
    const dates = vi.spyOn(Intl, 'DateTimeFormat');
    try {
      expect(formatMoney(12, 'es-ES', { cents: false })).toBe(formatMoney(12, 'es-ES', { cents: false }));
      expect(formatDate('2026-03-04', 'es-ES', 'long')).toBe(formatDate('2026-03-04', 'es-ES', 'long'));
      numbers.mockClear();
      dates.mockClear();
      formatMoney(30, 'es-ES', { cents: false });
      formatDate('2026-05-06', 'es-ES', 'long');
      expect(numbers).not.toHaveBeenCalled();
      expect(dates).not.toHaveBeenCalled();
      // Other options are another formatter.
      expect(formatNumber(0.125, 'es-ES', { style: 'percent', maximumFractionDigits: 1 })).toMatch(
        /^12,5\s%$/,
      );
      expect(numbers).toHaveBeenCalledOnce();
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});
