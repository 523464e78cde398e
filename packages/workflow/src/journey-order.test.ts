import { describe, expect, test } from 'vitest';
import {
  isWorkflowStepName,
  JOURNEY_ORDER,
  MAIN_PATH,
  SIDE_STEPS,
  WORKFLOW_STEP_NAMES,
} from './journey-order.ts';

describe('journey order', () => {
  test('the main path: introduction, criteria, confirmation, killing, offer, check-answers, documents, shareholders, signature, payment, finalization', () => {
    expect(MAIN_PATH).toEqual([
      'activity',
      'city',
      'company',
      'criteria',
      'confirmation',
      'killing',
      'offer',
      'check-answers',
      'documents',
      'shareholders',
      'signature',
      'payment',
      'finalization',
    ]);
  });

  test('JOURNEY_ORDER keeps the main path in order', () => {
    const mainSteps: readonly string[] = MAIN_PATH;
    expect(JOURNEY_ORDER.filter((step) => mainSteps.includes(step))).toEqual(MAIN_PATH);
  });

  test.each([
    ['broker', 'before the introduction', null, 'activity'],
    ['qualification', 'after criteria', 'criteria', 'confirmation'],
    ['reviewing', 'after killing', 'killing', 'cancelled'],
    ['cancelled', 'after reviewing', 'reviewing', 'accepted'],
    ['accepted', 'before the offer', 'cancelled', 'offer'],
  ] as const)('the side state %s branches off %s', (side, _, before, after) => {
    const at = JOURNEY_ORDER.indexOf(side);
    expect(JOURNEY_ORDER[at - 1] ?? null).toBe(before);
    expect(JOURNEY_ORDER[at + 1]).toBe(after);
  });

  test('lists every contract step once', () => {
    expect(WORKFLOW_STEP_NAMES).toBe(JOURNEY_ORDER);
    expect(new Set(JOURNEY_ORDER).size).toBe(18);
    expect(new Set([...MAIN_PATH, ...SIDE_STEPS])).toEqual(new Set(JOURNEY_ORDER));
  });
});

describe('isWorkflowStepName', () => {
  test.each([
    ['offer', true],
    ['cancelled', true],
    ['finalization', true],
    ['unhooking', false],
    ['Offer', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('%j -> %s', (value, expected) => {
    expect(isWorkflowStepName(value)).toBe(expected);
  });
});
