import { expect, test } from 'vitest';
import { COUNTRY_CODES, countryNames, countryOptions } from './countries.ts';
import { LANGUAGES } from './locale.ts';

test.each([
  ['fr', 'Allemagne'],
  ['en', 'Germany'],
  ['de', 'Deutschland'],
  ['it', 'Germania'],
  ['es', 'Alemania'],
] as const)('Germany in %s is %s', (language, name) => {
  expect(countryNames(language).de).toBe(name);
});

test.each(LANGUAGES)('every code has a name in %s and the list is sorted', (language) => {
  const names = countryNames(language);
  for (const code of COUNTRY_CODES) expect(names[code]).not.toBe(code.toUpperCase());
  const options = countryOptions(language);
  expect(options).toHaveLength(COUNTRY_CODES.length);
  const collator = new Intl.Collator(language);
  for (let i = 1; i < options.length; i += 1) {
    expect(collator.compare(options[i - 1]?.name ?? '', options[i]?.name ?? '')).toBeLessThanOrEqual(0);
  }
});

test('codes are unique lower-case pairs', () => {
  expect(new Set(COUNTRY_CODES).size).toBe(COUNTRY_CODES.length);
  for (const code of COUNTRY_CODES) expect(code).toMatch(/^[a-z]{2}$/);
});
