import type { Result } from './result.ts';
import type { WorkflowError, WorkflowErrorCode } from './workflow-error.ts';

/**
 * The one error class of the package, for throwing a {@link WorkflowError} at an edge (a route loader, a
 * React error boundary). The logic itself never throws it: it returns the error as a value.
 *
 * @example
 * throw new WorkflowFailure(workflowError('subscription_not_valid', {}));
 */
export class WorkflowFailure extends Error {
  override readonly name = 'WorkflowFailure';
  readonly code: WorkflowErrorCode;
  /** The error value that was thrown, with its details. */
  readonly error: WorkflowError;

  constructor(error: WorkflowError) {
    super(error.message);
    this.code = error.code;
    this.error = error;
  }
}

/**
 * The value of a result, or a thrown {@link WorkflowFailure}: for the edges where a failure should stop
 * the navigation.
 *
 * @example
 * const route = unwrap(routeForStep(workflow.current_step));
 */
export function unwrap<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new WorkflowFailure(result.error);
}
