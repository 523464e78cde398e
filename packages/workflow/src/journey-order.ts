import type { WorkflowStepName } from '@souscrire/core-api';
import { STEP_REGISTRY, type StepRow } from './step-registry.ts';

/** A step of the main path. */
export type MainPathStep = Extract<StepRow, { path: 'main' }>['step'];

/** A side state. */
export type SideStep = Extract<StepRow, { path: 'side' }>['step'];

/**
 * The order moves walk: the step registry's rows in order, the main path (introduction, criteria, contact
 * details confirmation, killing, offer, check-answers, documents, shareholders, signature, payment,
 * finalization) with each side state where it branches off: broker handling before the introduction,
 * qualification (a custom offer request) after criteria, reviewing, cancelled and accepted after the
 * eligibility answers. A side state is a move's destination only when the workflow marks it relevant.
 * The names come from the contract's `WorkflowStepName`; the reference core service types its own order
 * against the same enum.
 *
 * @example
 * JOURNEY_ORDER.indexOf('offer'); // 11
 */
export const JOURNEY_ORDER: readonly StepRow['step'][] = STEP_REGISTRY.map((row) => row.step);

/** The main path, in order: the steps every subscription goes through when they are relevant. */
export const MAIN_PATH: readonly MainPathStep[] = STEP_REGISTRY.flatMap((row) =>
  row.path === 'main' ? [row.step] : [],
);

/** The side states, broker handling included, by name. Unhooking is a route, not a step. */
export const SIDE_STEPS: readonly SideStep[] = STEP_REGISTRY.flatMap((row) =>
  row.path === 'side' ? [row.step] : [],
).sort();

/** Every workflow step name: the contract's enum as a runtime list, in journey order. */
export const WORKFLOW_STEP_NAMES: readonly WorkflowStepName[] = JOURNEY_ORDER;

/**
 * Whether a value from the outside (a URL, a server answer) is a workflow step name of the contract.
 *
 * @example
 * isWorkflowStepName('offer'); // true
 * isWorkflowStepName('unhooking'); // false
 */
export function isWorkflowStepName(value: unknown): value is WorkflowStepName {
  return (WORKFLOW_STEP_NAMES as readonly unknown[]).includes(value);
}
