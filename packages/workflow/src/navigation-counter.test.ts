import { describe, expect, test } from 'vitest';
import { countMove, type Direction, directionOf, offsetOf } from './navigation-counter.ts';

describe('directionOf', () => {
  test.each([
    [1, 'forward'],
    [5, 'forward'],
    [0, 'forward'],
    [-1, 'backward'],
    [-7, 'backward'],
  ] as const)('counter %i -> %s', (counter, expected) => {
    expect(directionOf(counter)).toBe(expected);
  });
});

describe('countMove', () => {
  test.each<[number, Direction, number]>([
    [0, 'forward', 1],
    [1, 'forward', 2],
    [-3, 'forward', 1],
    [0, 'backward', -1],
    [-1, 'backward', -2],
    [4, 'backward', -1],
  ])('counter %i, move %s -> %i', (counter, direction, expected) => {
    expect(countMove(counter, direction)).toBe(expected);
    expect(directionOf(countMove(counter, direction))).toBe(direction);
  });
});

describe('offsetOf', () => {
  test.each([
    ['forward', 1],
    ['backward', -1],
  ] as const)('%s -> %i', (direction, expected) => {
    expect(offsetOf(direction)).toBe(expected);
  });
});
