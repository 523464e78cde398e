import { describe, expect, test } from 'vitest';
import { type SubStepLanding, subStepLanding } from './sub-step-landing.ts';

describe('subStepLanding: first sub-step going forwards, last going backwards', () => {
  test.each<[string[], number, SubStepLanding]>([
    [['turnover', 'staff', 'premises'], 1, { kind: 'land', subStep: 'turnover' }],
    [['turnover', 'staff', 'premises'], 0, { kind: 'land', subStep: 'turnover' }],
    [['turnover', 'staff', 'premises'], 4, { kind: 'land', subStep: 'turnover' }],
    [['turnover', 'staff', 'premises'], -1, { kind: 'land', subStep: 'premises' }],
    [['turnover', 'staff', 'premises'], -3, { kind: 'land', subStep: 'premises' }],
    [['only'], 1, { kind: 'land', subStep: 'only' }],
    [['only'], -1, { kind: 'land', subStep: 'only' }],
    [[], 1, { kind: 'skip', direction: 'forward' }],
    [[], 0, { kind: 'skip', direction: 'forward' }],
    [[], -2, { kind: 'skip', direction: 'backward' }],
  ])('%j with counter %i -> %j', (subSteps, counter, expected) => {
    expect(subStepLanding(subSteps, counter)).toEqual(expected);
  });
});
