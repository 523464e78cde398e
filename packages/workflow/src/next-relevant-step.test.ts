import type { WorkflowStepName } from '@souscrire/core-api';
import { describe, expect, test } from 'vitest';
import { JOURNEY_ORDER, SIDE_STEPS } from './journey-order.ts';
import { type Direction, directionOf } from './navigation-counter.ts';
import { nextRelevantStep, type WorkflowPosition } from './next-relevant-step.ts';

/**
 * A workflow at `current` listing every step (or `listed`): the main path is relevant except `irrelevant`,
 * side states are not, except `relevantSide`.
 */
function workflowAt(
  current: WorkflowStepName,
  irrelevant: readonly WorkflowStepName[] = [],
  listed: readonly WorkflowStepName[] = JOURNEY_ORDER,
  relevantSide: readonly WorkflowStepName[] = [],
): WorkflowPosition {
  const sideSteps: readonly WorkflowStepName[] = SIDE_STEPS;
  return {
    current_step: current,
    steps: listed.map((slug) => ({
      slug,
      is_current: slug === current,
      is_relevant: sideSteps.includes(slug) ? relevantSide.includes(slug) : !irrelevant.includes(slug),
      can_go_to: true,
    })),
  };
}

describe('nextRelevantStep: moves along the journey order', () => {
  test.each<[WorkflowStepName, Direction, WorkflowStepName]>([
    ['activity', 'forward', 'city'],
    ['city', 'forward', 'company'],
    ['company', 'forward', 'criteria'],
    ['criteria', 'forward', 'confirmation'],
    ['confirmation', 'forward', 'killing'],
    ['killing', 'forward', 'offer'],
    ['offer', 'forward', 'check-answers'],
    ['check-answers', 'forward', 'documents'],
    ['documents', 'backward', 'check-answers'],
    ['documents', 'forward', 'shareholders'],
    ['shareholders', 'forward', 'signature'],
    ['signature', 'forward', 'payment'],
    ['payment', 'forward', 'finalization'],
    ['finalization', 'backward', 'payment'],
    ['offer', 'backward', 'killing'],
    ['city', 'backward', 'activity'],
  ])('from %s going %s -> %s', (current, direction, expected) => {
    expect(nextRelevantStep(workflowAt(current), direction)).toEqual({ ok: true, value: expected });
  });
});

describe('nextRelevantStep: skips steps that are not relevant', () => {
  test.each<[WorkflowStepName, Direction, WorkflowStepName[], WorkflowStepName]>([
    ['company', 'forward', ['criteria'], 'confirmation'],
    ['company', 'forward', ['criteria', 'confirmation', 'killing'], 'offer'],
    ['documents', 'forward', ['shareholders'], 'signature'],
    ['offer', 'backward', ['killing'], 'confirmation'],
    ['confirmation', 'backward', ['criteria', 'company'], 'city'],
    // The starting step itself may be irrelevant (a skipped screen).
    ['criteria', 'forward', ['criteria'], 'confirmation'],
  ])('from %s going %s, skipping %j -> %s', (current, direction, irrelevant, expected) => {
    expect(nextRelevantStep(workflowAt(current, irrelevant), direction)).toEqual({
      ok: true,
      value: expected,
    });
  });

  test.each<[WorkflowStepName, Direction, WorkflowStepName[], WorkflowStepName]>([
    ['criteria', 'forward', ['qualification'], 'qualification'],
    ['killing', 'forward', ['reviewing'], 'reviewing'],
    ['killing', 'forward', ['cancelled'], 'cancelled'],
    ['reviewing', 'forward', ['reviewing', 'accepted'], 'accepted'],
    ['activity', 'backward', ['broker'], 'broker'],
    ['confirmation', 'backward', ['qualification'], 'qualification'],
    // A side state left behind: moves go on along the order.
    ['reviewing', 'forward', [], 'offer'],
    ['broker', 'forward', [], 'activity'],
    ['cancelled', 'backward', [], 'killing'],
  ])('from %s going %s with side states %j relevant -> %s', (current, direction, relevantSide, expected) => {
    expect(nextRelevantStep(workflowAt(current, [], JOURNEY_ORDER, relevantSide), direction)).toEqual({
      ok: true,
      value: expected,
    });
  });

  test('skips steps the workflow does not list', () => {
    const workflow = workflowAt('company', [], ['company', 'offer']);
    expect(nextRelevantStep(workflow, 'forward')).toEqual({ ok: true, value: 'offer' });
  });

  test('ignores the order of the workflow steps list', () => {
    const workflow = workflowAt('city', [], ['offer', 'company', 'city', 'activity']);
    expect(nextRelevantStep(workflow, 'forward')).toEqual({ ok: true, value: 'company' });
    expect(nextRelevantStep(workflow, 'backward')).toEqual({ ok: true, value: 'activity' });
  });
});

describe('nextRelevantStep: from a given step', () => {
  test.each<[WorkflowStepName, number, WorkflowStepName]>([
    ['criteria', 1, 'confirmation'],
    ['criteria', -1, 'company'],
    ['killing', 2, 'offer'],
    ['killing', -2, 'confirmation'],
  ])('leaving %s with counter %i -> %s', (from, counter, expected) => {
    expect(nextRelevantStep(workflowAt('company'), directionOf(counter), from)).toEqual({
      ok: true,
      value: expected,
    });
  });
});

describe("nextRelevantStep: 'No step found for offset'", () => {
  test.each<[string, WorkflowPosition, Direction, number]>([
    ['past the last step', workflowAt('finalization'), 'forward', 1],
    ['before the first step', workflowAt('broker', [], JOURNEY_ORDER, ['broker']), 'backward', -1],
    ['before the first step, broker not relevant', workflowAt('activity'), 'backward', -1],
    [
      'from a step name the front end does not know',
      workflowAt('teleport' as WorkflowStepName),
      'forward',
      1,
    ],
    ['when every later step is irrelevant', workflowAt('payment', ['finalization']), 'forward', 1],
    ['when no step is listed', workflowAt('offer', [], []), 'backward', -1],
  ])('%s', (_, workflow, direction, offset) => {
    expect(nextRelevantStep(workflow, direction)).toEqual({
      ok: false,
      error: {
        code: 'no_step_for_offset',
        message: 'No step found for offset',
        from: workflow.current_step,
        offset,
      },
    });
  });
});
