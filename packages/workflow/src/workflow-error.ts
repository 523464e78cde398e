/**
 * The fixed English texts of the workflow's expected failures (what logs and error reports show), keyed by
 * error code. `unknown_guard`, `unknown_route` and `no_step_for_route` report a misconfigured route table, or an
 * address the step registry does not know.
 */
export const WORKFLOW_ERROR_MESSAGES = {
  no_step_for_offset: 'No step found for offset',
  no_route_for_step: 'Could not find a route for step',
  no_step_for_route: 'No step found for route',
  subscription_not_valid: 'Subscription is not valid',
  unknown_guard: 'Unknown guard',
  unknown_route: 'Unknown route',
} as const;

/** The code of an expected workflow failure. */
export type WorkflowErrorCode = keyof typeof WORKFLOW_ERROR_MESSAGES;

/**
 * An expected failure of the navigation logic, as a value tagged by `code`. `message` is its code's fixed text;
 * the other fields say what was asked, for logs. User-facing wording comes from i18n, keyed by `code`.
 */
export type WorkflowError =
  | {
      readonly code: 'no_step_for_offset';
      readonly message: (typeof WORKFLOW_ERROR_MESSAGES)['no_step_for_offset'];
      /** The step the move started from. */
      readonly from: string;
      /** +1 for a forward move, -1 for a backward one. */
      readonly offset: number;
    }
  | {
      readonly code: 'no_route_for_step';
      readonly message: (typeof WORKFLOW_ERROR_MESSAGES)['no_route_for_step'];
      readonly step: string;
    }
  | {
      readonly code: 'no_step_for_route';
      readonly message: (typeof WORKFLOW_ERROR_MESSAGES)['no_step_for_route'];
      readonly routeName: string;
    }
  | {
      readonly code: 'subscription_not_valid';
      readonly message: (typeof WORKFLOW_ERROR_MESSAGES)['subscription_not_valid'];
    }
  | {
      readonly code: 'unknown_guard';
      readonly message: (typeof WORKFLOW_ERROR_MESSAGES)['unknown_guard'];
      readonly guard: string;
    }
  | {
      readonly code: 'unknown_route';
      readonly message: (typeof WORKFLOW_ERROR_MESSAGES)['unknown_route'];
      readonly routeName: string;
    };

type Details<C extends WorkflowErrorCode> = Omit<Extract<WorkflowError, { code: C }>, 'code' | 'message'>;

/**
 * Builds a workflow error value with the fixed message of its code.
 *
 * @example
 * workflowError('no_route_for_step', { step: 'unknown' });
 * // { code: 'no_route_for_step', message: 'Could not find a route for step', step: 'unknown' }
 */
export function workflowError<C extends WorkflowErrorCode>(code: C, details: Details<C>): WorkflowError {
  return { code, message: WORKFLOW_ERROR_MESSAGES[code], ...details } as WorkflowError;
}
