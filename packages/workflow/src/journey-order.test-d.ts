import type { WorkflowStepName } from '@souscrire/core-api';
import { expectTypeOf, test } from 'vitest';
import type { JOURNEY_ORDER, MainPathStep, SideStep } from './journey-order.ts';

test('the journey order names exactly the contract steps', () => {
  expectTypeOf<(typeof JOURNEY_ORDER)[number]>().toEqualTypeOf<WorkflowStepName>();
});

test('the main path and the side steps split the contract steps', () => {
  expectTypeOf<MainPathStep | SideStep>().toEqualTypeOf<WorkflowStepName>();
  expectTypeOf<Extract<MainPathStep, SideStep>>().toBeNever();
});
