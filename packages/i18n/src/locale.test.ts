import { describe, expect, test } from 'vitest';
import { defaultCountry, formatLocale, isLocale, languageOf, parseLocale } from './locale.ts';

describe('parseLocale', () => {
  test.each([
    ['en-FR', { language: 'en', country: 'FR' }],
    ['fr-FR', { language: 'fr', country: 'FR' }],
    ['de-DE', { language: 'de', country: 'DE' }],
    ['it-IT', { language: 'it', country: 'IT' }],
    ['es-ES', { language: 'es', country: 'ES' }],
    ['fr-IT', { language: 'fr', country: 'IT' }],
  ])('%s is a route prefix', (prefix, parts) => {
    expect(parseLocale(prefix)).toEqual(parts);
    expect(isLocale(prefix)).toBe(true);
  });

  test.each(['nl-NL', 'fr-BE', 'FR-fr', 'fr_FR', 'fr', '', 'fr-FR-x'])('%j is not', (prefix) => {
    expect(parseLocale(prefix)).toBeNull();
    expect(isLocale(prefix)).toBe(false);
  });
});

describe('default country per language', () => {
  test.each([
    ['fr', 'FR'],
    ['it', 'IT'],
    ['de', 'DE'],
    ['en', 'FR'],
    ['es', 'ES'],
    ['nl', 'FR'],
  ])('%s gives %s', (language, country) => {
    expect(defaultCountry(language)).toBe(country);
  });

  test('formatLocale uses it when no country is given', () => {
    expect(formatLocale('de')).toBe('de-DE');
    expect(formatLocale('en')).toBe('en-FR');
    expect(formatLocale('en', 'IT')).toBe('en-IT');
    expect(languageOf('it-IT')).toBe('it');
  });
});
