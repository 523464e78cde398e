import { WorkflowFailure, workflowError } from '@souscrire/workflow';
import { notFound } from '@tanstack/react-router';
import { describe, expect, test } from 'vitest';
import { CoreRequestError } from '../core/core-request-error.ts';
import { classifyError } from './error-kind.ts';

describe('classifyError', () => {
  test.each([
    [401, 'logout'],
    [403, 'notFound'],
    [404, 'notFound'],
    [500, 'generic'],
    [502, 'maintenance'],
    [503, 'maintenance'],
    [504, 'maintenance'],
    [422, 'generic'],
  ])('a core answer %i shows %s', (status, kind) => {
    expect(classifyError(new CoreRequestError(status, { title: 'x', code: 'y', message: 'z' })).kind).toBe(
      kind,
    );
  });

  test('a router notFound and a route validation failure show the not-found page', () => {
    expect(classifyError(notFound()).kind).toBe('notFound');
    const validation = new Error('bad search');
    validation.name = 'SearchParamError';
    expect(classifyError(validation).kind).toBe('notFound');
  });

  test('a workflow failure is a generic error carrying the spec text', () => {
    const classified = classifyError(new WorkflowFailure(workflowError('subscription_not_valid', {})));
    expect(classified.kind).toBe('generic');
    expect(classified.error.message).toBe('Subscription is not valid');
  });

  test('the body of a core answer is read', () => {
    const classified = classifyError(
      new CoreRequestError(422, { title: 'Invalid', code: 'invalid', message: 'No' }),
    );
    expect(classified.error).toMatchObject({ status: 422, title: 'Invalid', code: 'invalid' });
  });
});
