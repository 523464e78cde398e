import { expect, test } from 'vitest';
import { normalizeSearch } from './normalize-search.ts';

test.each([
  ['Saint-Étienne', 'saint etienne'],
  ["L'Haÿ-les-Roses", 'l hay les roses'],
  ['  ŒUVRE  ', 'oeuvre'],
  ['Düsseldorf', 'dusseldorf'],
  ['Straße', 'strasse'],
])('normalizeSearch(%s) is %s', (input, expected) => {
  expect(normalizeSearch(input)).toBe(expected);
});
