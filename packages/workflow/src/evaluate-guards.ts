import type { ProspectWorkflow } from '@souscrire/core-api';
import { GUARD_NAMES, type GuardName } from './guard-names.ts';
import { routeForStep } from './route-for-step.ts';
import type { RouteTarget } from './route-names.ts';
import { stepForRoute } from './step-for-route.ts';
import { type WorkflowError, workflowError } from './workflow-error.ts';

/** What the guards read, given by the caller: the logic imports no API client and no session store. */
export type GuardContext = {
  /** The route being entered. */
  readonly routeName: string;
  /** The prospect's workflow, as the core service last answered it. */
  readonly workflow: Pick<ProspectWorkflow, 'current_step' | 'current_sub_step' | 'steps'>;
  /** Whether a client session token is held. */
  readonly isClientAuthenticated: boolean;
  /** The validate call: whether the core service answers `valid: true` for the subscription. */
  readonly validate: () => boolean | Promise<boolean>;
};

/**
 * A guard's decision: let the visitor in; send them back to the workflow's current step; ask the client to
 * log in; or fail with an error value ('Subscription is not valid', an unknown guard...).
 */
export type GuardOutcome =
  | { readonly kind: 'pass' }
  | { readonly kind: 'redirect'; readonly guard: 'workflow'; readonly to: RouteTarget }
  | { readonly kind: 'login'; readonly guard: 'clientAuthentication' }
  | { readonly kind: 'error'; readonly guard: string; readonly error: WorkflowError };

const pass: GuardOutcome = { kind: 'pass' };

function isGuardName(name: string): name is GuardName {
  return (GUARD_NAMES as readonly string[]).includes(name);
}

function workflowGuard(context: GuardContext): GuardOutcome {
  const step = stepForRoute(context.routeName);
  if (step === null) {
    return {
      kind: 'error',
      guard: 'workflow',
      error: workflowError('no_step_for_route', { routeName: context.routeName }),
    };
  }
  const { workflow } = context;
  // each step states whether it may be entered; the current step always may (no redirect loop).
  const enterable =
    step === workflow.current_step || workflow.steps.some((entry) => entry.slug === step && entry.can_go_to);
  if (enterable) return pass;
  const back = routeForStep(workflow.current_step, workflow.current_sub_step);
  return back.ok
    ? { kind: 'redirect', guard: 'workflow', to: back.value }
    : { kind: 'error', guard: 'workflow', error: back.error };
}

/**
 * Runs one guard by name. `workflow`: the route's step may be entered, otherwise back to the
 * current step. `clientAuthentication`: a client session is held, otherwise log in. `validation`: the
 * validate call answers true, otherwise 'Subscription is not valid'. `deny` (a route the step registry does
 * not know) never passes: 'Unknown route'. Any other name is an error.
 * A validate call that throws (network) rejects: that is the caller's edge to handle.
 *
 * @example
 * await evaluateGuard('validation', { ...context, validate: async () => false });
 * // { kind: 'error', guard: 'validation', error: { code: 'subscription_not_valid', ... } }
 */
export async function evaluateGuard(guard: string, context: GuardContext): Promise<GuardOutcome> {
  if (guard === 'workflow') return workflowGuard(context);
  if (guard === 'clientAuthentication') {
    return context.isClientAuthenticated ? pass : { kind: 'login', guard: 'clientAuthentication' };
  }
  if (guard === 'validation') {
    return (await context.validate())
      ? pass
      : { kind: 'error', guard: 'validation', error: workflowError('subscription_not_valid', {}) };
  }
  if (guard === 'deny') {
    return { kind: 'error', guard, error: workflowError('unknown_route', { routeName: context.routeName }) };
  }
  return { kind: 'error', guard, error: workflowError('unknown_guard', { guard }) };
}

/**
 * Runs a route's guards in order and answers the first that does not pass, or `pass`. Unknown guard names
 * fail before any guard runs, so a misconfigured route never calls validate.
 *
 * @example
 * const outcome = await evaluateGuards(guardsForRoute(routeName), {
 *   routeName,
 *   workflow,
 *   isClientAuthenticated: session.token !== null,
 *   validate: () => api.validate(prospectId).then((answer) => answer.valid),
 * });
 * if (outcome.kind === 'redirect') navigate(outcome.to);
 */
export async function evaluateGuards(
  guards: readonly string[],
  context: GuardContext,
): Promise<GuardOutcome> {
  const unknown = guards.find((guard) => !isGuardName(guard));
  if (unknown !== undefined) {
    return { kind: 'error', guard: unknown, error: workflowError('unknown_guard', { guard: unknown }) };
  }
  for (const guard of guards) {
    const outcome = await evaluateGuard(guard, context);
    if (outcome.kind !== 'pass') return outcome;
  }
  return pass;
}
