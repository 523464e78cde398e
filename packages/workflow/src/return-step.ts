import type { WorkflowStepName } from '@souscrire/core-api';
import { isWorkflowStepName } from './journey-order.ts';
import type { WorkflowPosition } from './next-relevant-step.ts';

/**
 * The search parameter that carries where a screen returns to (GOV.UK's 'check your answers': a
 * Change link opens the question with `?return=check-answers`, and Continue goes back to the summary instead
 * of through the rest of the journey).
 */
export const RETURN_PARAM = 'return';

/**
 * The step a screen was opened to return to: the `return` search parameter when it names a workflow step,
 * else null (a missing, unknown or repeated parameter is ignored: the screen moves as usual).
 *
 * @example
 * returnStepOf({ return: 'check-answers' }); // 'check-answers'
 * returnStepOf({ return: 'nowhere' }); // null
 */
export function returnStepOf(search: Readonly<Record<string, unknown>>): WorkflowStepName | null {
  const value = search[RETURN_PARAM];
  return isWorkflowStepName(value) ? value : null;
}

/**
 * Where a move from `from` returns to: `returnTo` when the workflow, as the saved answer left it, still lets the
 * visitor enter it (relevant and `can_go_to`), else null and the move goes on as usual. A changed answer that
 * sends the request elsewhere (criteria out of bounds, a declaration that cancels) is followed, not hidden.
 *
 * @example
 * returnTarget(workflow, 'criteria', 'check-answers'); // 'check-answers', or null once unhooked
 */
export function returnTarget(
  workflow: WorkflowPosition,
  from: WorkflowStepName,
  returnTo: WorkflowStepName | null,
): WorkflowStepName | null {
  if (returnTo === null || returnTo === from) return null;
  const entry = workflow.steps.find((step) => step.slug === returnTo);
  return entry?.is_relevant && entry.can_go_to ? returnTo : null;
}

/**
 * Adds the return parameter to a screen's address (the summary's Change links).
 *
 * @example
 * withReturn('/en-FR/subscription/42/criteria/headcount', 'check-answers');
 * // '/en-FR/subscription/42/criteria/headcount?return=check-answers'
 */
export function withReturn(href: string, returnTo: WorkflowStepName): string {
  return `${href}?${new URLSearchParams({ [RETURN_PARAM]: returnTo })}`;
}
