import type { ProspectWorkflow, WorkflowStepName } from '@souscrire/core-api';
import { describe, expect, test, vi } from 'vitest';
import { evaluateGuard, evaluateGuards, type GuardContext, type GuardOutcome } from './evaluate-guards.ts';
import { guardsForRoute } from './route-guards.ts';

function workflow(
  current: WorkflowStepName,
  enterable: readonly WorkflowStepName[],
  currentSubStep: string | null = null,
): GuardContext['workflow'] {
  const listed: WorkflowStepName[] = ['city', 'criteria', 'offer', 'documents', 'signature', 'payment'];
  return {
    current_step: current,
    current_sub_step: currentSubStep,
    steps: listed.map((slug) => ({
      slug,
      is_current: slug === current,
      is_relevant: true,
      can_go_to: enterable.includes(slug),
    })),
  };
}

function context(overrides: Partial<GuardContext> = {}): GuardContext {
  return {
    routeName: 'subscription.offer',
    workflow: workflow('offer', ['city', 'criteria', 'offer']),
    isClientAuthenticated: true,
    validate: () => true,
    ...overrides,
  };
}

const notValid = {
  kind: 'error',
  guard: 'validation',
  error: { code: 'subscription_not_valid', message: 'Subscription is not valid' },
} as const;

describe("evaluateGuard('workflow'): the step may be entered", () => {
  test.each<[string, string, GuardContext['workflow'], GuardOutcome]>([
    ['an enterable earlier step', 'subscription.city', workflow('offer', ['city']), { kind: 'pass' }],
    ['a sub-step route', 'subscription.criteria.step', workflow('offer', ['criteria']), { kind: 'pass' }],
    [
      'the current step, even when not flagged',
      'subscription.offer',
      workflow('offer', []),
      { kind: 'pass' },
    ],
    [
      'a step not yet reached',
      'subscription.documents',
      workflow('offer', ['offer']),
      { kind: 'redirect', guard: 'workflow', to: { name: 'subscription.offer' } },
    ],
    [
      'a step the workflow does not list',
      'subscription.killing',
      workflow('offer', ['offer']),
      { kind: 'redirect', guard: 'workflow', to: { name: 'subscription.offer' } },
    ],
    [
      'a step not reached, back to the current sub-step',
      'subscription.payment',
      workflow('criteria', ['criteria'], 'turnover'),
      {
        kind: 'redirect',
        guard: 'workflow',
        to: { name: 'subscription.criteria.step', params: { step: 'turnover' } },
      },
    ],
    [
      'a route showing no step',
      'subscription',
      workflow('offer', ['offer']),
      {
        kind: 'error',
        guard: 'workflow',
        error: {
          code: 'no_step_for_route',
          message: 'No step found for route',
          routeName: 'subscription',
        },
      },
    ],
    [
      'a current step the front end does not know',
      'subscription.offer',
      { ...workflow('city', []), current_step: 'teleport' as ProspectWorkflow['current_step'] },
      {
        kind: 'error',
        guard: 'workflow',
        error: { code: 'no_route_for_step', message: 'Could not find a route for step', step: 'teleport' },
      },
    ],
  ])('%s', async (_, routeName, flow, expected) => {
    expect(await evaluateGuard('workflow', context({ routeName, workflow: flow }))).toEqual(expected);
  });
});

describe("evaluateGuard('clientAuthentication')", () => {
  test.each<[boolean, GuardOutcome]>([
    [true, { kind: 'pass' }],
    [false, { kind: 'login', guard: 'clientAuthentication' }],
  ])('authenticated %s -> %j', async (isClientAuthenticated, expected) => {
    expect(await evaluateGuard('clientAuthentication', context({ isClientAuthenticated }))).toEqual(expected);
  });
});

describe("evaluateGuard('validation'): 'Subscription is not valid'", () => {
  test.each<[string, GuardContext['validate'], GuardOutcome]>([
    ['valid', () => true, { kind: 'pass' }],
    ['valid, asynchronously', async () => true, { kind: 'pass' }],
    ['not valid', () => false, notValid],
    ['not valid, asynchronously', async () => false, notValid],
  ])('%s', async (_, validate, expected) => {
    expect(await evaluateGuard('validation', context({ validate }))).toEqual(expected);
  });

  test('a failing validate call rejects for the caller to handle', async () => {
    const failure = new Error('network down');
    await expect(
      evaluateGuard('validation', context({ validate: () => Promise.reject(failure) })),
    ).rejects.toBe(failure);
  });
});

describe('evaluateGuard: an unknown guard name is an error', () => {
  test.each([['auth'], ['Workflow'], ['']])('%j', async (guard) => {
    expect(await evaluateGuard(guard, context())).toEqual({
      kind: 'error',
      guard,
      error: { code: 'unknown_guard', message: 'Unknown guard', guard },
    });
  });
});

describe('evaluateGuards: a route guards in order, first refusal wins', () => {
  const documents = 'subscription.documents';
  const atDocuments = workflow('documents', ['documents']);

  test.each<[string, Partial<GuardContext>, GuardOutcome, number]>([
    ['all pass', { workflow: atDocuments }, { kind: 'pass' }, 1],
    [
      'step not enterable: redirect, no login check, no validate call',
      { workflow: workflow('offer', ['offer']), isClientAuthenticated: false },
      { kind: 'redirect', guard: 'workflow', to: { name: 'subscription.offer' } },
      0,
    ],
    [
      'not logged in: login, no validate call',
      { workflow: atDocuments, isClientAuthenticated: false },
      { kind: 'login', guard: 'clientAuthentication' },
      0,
    ],
    ['not valid', { workflow: atDocuments, validate: () => false }, notValid, 1],
  ])('documents, %s', async (_, overrides, expected, validateCalls) => {
    const validate = vi.fn(overrides.validate ?? (() => true));
    const outcome = await evaluateGuards(
      guardsForRoute(documents),
      context({ ...overrides, routeName: documents, validate }),
    );
    expect(outcome).toEqual(expected);
    expect(validate).toHaveBeenCalledTimes(validateCalls);
  });

  test('cancelled has no guard: passes whatever the workflow says', async () => {
    const outcome = await evaluateGuards(
      guardsForRoute('subscription.cancelled'),
      context({
        routeName: 'subscription.cancelled',
        workflow: workflow('offer', []),
        isClientAuthenticated: false,
      }),
    );
    expect(outcome).toEqual({ kind: 'pass' });
  });

  test('an unknown guard name fails before any guard runs', async () => {
    const validate = vi.fn(() => true);
    const outcome = await evaluateGuards(['validation', 'captcha'], context({ validate }));
    expect(outcome).toEqual({
      kind: 'error',
      guard: 'captcha',
      error: { code: 'unknown_guard', message: 'Unknown guard', guard: 'captcha' },
    });
    expect(validate).not.toHaveBeenCalled();
  });

  test.each([['subscription.teleport'], ['subscription.unknown.step'], ['home']])(
    'a route the registry does not know is denied: %s',
    async (routeName) => {
      const outcome = await evaluateGuards(
        guardsForRoute(routeName),
        context({ routeName, workflow: workflow('offer', ['offer']) }),
      );
      expect(outcome).toEqual({
        kind: 'error',
        guard: 'deny',
        error: { code: 'unknown_route', message: 'Unknown route', routeName },
      });
    },
  );

  test('no guards pass', async () => {
    expect(await evaluateGuards([], context())).toEqual({ kind: 'pass' });
  });
});
