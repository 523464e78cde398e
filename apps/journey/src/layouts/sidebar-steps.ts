import type { WorkflowStepName } from '@souscrire/core-api';

/** One entry of the sidebar (spec 2: Information, Eligibility, Offer, ...), with the workflow steps it covers. */
export type SidebarStep = {
  readonly id: string;
  /** The i18n message id of its label. */
  readonly label: string;
  readonly steps: readonly WorkflowStepName[];
};

/**
 * The sidebar's step labels of spec 2, in their order, and which workflow steps each covers (the spec gives
 * the labels only; side states sit with the step they follow).
 */
export const SIDEBAR_STEPS: readonly SidebarStep[] = [
  {
    id: 'information',
    label: 'sidebar.steps.information',
    steps: ['broker', 'activity', 'city', 'company', 'criteria', 'qualification'],
  },
  { id: 'eligibility', label: 'sidebar.steps.eligibility', steps: ['killing', 'cancelled'] },
  { id: 'offer', label: 'sidebar.steps.offer', steps: ['offer'] },
  { id: 'contract', label: 'sidebar.steps.contact-details', steps: ['confirmation'] },
  { id: 'documents', label: 'sidebar.steps.documents', steps: ['documents'] },
  { id: 'validation', label: 'sidebar.steps.validation', steps: ['shareholders', 'reviewing', 'accepted'] },
  { id: 'signature', label: 'sidebar.steps.signature', steps: ['signature'] },
  { id: 'payment', label: 'sidebar.steps.payment', steps: ['payment'] },
  { id: 'customerSpace', label: 'sidebar.steps.customer-space', steps: ['finalization'] },
];

/** Where the visitor is in the sidebar: the index of the entry holding the current step, or -1. */
export function sidebarIndexOf(step: string): number {
  return SIDEBAR_STEPS.findIndex((entry) => (entry.steps as readonly string[]).includes(step));
}
