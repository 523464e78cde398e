import { describe, expect, test } from 'vitest';
import {
  criteriaEntry,
  type KillingEntry,
  killingEntry,
  questionSubSteps,
  SANCTIONS_FORM_STEP,
} from './question-steps.ts';
import type { SubStepLanding } from './sub-step-landing.ts';

describe('questionSubSteps: the sanctions-form step is removed', () => {
  test.each<[string[], string[]]>([
    [
      ['turnover', 'staff'],
      ['turnover', 'staff'],
    ],
    [
      ['turnover', SANCTIONS_FORM_STEP, 'staff'],
      ['turnover', 'staff'],
    ],
    [[SANCTIONS_FORM_STEP, 'turnover'], ['turnover']],
    [['turnover', SANCTIONS_FORM_STEP], ['turnover']],
    [[SANCTIONS_FORM_STEP], []],
    [[], []],
  ])('%j -> %j', (steps, expected) => {
    expect(questionSubSteps({ steps })).toEqual(expected);
  });

  test('leaves the input untouched', () => {
    const steps = ['turnover', SANCTIONS_FORM_STEP];
    questionSubSteps({ steps });
    expect(steps).toEqual(['turnover', SANCTIONS_FORM_STEP]);
  });
});

describe('criteriaEntry: skipped when the list is empty, in the counter direction', () => {
  test.each<[string[], number, SubStepLanding]>([
    [['turnover', 'staff'], 1, { kind: 'land', subStep: 'turnover' }],
    [['turnover', 'staff'], -1, { kind: 'land', subStep: 'staff' }],
    [['turnover', 'staff', SANCTIONS_FORM_STEP], -1, { kind: 'land', subStep: 'staff' }],
    [[SANCTIONS_FORM_STEP, 'turnover'], 1, { kind: 'land', subStep: 'turnover' }],
    [[], 1, { kind: 'skip', direction: 'forward' }],
    [[], -1, { kind: 'skip', direction: 'backward' }],
    [[SANCTIONS_FORM_STEP], 1, { kind: 'skip', direction: 'forward' }],
    [[SANCTIONS_FORM_STEP], -1, { kind: 'skip', direction: 'backward' }],
  ])('%j with counter %i -> %j', (steps, counter, expected) => {
    expect(criteriaEntry({ steps }, counter)).toEqual(expected);
  });
});

describe('killingEntry: skipped when there is no killing form, in the counter direction', () => {
  const form = { id: 'k1', product: 'rc-pro', questions: [] };
  test.each<[string, object | null | undefined, number, KillingEntry]>([
    ['a form, going forwards', form, 1, { kind: 'show' }],
    ['a form, going backwards', form, -1, { kind: 'show' }],
    ['null, going forwards', null, 1, { kind: 'skip', direction: 'forward' }],
    ['null, going backwards', null, -1, { kind: 'skip', direction: 'backward' }],
    ['undefined, on arrival', undefined, 0, { kind: 'skip', direction: 'forward' }],
  ])('%s', (_, killingForm, counter, expected) => {
    expect(killingEntry(killingForm, counter)).toEqual(expected);
  });
});
