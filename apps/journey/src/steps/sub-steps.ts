import type { WorkflowStepName } from '@souscrire/core-api';
import { questionSubSteps, routeForStep, type SubStepSource, subscriptionRoute } from '@souscrire/workflow';
import { CONFIRMATION_SUB_STEPS } from './confirmation-sub-steps.ts';

/**
 * Where a step's sub-steps come from, as the step registry says of its landing route: the product's question
 * steps for criteria, the contact details sections for confirmation, none for the other steps.
 *
 * @example
 * subStepSource('criteria'); // 'question-steps'
 * subStepSource('offer'); // null
 */
export function subStepSource(step: WorkflowStepName): SubStepSource | null {
  const route = routeForStep(step);
  return (route.ok ? subscriptionRoute(route.value.name)?.subStepsFrom : null) ?? null;
}

/**
 * A step's sub-steps from their source: the product's question steps (the sanctions form aside), undefined
 * while they are not read; the journey's contact details sections.
 *
 * @example
 * subStepsFrom('question-steps', { steps: ['workforce', 'sanctions-form'] }); // ['workforce']
 */
export function subStepsFrom(
  source: SubStepSource,
  questionSteps: Parameters<typeof questionSubSteps>[0] | undefined,
): readonly string[] | undefined {
  if (source === 'confirmation') return CONFIRMATION_SUB_STEPS;
  return questionSteps ? questionSubSteps(questionSteps) : undefined;
}
