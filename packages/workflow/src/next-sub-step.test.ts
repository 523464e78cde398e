import { describe, expect, test } from 'vitest';
import type { Direction } from './navigation-counter.ts';
import { nextSubStep, type SubStepMove } from './next-sub-step.ts';

const subSteps = ['turnover', 'staff', 'premises'];

describe('nextSubStep', () => {
  test.each<[string[], string, Direction, SubStepMove]>([
    [subSteps, 'turnover', 'forward', { kind: 'subStep', subStep: 'staff' }],
    [subSteps, 'staff', 'forward', { kind: 'subStep', subStep: 'premises' }],
    [subSteps, 'premises', 'forward', { kind: 'leave', direction: 'forward' }],
    [subSteps, 'premises', 'backward', { kind: 'subStep', subStep: 'staff' }],
    [subSteps, 'staff', 'backward', { kind: 'subStep', subStep: 'turnover' }],
    [subSteps, 'turnover', 'backward', { kind: 'leave', direction: 'backward' }],
    // A stale sub-step re-enters the list from the end the move comes from.
    [subSteps, 'stale', 'forward', { kind: 'subStep', subStep: 'turnover' }],
    [subSteps, 'stale', 'backward', { kind: 'subStep', subStep: 'premises' }],
    [[], 'stale', 'forward', { kind: 'leave', direction: 'forward' }],
    [[], 'stale', 'backward', { kind: 'leave', direction: 'backward' }],
  ])('%j at %s going %s -> %j', (list, current, direction, expected) => {
    expect(nextSubStep(list, current, direction)).toEqual(expected);
  });
});
