import { describe, expect, test } from 'vitest';
import type { Result } from './result.ts';
import { WORKFLOW_ERROR_MESSAGES, type WorkflowError, workflowError } from './workflow-error.ts';
import { unwrap, WorkflowFailure } from './workflow-failure.ts';

describe('workflowError: the fixed texts as messages', () => {
  test.each<[WorkflowError, string]>([
    [workflowError('no_step_for_offset', { from: 'offer', offset: 1 }), 'No step found for offset'],
    [workflowError('no_route_for_step', { step: 'x' }), 'Could not find a route for step'],
    [workflowError('subscription_not_valid', {}), 'Subscription is not valid'],
    [workflowError('unknown_guard', { guard: 'x' }), 'Unknown guard'],
    [workflowError('no_step_for_route', { routeName: 'x' }), 'No step found for route'],
  ])('%j', (error, message) => {
    expect(error.message).toBe(message);
    expect(WORKFLOW_ERROR_MESSAGES[error.code]).toBe(message);
  });

  test('keeps the details', () => {
    expect(workflowError('no_step_for_offset', { from: 'payment', offset: -1 })).toEqual({
      code: 'no_step_for_offset',
      message: 'No step found for offset',
      from: 'payment',
      offset: -1,
    });
  });
});

describe('WorkflowFailure', () => {
  test('carries the name, code, message and error value', () => {
    const error = workflowError('no_route_for_step', { step: 'teleport' });
    const failure = new WorkflowFailure(error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure.name).toBe('WorkflowFailure');
    expect(failure.code).toBe('no_route_for_step');
    expect(failure.message).toBe('Could not find a route for step');
    expect(failure.error).toBe(error);
  });
});

describe('unwrap', () => {
  test('answers the value of a success', () => {
    expect(unwrap({ ok: true, value: 'offer' })).toBe('offer');
  });

  test('throws a WorkflowFailure for a failure', () => {
    const result: Result<string> = { ok: false, error: workflowError('subscription_not_valid', {}) };
    expect(() => unwrap(result)).toThrowError(
      expect.objectContaining({ name: 'WorkflowFailure', code: 'subscription_not_valid' }),
    );
  });
});
