import { describe, expect, test } from 'vitest';
import { type GuardName, guardsForRoute } from './route-guards.ts';
import { ROUTE_NAMES } from './route-names.ts';
import { stepForRoute } from './step-for-route.ts';

describe('guardsForRoute', () => {
  test.each<[string, GuardName[]]>([
    ['subscription.documents', ['workflow', 'clientAuthentication', 'validation']],
    ['subscription.finalization', ['workflow', 'clientAuthentication']],
    ['subscription.signature', ['workflow', 'clientAuthentication']],
    ['subscription.payment', ['workflow', 'clientAuthentication']],
    ['subscription.offer', ['workflow']],
    ['subscription.activity', ['workflow']],
    ['subscription.criteria', ['workflow']],
    ['subscription.criteria.step', ['workflow']],
    ['subscription.confirmation.step', ['workflow']],
    ['subscription.reviewing', ['workflow']],
    ['subscription.cancelled', []],
    ['subscription', []],
    ['subscription.unhooking', ['workflow']],
    // A route the registry does not know is denied, never unguarded.
    ['subscription.teleport', ['deny']],
    ['index', ['deny']],
    ['constructor', ['deny']],
    ['', ['deny']],
  ])('%s -> %j', (routeName, expected) => {
    expect(guardsForRoute(routeName)).toEqual(expected);
  });

  test('every route showing a step, except cancelled, has the workflow guard first', () => {
    for (const name of ROUTE_NAMES) {
      const step = stepForRoute(name);
      const expectsWorkflow = step !== null && step !== 'cancelled';
      expect(guardsForRoute(name)[0] === 'workflow').toBe(expectsWorkflow);
    }
  });

  test('only documents, finalization, signature and payment need a logged-in client', () => {
    const protectedRoutes = ROUTE_NAMES.filter((name) =>
      guardsForRoute(name).includes('clientAuthentication'),
    );
    expect(protectedRoutes.sort()).toEqual([
      'subscription.documents',
      'subscription.finalization',
      'subscription.payment',
      'subscription.signature',
    ]);
  });
});
