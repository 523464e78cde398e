import { expect, test } from 'vitest';
import { SITE_LANGUAGES } from './languages.ts';

test('five site languages', () => {
  expect(SITE_LANGUAGES).toEqual(['fr', 'en', 'de', 'it', 'es']);
});
