import type { WorkflowStepName } from '@souscrire/core-api';

/**
 * The order moves walk (spec 3 and 4): the main path (spec 4: introduction, criteria, contact details
 * confirmation, killing, offer, documents, shareholders, signature, payment, finalization) with each side
 * state where it branches off: broker handling before the introduction, qualification (a custom offer request)
 * after criteria, reviewing, cancelled and accepted after the eligibility answers. A side state is a move's
 * destination only when the workflow marks it relevant. The names come from the contract's `WorkflowStepName`;
 * the reference core service uses the same order.
 *
 * @example
 * JOURNEY_ORDER.indexOf('offer'); // 11
 */
export const JOURNEY_ORDER = [
  'broker',
  'activity',
  'city',
  'company',
  'criteria',
  'qualification',
  'confirmation',
  'killing',
  'reviewing',
  'cancelled',
  'accepted',
  'offer',
  'documents',
  'shareholders',
  'signature',
  'payment',
  'finalization',
] as const satisfies readonly WorkflowStepName[];

/** The main path of spec 4, in order: the steps every subscription goes through when they are relevant. */
export const MAIN_PATH = [
  'activity',
  'city',
  'company',
  'criteria',
  'confirmation',
  'killing',
  'offer',
  'documents',
  'shareholders',
  'signature',
  'payment',
  'finalization',
] as const satisfies readonly WorkflowStepName[];

/** The side states (spec 4, plus broker handling of spec 1). Unhooking is a side screen without a step. */
export const SIDE_STEPS = [
  'accepted',
  'broker',
  'cancelled',
  'qualification',
  'reviewing',
] as const satisfies readonly WorkflowStepName[];

/** A step of the main path. */
export type MainPathStep = (typeof MAIN_PATH)[number];

/** A side state. */
export type SideStep = (typeof SIDE_STEPS)[number];

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
