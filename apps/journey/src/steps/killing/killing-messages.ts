import type { MessageId } from '@souscrire/i18n';

/** The texts of the eligibility screen (spec 2: 'Your declarations'). */
export const KILLING_MESSAGES = {
  intro: 'killing.intro',
  honesty: 'killing.honesty',
  yes: 'common.yes',
  no: 'common.no',
  requiredNamed: 'errors.required-named',
  answerNamed: 'errors.answer-named',
  number: 'errors.number',
  errorSummaryTitle: 'layout.error-summary.title',
  loading: 'ui.loading',
} as const satisfies Record<string, MessageId>;
