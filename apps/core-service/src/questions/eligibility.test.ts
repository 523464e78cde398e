import { expect, test } from 'vitest';
import { savedEligibilityAnswers } from './eligibility.ts';

test.each([
  ['answered', { answers: { eligibility: { prior_claims: false } } }, { prior_claims: false }],
  ['criteria only', { answers: { criteria: { headcount: 3 } } }, null],
  ['nothing saved', { answers: {} }, null],
  ['no answers column', {}, null],
  ['a stray list', { answers: { eligibility: [true] } }, null],
])('savedEligibilityAnswers: %s', (_, row, expected) => {
  expect(savedEligibilityAnswers(row)).toEqual(expected);
});
