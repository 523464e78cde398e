import type { WorkflowStepName } from '@souscrire/core-api';
import { describe, expect, test } from 'vitest';
import type { WorkflowPosition } from './next-relevant-step.ts';
import { returnStepOf, returnTarget, withReturn } from './return-step.ts';

describe('returnStepOf', () => {
  test.each([
    [{ return: 'check-answers' }, 'check-answers'],
    [{ return: 'offer' }, 'offer'],
    [{ return: 'nowhere' }, null],
    [{ return: ['check-answers', 'offer'] }, null],
    [{ return: 42 }, null],
    [{}, null],
  ])('%j -> %s', (search, expected) => {
    expect(returnStepOf(search)).toBe(expected);
  });
});

function workflow(entries: Record<string, { relevant: boolean; canGoTo: boolean }>): WorkflowPosition {
  return {
    current_step: 'criteria',
    steps: Object.entries(entries).map(([slug, { relevant, canGoTo }]) => ({
      slug: slug as WorkflowStepName,
      is_current: slug === 'criteria',
      is_relevant: relevant,
      can_go_to: canGoTo,
    })),
  };
}

describe('returnTarget', () => {
  const open = { relevant: true, canGoTo: true };
  test.each<[string, WorkflowPosition, WorkflowStepName, WorkflowStepName | null, WorkflowStepName | null]>([
    [
      'back to the summary',
      workflow({ 'check-answers': open }),
      'criteria',
      'check-answers',
      'check-answers',
    ],
    ['no return asked', workflow({ 'check-answers': open }), 'criteria', null, null],
    ['already there', workflow({ 'check-answers': open }), 'check-answers', 'check-answers', null],
    [
      'the answer unhooked the request',
      workflow({ 'check-answers': { relevant: true, canGoTo: false } }),
      'criteria',
      'check-answers',
      null,
    ],
    [
      'no longer relevant',
      workflow({ 'check-answers': { relevant: false, canGoTo: true } }),
      'killing',
      'check-answers',
      null,
    ],
    ['not in the workflow', workflow({}), 'city', 'check-answers', null],
  ])('%s', (_, position, from, returnTo, expected) => {
    expect(returnTarget(position, from, returnTo)).toBe(expected);
  });
});

test('withReturn adds the parameter', () => {
  expect(withReturn('/en-FR/subscription/42/criteria/headcount', 'check-answers')).toBe(
    '/en-FR/subscription/42/criteria/headcount?return=check-answers',
  );
});
