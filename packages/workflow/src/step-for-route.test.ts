import type { WorkflowStepName } from '@souscrire/core-api';
import { describe, expect, test } from 'vitest';
import { WORKFLOW_STEP_NAMES } from './journey-order.ts';
import { routeForStep } from './route-for-step.ts';
import { ROUTE_NAMES } from './route-names.ts';
import { stepForRoute } from './step-for-route.ts';

describe('stepForRoute', () => {
  test.each<[string, WorkflowStepName | null]>([
    ['subscription.offer', 'offer'],
    ['subscription.cancelled', 'cancelled'],
    ['subscription.criteria', 'criteria'],
    ['subscription.criteria.step', 'criteria'],
    ['subscription.confirmation', 'confirmation'],
    ['subscription.confirmation.step', 'confirmation'],
    ['subscription.payment', 'payment'],
    ['subscription', null],
    ['subscription.unhooking', 'qualification'],
    ['index', null],
    ['toString', null],
    ['', null],
  ])('%j -> %j', (routeName, expected) => {
    expect(stepForRoute(routeName)).toBe(expected);
  });

  test('is the inverse of routeForStep for every step', () => {
    for (const step of WORKFLOW_STEP_NAMES) {
      const result = routeForStep(step, 'sub');
      expect(result.ok && stepForRoute(result.value.name)).toBe(step);
    }
  });

  test('every route name but the root shows a step', () => {
    const withoutStep = ROUTE_NAMES.filter((name) => stepForRoute(name) === null);
    expect(withoutStep).toEqual(['subscription']);
  });
});
