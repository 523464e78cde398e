/**
 * The sub-steps of the contact details confirmation (confirmation/{step}). The spec does not list them;
 * the journey confirms the person first, then the company.
 */
export const CONFIRMATION_SUB_STEPS = ['contact', 'company'] as const;
