import type { MessageId } from '@souscrire/i18n';

/** The company screen's texts (spec 2, UX: prefilled data says where it came from). */
export const COMPANY_MESSAGES = {
  label: 'company.search.label',
  hint: 'company.search.hint',
  prompt: 'company.search.empty',
  noResults: 'company.search.no-results',
  notFound: 'company.search.not-found',
  resultId: 'company.result.id',
  resultActivity: 'company.result.activity',
  noCompanyId: 'company.no-company-id',
  continueWithout: 'company.continue-without',
  prefilledSource: 'company.prefilled.source',
  prefilledCorrect: 'company.prefilled.correct',
  name: 'confirmation.fields.company-name',
  address: 'confirmation.fields.address',
  postalCode: 'confirmation.fields.postal-code',
  city: 'confirmation.fields.city',
  searching: 'ui.loading',
  searchFailed: 'errors.generic',
  required: 'errors.required',
  errorSummaryTitle: 'layout.error-summary.title',
} as const satisfies Record<string, MessageId>;
