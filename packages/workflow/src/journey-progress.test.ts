import type { WorkflowStepName } from '@souscrire/core-api';
import { describe, expect, test } from 'vitest';
import { JOURNEY_ORDER } from './journey-order.ts';
import { journeyProgress, type ProgressWorkflow } from './journey-progress.ts';

/** The steps every product has (the core's default relevance). */
const ALWAYS: readonly WorkflowStepName[] = [
  'activity',
  'city',
  'company',
  'confirmation',
  'offer',
  'documents',
  'signature',
  'payment',
  'finalization',
];
const WITH_KILLING_AND_CRITERIA = [...ALWAYS, 'criteria', 'killing'] as const;

function workflow(
  current: WorkflowStepName,
  biggest: WorkflowStepName,
  relevant: readonly WorkflowStepName[],
): ProgressWorkflow {
  const reached = JOURNEY_ORDER.indexOf(biggest);
  return {
    current_step: current,
    biggest_step: biggest,
    steps: JOURNEY_ORDER.map((slug) => ({
      slug,
      is_current: slug === current,
      is_relevant: relevant.includes(slug),
      can_go_to: relevant.includes(slug) && JOURNEY_ORDER.indexOf(slug) <= reached,
    })),
  };
}

/** The sidebar as a line: each entry's number, group and state ('+' done, '>' current, '.' upcoming). */
function line(flow: ProgressWorkflow): string {
  const mark = { done: '+', current: '>', upcoming: '.' } as const;
  return journeyProgress(flow)
    .entries.map((entry) => `${entry.number}${mark[entry.state]}${entry.group}`)
    .join(' ');
}

describe('journeyProgress: numbered in visiting order, only relevant entries, done only when done', () => {
  test.each<[string, ProgressWorkflow, string]>([
    [
      'a new French prospect: nothing done, contact details met before eligibility and offer',
      workflow('activity', 'activity', WITH_KILLING_AND_CRITERIA),
      '1>information 2.contact-details 3.eligibility 4.offer 5.documents 6.signature 7.payment 8.customer-space',
    ],
    [
      'on the contact details: the information is done',
      workflow('confirmation', 'confirmation', WITH_KILLING_AND_CRITERIA),
      '1+information 2>contact-details 3.eligibility 4.offer 5.documents 6.signature 7.payment 8.customer-space',
    ],
    [
      'on the eligibility questions',
      workflow('killing', 'killing', WITH_KILLING_AND_CRITERIA),
      '1+information 2+contact-details 3>eligibility 4.offer 5.documents 6.signature 7.payment 8.customer-space',
    ],
    [
      'a product without eligibility questions (German): no eligibility entry, never done',
      workflow('offer', 'offer', ALWAYS),
      '1+information 2+contact-details 3>offer 4.documents 5.signature 6.payment 7.customer-space',
    ],
    [
      'back to the start after reaching the offer: what was done stays done, the offer is not',
      workflow('city', 'offer', WITH_KILLING_AND_CRITERIA),
      '1>information 2+contact-details 3+eligibility 4.offer 5.documents 6.signature 7.payment 8.customer-space',
    ],
    [
      'owners to declare: validation after the documents',
      workflow('documents', 'documents', [...WITH_KILLING_AND_CRITERIA, 'shareholders']),
      '1+information 2+contact-details 3+eligibility 4+offer 5>documents 6.validation 7.signature 8.payment 9.customer-space',
    ],
    [
      'an underwriter reviewing: validation where it is met, after eligibility',
      workflow('reviewing', 'reviewing', [...WITH_KILLING_AND_CRITERIA, 'reviewing']),
      '1+information 2+contact-details 3+eligibility 4>validation 5.offer 6.documents 7.signature 8.payment 9.customer-space',
    ],
    [
      'a refused request: its entry is the current one even when the step is not listed relevant',
      workflow('cancelled', 'killing', ['activity', 'killing']),
      '1+information 2>eligibility',
    ],
    [
      'a current step the front end does not know: no entry is current',
      workflow('teleport' as WorkflowStepName, 'teleport' as WorkflowStepName, ['activity', 'offer']),
      '1.information 2.offer',
    ],
  ])('%s', (_, flow, expected) => {
    expect(line(flow)).toBe(expected);
  });

  test.each<[string, ProgressWorkflow, number | null, number | null]>([
    [
      'a new prospect: no total before the company',
      workflow('activity', 'activity', WITH_KILLING_AND_CRITERIA),
      1,
      null,
    ],
    ['on the company, not yet chosen', workflow('company', 'company', WITH_KILLING_AND_CRITERIA), 1, null],
    ['contact details, the second met', workflow('confirmation', 'confirmation', ALWAYS), 2, 7],
    ['the offer without eligibility', workflow('offer', 'offer', ALWAYS), 3, 7],
    ['unknown current step', workflow('teleport' as WorkflowStepName, 'offer', ALWAYS), null, 7],
  ])('the phone counter, %s: step %s of %s', (_, flow, current, total) => {
    const progress = journeyProgress(flow);
    expect([progress.current?.number ?? null, progress.total]).toEqual([current, total]);
  });

  // An SA or an SAS declares its beneficial owners, a step of its own: the company decides it, so the total is
  // given from the step after the company on, and stays the same to the end.
  test('the total announced never changes along a journey, with or without beneficial owners', () => {
    for (const relevant of [
      WITH_KILLING_AND_CRITERIA,
      [...WITH_KILLING_AND_CRITERIA, 'shareholders' as const],
    ]) {
      const order = JOURNEY_ORDER.filter((step) => relevant.includes(step));
      const totals = order.map((step) => {
        // Before the company is chosen, the core does not know yet whether the owners are asked.
        const known = JOURNEY_ORDER.indexOf(step) > JOURNEY_ORDER.indexOf('company');
        const seen = known ? relevant : relevant.filter((slug) => slug !== 'shareholders');
        return journeyProgress(workflow(step, step, seen)).total;
      });
      const announced = new Set(totals.filter((total) => total !== null));
      expect(announced.size).toBe(1);
      expect(totals.slice(0, order.indexOf('company') + 1).every((total) => total === null)).toBe(true);
    }
  });

  test.each<[string, ProgressWorkflow, Record<string, WorkflowStepName | null>]>([
    [
      'links go to the first enterable relevant step of an entry',
      workflow('offer', 'offer', ALWAYS),
      { information: 'activity', 'contact-details': 'confirmation', offer: 'offer', documents: null },
    ],
    [
      'a relevant broker step comes first in the information entry',
      workflow('city', 'city', [...ALWAYS, 'broker']),
      { information: 'broker', 'contact-details': null },
    ],
  ])('%s', (_, flow, expected) => {
    const targets = Object.fromEntries(journeyProgress(flow).entries.map((e) => [e.group, e.target]));
    expect(targets).toMatchObject(expected);
  });

  test('labels are the sidebar message ids', () => {
    const { entries } = journeyProgress(workflow('activity', 'activity', ['activity', 'finalization']));
    expect(entries.map((entry) => entry.label)).toEqual([
      'sidebar.steps.information',
      'sidebar.steps.customer-space',
    ]);
  });
});
