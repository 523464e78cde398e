import { describe, expect, test } from 'vitest';
import {
  advanceBiggest,
  computeWorkflow,
  firstStep,
  isRelevant,
  type StepName,
  type WorkflowFacts,
  type WorkflowPositionState,
} from './workflow-rules.ts';

const facts: WorkflowFacts = {
  status: 'pending',
  broker: false,
  hasCriteria: true,
  hasKillingForm: true,
  unhooked: false,
  reviewing: false,
  shouldCheckShareholders: false,
  signed: false,
};
const at = (current: StepName, biggest: StepName = current): WorkflowPositionState => ({
  strict: true,
  current_step: current,
  current_sub_step: null,
  biggest_step: biggest,
  biggest_sub_step: null,
});
const enterable = (view: ReturnType<typeof computeWorkflow>) =>
  view.steps.filter((step) => step.can_go_to).map((step) => step.slug);

describe('relevance', () => {
  test.each([
    ['broker', { broker: true }, true],
    ['broker', {}, false],
    ['criteria', { hasCriteria: false }, false],
    ['killing', { hasKillingForm: false }, false],
    ['qualification', { unhooked: true }, true],
    ['reviewing', { reviewing: true }, true],
    ['cancelled', { status: 'cancelled' }, true],
    ['shareholders', { shouldCheckShareholders: true }, true],
    ['offer', {}, true],
  ] as const)('%s with %j is relevant: %s', (step, overrides, expected) => {
    expect(isRelevant(step, { ...facts, ...overrides })).toBe(expected);
  });
  test('the first step is broker for brokers, activity otherwise', () => {
    expect(firstStep({ ...facts, broker: true })).toBe('broker');
    expect(firstStep(facts)).toBe('activity');
  });
});

describe('moves', () => {
  test('strict: up to the next relevant step after the biggest one', () => {
    expect(enterable(computeWorkflow(at('city', 'company'), facts))).toEqual([
      'activity',
      'city',
      'company',
      'criteria',
    ]);
  });
  test('payment is entered only once the documents are signed', () => {
    const onSignature = at('signature');
    expect(enterable(computeWorkflow(onSignature, facts))).not.toContain('payment');
    expect(computeWorkflow(onSignature, facts).can_go_next).toBe(false);
    expect(enterable(computeWorkflow(onSignature, { ...facts, signed: true }))).toContain('payment');
    expect(enterable(computeWorkflow(at('payment'), { ...facts, signed: true }))).toContain('finalization');
  });
  test('forward moves skip irrelevant steps', () => {
    const view = computeWorkflow(at('company'), { ...facts, hasCriteria: false });
    expect(view).toMatchObject({
      next_step: 'criteria',
      next_relevant_step: 'confirmation',
      can_go_next: true,
    });
  });
  test('unhooking stops the journey at qualification', () => {
    const view = computeWorkflow(at('qualification', 'qualification'), { ...facts, unhooked: true });
    expect(view.can_go_next).toBe(false);
    expect(enterable(view)).toContain('qualification');
    expect(enterable(view)).not.toContain('confirmation');
  });
  test('a cancelled request may only show the cancelled step; a client nothing', () => {
    expect(enterable(computeWorkflow(at('killing'), { ...facts, status: 'cancelled' }))).toEqual([
      'cancelled',
    ]);
    expect(enterable(computeWorkflow(at('killing'), { ...facts, status: 'client' }))).toEqual([]);
  });
  test('the biggest step only moves forward; sub-steps follow their order', () => {
    expect(advanceBiggest(at('city', 'criteria'), 'city', null, [])).toEqual({
      biggest_step: 'criteria',
      biggest_sub_step: null,
    });
    const position = { ...at('criteria'), biggest_sub_step: 'b' };
    expect(advanceBiggest(position, 'criteria', 'a', ['a', 'b'])).toEqual({
      biggest_step: 'criteria',
      biggest_sub_step: 'b',
    });
    expect(advanceBiggest(position, 'offer', null, [])).toEqual({
      biggest_step: 'offer',
      biggest_sub_step: null,
    });
  });
});
