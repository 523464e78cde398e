import type { MessageId } from '@souscrire/i18n';

/** The city screen's texts (spec 2). */
export const CITY_MESSAGES = {
  label: 'city.search.label',
  prompt: 'city.search.empty',
  noResults: 'city.search.no-results',
  searching: 'ui.loading',
  searchFailed: 'errors.generic',
  required: 'errors.required',
  errorSummaryTitle: 'layout.error-summary.title',
} as const satisfies Record<string, MessageId>;
