import type { MessageId } from '@souscrire/i18n';

/** The texts of the qualification screen (spec 2: criteria outside the product's bounds). */
export const QUALIFICATION_MESSAGES = {
  body: 'qualification.body',
  email: 'confirmation.fields.email',
  phone: 'confirmation.fields.phone',
  message: 'qualification.message.label',
  submit: 'qualification.submit',
  required: 'errors.required',
  invalidEmail: 'errors.email',
  errorSummaryTitle: 'layout.error-summary.title',
  loading: 'ui.loading',
} as const satisfies Record<string, MessageId>;
