import type { MessageId } from '@souscrire/i18n';

/** The texts of the signature screen (spec 2, 8; UX "Signature"). */
export const SIGNATURE_MESSAGES = {
  intro: 'signature.intro',
  loading: 'signature.loading',
  frameTitle: 'signature.frame.title',
  loadError: 'signature.error.load',
  cancelled: 'signature.error.cancelled',
  done: 'signature.done',
  smsTitle: 'signature.sms.title',
  smsLabel: 'signature.sms.label',
  smsHint: 'signature.sms.hint',
  smsCountdown: 'signature.sms.countdown',
  smsResendAvailable: 'signature.sms.resend-available',
  smsSendAgain: 'signature.sms.send-again',
  smsSent: 'signature.sms.sent',
  smsInvalid: 'signature.sms.invalid',
  smsSubmit: 'signature.sms.submit',
  required: 'errors.required',
  retry: 'common.retry',
  close: 'ui.close',
  sending: 'ui.loading',
  errorSummaryTitle: 'layout.error-summary.title',
} as const satisfies Record<string, MessageId>;
