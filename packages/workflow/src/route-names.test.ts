import { describe, expect, test } from 'vitest';
import { isRouteName, ROUTE_NAMES } from './route-names.ts';

describe('ROUTE_NAMES', () => {
  test('are the 21 routes of the subscription area and check-answers, each once', () => {
    expect(ROUTE_NAMES).toHaveLength(22);
    expect(new Set(ROUTE_NAMES).size).toBe(22);
  });

  test.each([
    ['subscription', true],
    ['subscription.unhooking', true],
    ['subscription.criteria.step', true],
    ['subscription.souscription', false],
    ['offer', false],
  ])('isRouteName(%j) -> %s', (value, expected) => {
    expect(isRouteName(value)).toBe(expected);
  });
});
