import type { MessageId } from '@souscrire/i18n';

/** The activity screen's texts (spec 2). */
export const ACTIVITY_MESSAGES = {
  label: 'activity.search.label',
  hint: 'activity.search.hint',
  prompt: 'activity.search.empty',
  noResults: 'activity.search.no-results',
  searching: 'ui.loading',
  searchFailed: 'errors.generic',
  required: 'errors.required',
  errorSummaryTitle: 'layout.error-summary.title',
} as const satisfies Record<string, MessageId>;
