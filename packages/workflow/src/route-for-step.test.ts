import { describe, expect, test } from 'vitest';
import { WORKFLOW_STEP_NAMES } from './journey-order.ts';
import { routeForStep } from './route-for-step.ts';
import { isRouteName, type RouteTarget } from './route-names.ts';

describe('routeForStep: every step has a route', () => {
  test.each([
    ['accepted', 'subscription.accepted'],
    ['activity', 'subscription.activity'],
    ['broker', 'subscription.broker'],
    ['cancelled', 'subscription.cancelled'],
    ['city', 'subscription.city'],
    ['company', 'subscription.company'],
    ['confirmation', 'subscription.confirmation'],
    ['criteria', 'subscription.criteria'],
    ['documents', 'subscription.documents'],
    ['finalization', 'subscription.finalization'],
    ['killing', 'subscription.killing'],
    ['offer', 'subscription.offer'],
    ['payment', 'subscription.payment'],
    ['qualification', 'subscription.qualification'],
    ['reviewing', 'subscription.reviewing'],
    ['shareholders', 'subscription.shareholders'],
    ['signature', 'subscription.signature'],
  ])('%s -> %s', (step, name) => {
    expect(routeForStep(step)).toEqual({ ok: true, value: { name } });
  });

  test('the table covers the contract step names with known route names', () => {
    for (const step of WORKFLOW_STEP_NAMES) {
      const result = routeForStep(step);
      expect(result.ok && isRouteName(result.value.name)).toBe(true);
    }
  });
});

describe('routeForStep: sub-steps', () => {
  test.each<[string, string | null | undefined, RouteTarget]>([
    ['criteria', 'turnover', { name: 'subscription.criteria.step', params: { step: 'turnover' } }],
    ['confirmation', 'contact', { name: 'subscription.confirmation.step', params: { step: 'contact' } }],
    // Without a sub-step, the redirecting parent route picks the first or last one.
    ['criteria', null, { name: 'subscription.criteria' }],
    ['confirmation', undefined, { name: 'subscription.confirmation' }],
    ['criteria', '', { name: 'subscription.criteria' }],
    // Steps without sub-steps ignore one.
    ['offer', 'economic', { name: 'subscription.offer' }],
  ])('%s with sub-step %j -> %j', (step, subStep, expected) => {
    expect(routeForStep(step, subStep)).toEqual({ ok: true, value: expected });
  });
});

describe("routeForStep: 'Could not find a route for step'", () => {
  test.each([['teleport'], ['unhooking'], ['Offer'], [''], ['toString'], ['hasOwnProperty']])(
    '%j',
    (step) => {
      expect(routeForStep(step, 'any')).toEqual({
        ok: false,
        error: { code: 'no_route_for_step', message: 'Could not find a route for step', step },
      });
    },
  );
});
