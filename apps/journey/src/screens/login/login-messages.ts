import type { MessageId } from '@souscrire/i18n';

/** The texts of the client login (spec 3: login and password). */
export const LOGIN_MESSAGES = {
  title: 'login.title',
  intro: 'login.intro',
  alreadyClient: 'login.already-client',
  email: 'email-form.email.label',
  password: 'login.password.label',
  passwordHint: 'login.password.hint',
  submit: 'login.submit',
  invalid: 'login.error.invalid',
  tooMany: 'errors.too-many-requests',
  required: 'errors.required',
  invalidEmail: 'errors.email',
  errorSummaryTitle: 'layout.error-summary.title',
  loading: 'ui.loading',
  genericError: 'errors.generic',
} as const satisfies Record<string, MessageId>;
