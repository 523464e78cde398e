import type { WorkflowError } from './workflow-error.ts';

/**
 * The answer of a function that may fail in an expected way: the value, or a {@link WorkflowError}.
 *
 * @example
 * const result = routeForStep(step);
 * if (!result.ok) log(result.error.message);
 */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: WorkflowError };
