import type { WorkflowStepName } from '@souscrire/core-api';
import { describe, expect, test } from 'vitest';
import type { Workflow } from '../core/journey-api.ts';
import { CONFIRMATION_SUB_STEPS } from './confirmation-sub-steps.ts';
import { type MoveFrom, planMove } from './plan-move.ts';

const ID = '0f55a1c2-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const QUESTIONS = ['workforce', 'turnover'];

/** A workflow where every listed step is relevant and open (the planning reads only `steps`). */
function workflow(current: WorkflowStepName): Workflow {
  const listed: WorkflowStepName[] = ['company', 'criteria', 'confirmation', 'killing', 'offer'];
  const steps = listed.map((slug) => ({
    slug,
    is_current: slug === current,
    is_relevant: true,
    can_go_to: true,
  }));
  return { current_step: current, current_sub_step: null, steps } as unknown as Workflow;
}

function from(step: WorkflowStepName, overrides: Partial<MoveFrom> = {}): MoveFrom {
  return {
    workflow: workflow(step),
    step,
    subStep: null,
    subSteps: [],
    returnTo: null,
    counter: 1,
    locale: 'fr-FR',
    prospectId: ID,
    knownSubSteps: (source) => (source === 'confirmation' ? CONFIRMATION_SUB_STEPS : QUESTIONS),
    ...overrides,
  };
}

describe('planMove (One write per move)', () => {
  test('into a step with sub-steps, forwards: its first sub-step, written with the step', () => {
    expect(planMove('forward', from('company'))).toEqual({
      href: `/fr-FR/souscription/${ID}/criteres/workforce`,
      position: { step: 'criteria', subStep: 'workforce' },
    });
  });

  test('into a step with sub-steps, backwards: its last sub-step', () => {
    const move = planMove(
      'backward',
      from('confirmation', { subStep: 'contact', subSteps: CONFIRMATION_SUB_STEPS }),
    );
    expect(move).toEqual({
      href: `/fr-FR/souscription/${ID}/criteres/turnover`,
      position: { step: 'criteria', subStep: 'turnover' },
    });
  });

  test('sub-steps not at hand yet: the step landing route, which finds its sub-step and writes it', () => {
    expect(planMove('forward', from('company', { knownSubSteps: () => undefined }))).toEqual({
      href: `/fr-FR/souscription/${ID}/criteres`,
      position: { step: 'criteria', subStep: null },
    });
  });

  test('no sub-step to show: the landing route, which skips the step the way the visitor goes', () => {
    expect(planMove('forward', from('company', { knownSubSteps: () => [] }))?.position).toEqual({
      step: 'criteria',
      subStep: null,
    });
  });

  test('within a step, the next sub-step, with nothing to write before the move', () => {
    const move = planMove('forward', from('criteria', { subStep: 'workforce', subSteps: QUESTIONS }));
    expect(move).toEqual({ href: `/fr-FR/souscription/${ID}/criteres/turnover`, position: undefined });
  });

  test('past the last sub-step, the next step and its first sub-step', () => {
    const move = planMove('forward', from('criteria', { subStep: 'turnover', subSteps: QUESTIONS }));
    expect(move?.position).toEqual({ step: 'confirmation', subStep: 'contact' });
  });

  test('a step without sub-steps', () => {
    expect(planMove('backward', from('offer'))).toEqual({
      href: `/fr-FR/souscription/${ID}/eligibilite`,
      position: { step: 'killing', subStep: null },
    });
  });

  test('no room in the workflow: no move', () => {
    expect(planMove('forward', from('offer', { workflow: workflow('offer') }))).toBeUndefined();
  });
});
