import type { MessageId } from '@souscrire/i18n';

/** The criteria screen's texts (spec 2: 'Your information'). */
export const CRITERIA_MESSAGES = {
  progress: 'criteria.progress',
  yes: 'common.yes',
  no: 'common.no',
  optional: 'ui.optional',
  loading: 'ui.loading',
  requiredNamed: 'errors.required-named',
  answerNamed: 'errors.answer-named',
  labelWithUnit: 'criteria.label-with-unit',
  invalidNumber: 'errors.number',
  invalidDate: 'errors.date',
  errorSummaryTitle: 'layout.error-summary.title',
} as const satisfies Record<string, MessageId>;
