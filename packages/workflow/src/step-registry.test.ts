import type { WorkflowStepName } from '@souscrire/core-api';
import { describe, expect, test } from 'vitest';
import { JOURNEY_ORDER, MAIN_PATH, SIDE_STEPS } from './journey-order.ts';
import { journeyProgress } from './journey-progress.ts';
import { routeForStep } from './route-for-step.ts';
import { guardsForRoute } from './route-guards.ts';
import { isRouteName, ROUTE_NAMES, SUBSCRIPTION_ROUTES, subscriptionRoute } from './route-names.ts';
import { stepForRoute } from './step-for-route.ts';
import { SIDEBAR_GROUPS, STEP_REGISTRY, type StepRow } from './step-registry.ts';

const rows = STEP_REGISTRY.map((row) => [row.step, row] as const);

describe('a registry row reaches routing, guards and the sidebar', () => {
  test.each<readonly [string, StepRow]>(rows)('%s', (step, row) => {
    // Routing: the step's route is a known route, both ways, and lands on its sub-steps' route.
    expect(isRouteName(row.route)).toBe(true);
    expect(routeForStep(step)).toEqual({ ok: true, value: { name: row.route } });
    expect(stepForRoute(row.route)).toBe(step);
    const own = [row.route, ...(row.subSteps ? [row.subSteps.route] : [])];
    const routes = [...own, ...row.followUps.map((followUp) => followUp.route)];
    expect(SUBSCRIPTION_ROUTES.filter((route) => route.step === step).map((route) => route.name)).toEqual(
      routes,
    );
    if (row.subSteps) {
      expect(routeForStep(step, 'first')).toEqual({
        ok: true,
        value: { name: row.subSteps.route, params: { step: 'first' } },
      });
      expect(subscriptionRoute(row.subSteps.route)).toMatchObject({
        kind: 'subStep',
        parent: row.route,
        param: 'step',
        subStepsFrom: row.subSteps.from,
        title: row.title,
      });
    }
    // Guards: every route of the row runs the row's guards.
    for (const name of routes) expect(guardsForRoute(name)).toEqual(row.guards);
    // Sidebar: the row's step, relevant and current, is its group's current entry.
    const progress = journeyProgress({
      current_step: step as WorkflowStepName,
      biggest_step: step as WorkflowStepName,
      steps: [{ slug: step as WorkflowStepName, is_current: true, is_relevant: true, can_go_to: true }],
    });
    expect(progress.current).toMatchObject({ group: row.sidebar, label: SIDEBAR_GROUPS[row.sidebar] });
  });
});

describe('STEP_REGISTRY', () => {
  test('one row per contract step, in journey order', () => {
    expect(JOURNEY_ORDER).toEqual(STEP_REGISTRY.map((row) => row.step));
    expect(new Set(JOURNEY_ORDER).size).toBe(18);
  });

  test.each([
    ['main', MAIN_PATH],
    ['side', SIDE_STEPS],
  ] as const)('the %s path lists its rows', (path, steps) => {
    const expected = STEP_REGISTRY.filter((row) => row.path === path).map((row) => row.step);
    expect([...steps].sort()).toEqual(expected.sort());
  });

  test('each sidebar entry holds steps met one after the other on the main path', () => {
    const groups = MAIN_PATH.map((step) => STEP_REGISTRY.find((row) => row.step === step)?.sidebar);
    const runs = groups.filter((group, index) => group !== groups[index - 1]);
    expect(new Set(runs).size).toBe(runs.length);
  });

  test('every sidebar entry has a step', () => {
    expect(new Set(STEP_REGISTRY.map((row) => row.sidebar))).toEqual(new Set(Object.keys(SIDEBAR_GROUPS)));
  });
});

describe('SUBSCRIPTION_ROUTES: the route tree derived from the registry', () => {
  test.each([
    ['subscription', { kind: 'root', parent: null, param: 'id', step: null, guards: [] }],
    ['subscription.offer', { kind: 'screen', parent: 'subscription', screen: 'offer', title: 'offer.title' }],
    ['subscription.criteria', { kind: 'landing', screen: null, title: null, subStepsFrom: 'question-steps' }],
    [
      'subscription.confirmation.step',
      { kind: 'subStep', screen: 'confirmation', subStepsFrom: 'confirmation' },
    ],
    ['subscription.killing', { kind: 'screen', shownWhen: 'killing-form' }],
    [
      'subscription.unhooking',
      {
        kind: 'screen',
        step: 'qualification',
        screen: 'unhooking',
        title: 'unhooking.title',
        guards: ['workflow'],
      },
    ],
  ])('%s', (name, expected) => {
    expect(subscriptionRoute(name)).toMatchObject(expected);
  });

  test.each([['subscription.teleport'], ['offer'], ['']])('%j is not a route', (name) => {
    expect(subscriptionRoute(name)).toBeUndefined();
  });

  test('names each route once, in journey order', () => {
    expect(ROUTE_NAMES).toEqual(SUBSCRIPTION_ROUTES.map((route) => route.name));
    expect(new Set(ROUTE_NAMES).size).toBe(ROUTE_NAMES.length);
    expect(ROUTE_NAMES.indexOf('subscription.confirmation')).toBeLessThan(
      ROUTE_NAMES.indexOf('subscription.killing'),
    );
  });
});
