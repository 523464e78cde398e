import type { MessageId } from '@souscrire/i18n';

/** The criteria screen's texts (spec 2: 'Your information'). */
export const CRITERIA_MESSAGES = {
  progress: 'criteria.progress',
  yes: 'common.yes',
  no: 'common.no',
  optional: 'ui.optional',
  loading: 'ui.loading',
  required: 'errors.required',
  invalidNumber: 'errors.number',
  invalidDate: 'errors.date',
  errorSummaryTitle: 'layout.error-summary.title',
} as const satisfies Record<string, MessageId>;
