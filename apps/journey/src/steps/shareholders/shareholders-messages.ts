import type { MessageId } from '@souscrire/i18n';

/** The texts of the beneficial owners screen (spec 2). */
export const SHAREHOLDERS_MESSAGES = {
  intro: 'shareholders.intro',
  screeningReviewTitle: 'shareholders.screening.review.title',
  screeningReviewBody: 'shareholders.screening.review.body',
  why: 'shareholders.why',
  item: 'shareholders.item',
  add: 'shareholders.add',
  remove: 'shareholders.remove',
  firstname: 'shareholders.fields.firstname',
  lastname: 'shareholders.fields.lastname',
  birthDate: 'shareholders.fields.birth-date',
  nationality: 'shareholders.fields.nationality',
  share: 'shareholders.fields.share',
  required: 'errors.required',
  date: 'errors.date',
  number: 'errors.number',
  errorSummaryTitle: 'layout.error-summary.title',
  loading: 'ui.loading',
  loadError: 'errors.generic',
} as const satisfies Record<string, MessageId>;
