import { expect, test } from 'vitest';
import { isMobileNumber } from './mobile-number.ts';

test.each([
  ['06 12 34 56 78', 'FR', true],
  ['+33 6 12 34 56 78', 'DE', true],
  ['0151 23456789', 'DE', true],
  ['347 123 4567', 'IT', true],
  ['612 34 56 78', 'ES', true],
  ['12', 'FR', false],
  ['01 45 45 32 45', 'FR', false],
  ['06 12 34 56 78', 'DE', false],
  ['912 34 56 78', 'ES', false],
  ['jeanne', 'FR', false],
] as const)('%s in %s is a mobile number: %s', (text, country, expected) => {
  expect(isMobileNumber(text, country)).toBe(expected);
});
